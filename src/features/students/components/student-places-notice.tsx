import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { studentPlacesQuery } from '../students.queries'

/**
 * The plan's places for students (decision 113), once few are left: how many, and the way to more
 * (the Subscription page for an admin, an admin for a teacher). Nothing on a plan without a limit.
 */
export function StudentPlacesNotice() {
  const { data: places } = useQuery(studentPlacesQuery())
  if (!places || places.limit === null || places.left === null || places.left > 5) return null
  const left = `${places.left} ${places.left === 1 ? 'place' : 'places'}`
  return (
    <Alert
      tone={places.left === 0 ? 'error' : 'info'}
      title={
        places.left === 0 ? 'Your school has no places left for new students' : `${left} left for students`
      }
    >
      <p>
        The {places.planName} plan has room for {places.limit} students and {places.used}{' '}
        {places.used === 1 ? 'is' : 'are'} here. Students already here keep their accounts; new ones cannot be
        added or join until there is room.{' '}
        {places.canUpgrade ? (
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            See plans on the Subscription page
          </Link>
        ) : (
          'A school admin can upgrade the plan.'
        )}
      </p>
    </Alert>
  )
}
