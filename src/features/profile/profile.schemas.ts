import { z } from 'zod'
import { newPasswordSchema } from '@/features/auth/auth.schemas'
import { emailSchema } from '@/features/auth/login.schemas'
import { m } from '@/paraglide/messages'

export const profileNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.profile_error_name_empty() })
    .max(60, { error: () => m.profile_error_name_long() }),
})

export const changeEmailSchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string()
    .min(1, { error: () => m.profile_error_current_password() })
    .max(200),
})

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: () => m.profile_error_current_password() })
      .max(200),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(200),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    error: () => m.profile_error_passwords_differ(),
  })
