import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { SwitchProfilePage } from '@/features/auth/components/switch-profile-page'

export const Route = createFileRoute('/_public/switch-profile')({
  validateSearch: z.object({ redirect: z.string().max(2048).optional().catch(undefined) }),
  head: () => ({ meta: [{ title: 'Choose a school · CodeSchool' }] }),
  component: SwitchProfilePage,
})
