import { z } from 'zod'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { emailSchema } from '@/features/auth/login.schemas'

export const profileNameSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(60, 'Keep your name to 60 characters or fewer.'),
})

export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(200),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same.',
  })
