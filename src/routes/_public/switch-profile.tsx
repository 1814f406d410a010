import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ProfileChooser } from '@/features/auth/components/profile-chooser'
import { placeOf, productSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'

export const Route = createFileRoute('/_public/switch-profile')({
  validateSearch: z.object({ redirect: z.string().max(2048).optional().catch(undefined) }),
  head: () => ({ meta: [{ title: 'Choose a school · CodeSchool' }] }),
  component: SwitchProfilePage,
})

function SwitchProfilePage() {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Choose a school"
      intro={<p>You belong to these schools. Which one do you want to open?</p>}
    >
      <ProfileChooser
        place={placeOf(context)}
        site={productSiteOf(context)}
        currentProfileId={context?.visitor?.profileId ?? null}
      />
    </AuthCard>
  )
}
