import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { SignOutEverywhereCard } from '@/features/auth'
import { m } from '@/paraglide/messages'
import { myProfileQuery } from '../profile.queries'
import { ProfileForms } from './profile-forms'

/** /dashboard/profile: an adult's own name, email and password, and signing out everywhere. */
export function ProfilePage() {
  const { data } = useSuspenseQuery(myProfileQuery())
  return (
    <section>
      <PageHeader
        title={m.profile_title()}
        description={
          data.role === 'ADMIN'
            ? m.profile_admin_at({ school: data.schoolName })
            : m.profile_teacher_at({ school: data.schoolName })
        }
      />
      <div className="grid max-w-2xl gap-6">
        <ProfileForms profile={data} />
        <SignOutEverywhereCard />
      </div>
    </section>
  )
}
