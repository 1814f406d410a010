import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { m } from '@/paraglide/messages'
import { studentPlacesQuery } from '../students.queries'

/**
 * The plan's places for students (decision 113), once few are left: how many, and the way to more
 * (the Subscription page for an admin, an admin for a teacher). Nothing on a plan without a limit.
 */
export function StudentPlacesNotice() {
  const { data: places } = useQuery(studentPlacesQuery())
  if (!places || places.limit === null || places.left === null || places.left > 5) return null
  return (
    <Alert
      tone={places.left === 0 ? 'error' : 'info'}
      title={places.left === 0 ? m.students_no_places_left() : m.students_places_left({ count: places.left })}
    >
      <p>
        {m.students_plan_room({ plan: places.planName, limit: places.limit, count: places.used })}{' '}
        {places.canUpgrade ? (
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            {m.students_see_plans()}
          </Link>
        ) : (
          m.students_admin_can_upgrade()
        )}
      </p>
    </Alert>
  )
}
