import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { useAction } from '@/lib/use-action'
import { signOutEverywhereFn } from '../auth.functions'
import { forgetSessionLocally } from '../session-flow'

/**
 * "Sign out everywhere" (record 028): every session of the account ends — other computers, other
 * schools' sites, this one — then this browser forgets the visitor and goes to /login.
 */
export function SignOutEverywhereCard() {
  const action = useAction({
    onSuccess: () => {
      forgetSessionLocally()
      window.location.assign('/login')
    },
  })
  return (
    <Card>
      <CardHeader
        title="Sign out everywhere"
        description="Left CodeSchool open on a shared or lost computer? This signs you out on every computer and every school's site, this one too."
      />
      <div className="grid gap-4">
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        <div>
          <ActionButton
            variant="secondary"
            // It ends on /login: the button spins until the browser leaves.
            pending={action.pending || action.succeeded}
            onClick={() => action.run('sign-out-everywhere', () => signOutEverywhereFn())}
          >
            Sign out everywhere
          </ActionButton>
        </div>
      </div>
    </Card>
  )
}
