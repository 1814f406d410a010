import { AccountMenu } from '@/components/layouts/account-menu'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { signOut } from '../session-flow'

const roleLabel = {
  ADMIN: m.dashboard_role_admin,
  TEACHER: m.dashboard_role_teacher,
  STUDENT: m.dashboard_role_student,
  STUDENT_SESSION: m.dashboard_role_student,
} as const

/** The account menu of the signed-in visitor, from the request context. */
export function VisitorAccountMenu() {
  const context = useRequestContext()
  const action = useAction()
  const visitor = context?.visitor
  if (!visitor) return null
  const school = context.place.kind === 'school' ? context.place.school.name : null
  const role = visitor.type === 'staff' ? m.dashboard_role_staff() : roleLabel[visitor.role]()
  return (
    <AccountMenu
      name={visitor.name}
      detail={school ? m.dashboard_account_role_at({ role, school }) : role}
      canSwitchProfile={visitor.type !== 'student'}
      // Signing out ends on /login: the item spins until the browser has left.
      signOutPending={action.pending || action.succeeded}
      onSignOut={() => void action.run('sign-out', () => signOut('/login'))}
    />
  )
}
