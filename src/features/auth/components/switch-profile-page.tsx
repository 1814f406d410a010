import { placeOf, sessionSiteOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { AuthCard } from './auth-card'
import { ProfileChooser } from './profile-chooser'

/** /switch-profile: the schools the visitor belongs to; choosing one opens it (SPEC §4). */
export function SwitchProfilePage() {
  const context = useRequestContext()
  return (
    <AuthCard
      title="Choose a school"
      intro={<p>You belong to these schools. Which one do you want to open?</p>}
    >
      <ProfileChooser
        place={placeOf(context)}
        site={sessionSiteOf(context)}
        currentProfileId={context?.visitor?.profileId ?? null}
      />
    </AuthCard>
  )
}
