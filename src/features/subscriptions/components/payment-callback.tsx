import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useAction } from '@/lib/use-action'
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
      <Alert tone="error" title="No payment to check">
        This page needs the link the payment page sends you back with. Nothing has changed.{' '}
        <Link to="/dashboard/upgrade" className="font-semibold underline underline-offset-4">
          Open Upgrade
        </Link>{' '}
        to choose a plan.
      </Alert>
    )
  }
  if (confirm.error) {
    return (
      <div className="grid max-w-2xl gap-4">
        <Alert tone="error" title="We could not confirm this payment">
          {confirm.error}
        </Alert>
        <div>
          <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'secondary' })}>
            Back to Upgrade
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
            ? 'Checking your payment with the payment provider…'
            : claimedCancel
              ? 'Checking that nothing was charged…'
              : 'Checking the payment…'}
        </p>
      </Card>
    )
  }
  const { outcome, planName } = confirm.data
  if (outcome === 'paid') {
    return (
      <div className="grid max-w-2xl gap-4">
        <Alert tone="success" title="Payment received">
          Thank you. Your school now has the {planName} plan: progress dashboards and student progress are
          open.
        </Alert>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/progress" className={buttonVariants({ variant: 'primary' })}>
            Open progress dashboards
          </Link>
          <Link to="/dashboard/subscriptions" className={buttonVariants({ variant: 'secondary' })}>
            See the subscription
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="grid max-w-2xl gap-4">
      {outcome === 'canceled' ? (
        <Alert title="Payment cancelled">
          You left the checkout before paying, so nothing was charged and your plan has not changed.
        </Alert>
      ) : (
        <Alert title="Payment not confirmed yet">
          The payment provider has not confirmed a payment for the {planName} plan, so nothing has changed
          yet. If you paid, reload this page in a minute.
        </Alert>
      )}
      <div>
        <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'secondary' })}>
          Back to Upgrade
        </Link>
      </div>
    </div>
  )
}
