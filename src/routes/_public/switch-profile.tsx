import { createFileRoute } from '@tanstack/react-router'
import { SwitchProfilePage } from '@/features/auth/components/switch-profile-page'
import { searchParams, text } from '@/lib/search-params'

const switchProfileSearch = searchParams({ redirect: text(2048) })

export const Route = createFileRoute('/_public/switch-profile')({
  validateSearch: switchProfileSearch,
  head: () => ({ meta: [{ title: 'Choose a school · CodeSchool' }] }),
  component: SwitchProfilePage,
})
