import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { welcomePackQuery } from '../onboarding.queries'
import { WelcomePackEditor } from './welcome-pack-editor'

/**
 * /dashboard/welcome-pack: the curriculum welcome pack schools receive, edited by staff; `now` is when the
 * page loaded.
 */
export function WelcomePackPage({ now }: { now: string }) {
  const { data } = useSuspenseQuery(welcomePackQuery())
  return (
    <section>
      <PageHeader
        title="Curriculum welcome pack"
        description="Getting-started guides, printable materials and the course map that schools receive."
      />
      <WelcomePackEditor pack={data} now={new Date(now)} />
    </section>
  )
}
