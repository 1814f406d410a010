import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { confirmCheckoutFn } from '../subscriptions.functions'
import { planChangeKeys } from '../subscriptions.queries'

interface PaymentCallbackProps {
  sessionId: string | undefined
  /** SPEC §2.1's `subscription_id`: checked by the server like a session id when it comes alone. */
  subscriptionId?: string
  /** The query's `success` and `status`: they only choose the words while the server is asked. */
  claimedSuccess: boolean
  claimedCancel?: boolean
}

/**
 * /dashboard/subscriptions/callback: asks the server, which asks the payment provider, what
 * really happened to the checkout (decision 060). The query alone changes nothing.
 */
export function PaymentCallback({
  sessionId,
  subscriptionId,
  claimedSuccess,
  claimedCancel = false,
}: PaymentCallbackProps) {
  // Whatever the answer, the plan pages and the paid status are read again before it shows.
  const confirm = useAction<Awaited<ReturnType<typeof confirmCheckoutFn>>>({ invalidates: planChangeKeys })
  const { run } = confirm
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout session
  useEffect(() => {
    if (sessionId || subscriptionId)
      void run('confirm', () => confirmCheckoutFn({ data: { sessionId, subscriptionId } }))
  }, [sessionId, subscriptionId])

  if (!sessionId && !subscriptionId) {
    return (
      <Alert tone="error" title={m.subscriptions_no_payment_title()}>
        {m.subscriptions_no_payment_before()}
        <Link to="/dashboard/upgrade" className="font-semibold underline underline-offset-4">
          {m.subscriptions_open_upgrade()}
        </Link>
        {m.subscriptions_no_payment_after()}
      </Alert>
    )
  }
  if (confirm.error) {
    return (
      <div className="grid max-w-2xl gap-4">
        <Alert tone="error" title={m.subscriptions_not_confirmed_error()}>
          {confirm.error}
        </Alert>
        <div>
          <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'secondary' })}>
            {m.subscriptions_back_to_upgrade()}
          </Link>
        </div>
      </div>
    )
  }
  if (!confirm.data) {
    return (
      <Card className="flex max-w-2xl items-center gap-3" aria-live="polite">
        <Spinner />
        <p>
          {claimedSuccess
            ? m.subscriptions_checking_paid()
            : claimedCancel
              ? m.subscriptions_checking_cancel()
              : m.subscriptions_checking()}
        </p>
      </Card>
    )
  }
  const { outcome, planName } = confirm.data
  if (outcome === 'paid') {
    return (
      <div className="grid max-w-2xl gap-4">
        <Alert tone="success" title={m.subscriptions_received_title()}>
          {m.subscriptions_received_text({ plan: planName })}
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/progress" className={buttonVariants({ variant: 'primary' })}>
            {m.subscriptions_open_progress()}
          </Link>
          <Link to="/dashboard/subscriptions" className={buttonVariants({ variant: 'secondary' })}>
            {m.subscriptions_see_subscription()}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="grid max-w-2xl gap-4">
      {outcome === 'canceled' ? (
        <Alert title={m.subscriptions_cancelled_title()}>{m.subscriptions_cancelled_text()}</Alert>
      ) : (
        <Alert title={m.subscriptions_pending_title()}>
          {m.subscriptions_pending_text({ plan: planName })}
        </Alert>
      )}
      <div>
        <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'secondary' })}>
          {m.subscriptions_back_to_upgrade()}
        </Link>
      </div>
    </div>
  )
}
