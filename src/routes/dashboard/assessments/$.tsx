import { createFileRoute, redirect } from '@tanstack/react-router'

/** SPEC §2.6 rule 5: every assessments path goes to the progress dashboards list. */
export const Route = createFileRoute('/dashboard/assessments/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/progress' })
  },
})
