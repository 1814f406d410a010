import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
        title={m.profile_sign_out_everywhere()}
        description={m.profile_sign_out_everywhere_description()}
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
            {m.profile_sign_out_everywhere()}
          </ActionButton>
        </div>
      </div>
    </Card>
  )
}
