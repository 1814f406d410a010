import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { longDate, price } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import type { SubscriptionOverview } from '../subscription-overview.server'
import { cancelSubscriptionFn } from '../subscriptions.functions'
import { planChangeKeys, subscriptionOverviewQuery } from '../subscriptions.queries'

/** /dashboard/subscriptions (admin): the plan, its status and renewal, invoices, cancel. */
export function SubscriptionPage() {
  const { data } = useSuspenseQuery(subscriptionOverviewQuery())
  return (
    <section>
      <PageHeader title="Subscription" description="Your school's plan and invoices." />
      <SubscriptionCards overview={data} />
    </section>
  )
}

interface SubscriptionOverviewProps {
  overview: SubscriptionOverview
}

function SubscriptionCards({ overview }: SubscriptionOverviewProps) {
  return (
    <div className="grid max-w-3xl gap-6">
      <PlanCard overview={overview} />
      <InvoicesCard invoices={overview.invoices} />
    </div>
  )
}

function statusOf(subscription: SubscriptionOverview['subscription']) {
  if (!subscription) return { tone: 'neutral' as const, label: 'Free plan' }
  if (subscription.canceledAt) return { tone: 'warning' as const, label: 'Cancelled' }
  if (subscription.status === 'past_due') return { tone: 'danger' as const, label: 'Payment overdue' }
  return { tone: 'success' as const, label: 'Active' }
}

function PlanCard({ overview }: SubscriptionOverviewProps) {
  const { plan, subscription } = overview
  const [confirming, setConfirming] = useState(false)
  const action = useAction({ invalidates: planChangeKeys, onSuccess: () => setConfirming(false) })
  const { error } = action
  const status = statusOf(subscription)
  const end = subscription?.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null
  return (
    <Card aria-labelledby="plan-heading">
      <CardHeader
        id="plan-heading"
        title={`${plan.name} plan`}
        description={
          plan.paid ? `${price(plan.pricePerYearCents)} a year` : 'Classes, courses and lessons for free.'
        }
        actions={<Badge tone={status.tone}>{status.label}</Badge>}
      />
      <div className="grid gap-4">
        {error && !confirming ? <Alert tone="error">{error}</Alert> : null}
        {subscription && end ? (
          <p data-testid="renewal">
            {subscription.canceledAt
              ? `Your plan ends on ${end} and will not renew. Until then everything stays open.`
              : `Renews on ${end}.`}
          </p>
        ) : null}
        {!subscription ? <p>Progress dashboards and student progress pages need a paid plan.</p> : null}
        <div className="flex flex-wrap gap-3">
          {!subscription || subscription.canceledAt ? (
            <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'primary' })}>
              {subscription ? 'Choose a plan' : 'Upgrade'}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel the subscription?"
        description={
          end
            ? `Your school keeps the ${plan.name} plan until ${end}; it will not renew after that.`
            : `Your school's ${plan.name} plan will not renew.`
        }
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form
          className="flex flex-wrap justify-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            void action.run('cancel', () => cancelSubscriptionFn())
          }}
        >
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
          <ActionButton type="submit" variant="danger" pending={action.isPending('cancel')}>
            Yes, cancel at period end
          </ActionButton>
        </form>
      </Dialog>
    </Card>
  )
}

const invoiceStatus = {
  paid: { tone: 'success', label: 'Paid' },
  open: { tone: 'warning', label: 'Due' },
  draft: { tone: 'neutral', label: 'Draft' },
  void: { tone: 'neutral', label: 'Void' },
} as const

function InvoicesCard({ invoices }: { invoices: SubscriptionOverview['invoices'] }) {
  return (
    <Card aria-labelledby="invoices-heading">
      <CardHeader id="invoices-heading" title="Invoices" />
      {invoices.length === 0 ? (
        <p className="text-slate-600">No invoices yet.</p>
      ) : (
        <Table caption="Invoices, newest first">
          <TableHeader>
            <TableColumn>Date</TableColumn>
            <TableColumn>Plan</TableColumn>
            <TableColumn>Status</TableColumn>
            <TableColumn numeric>Amount</TableColumn>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <TableCell>{longDate(invoice.issuedAt)}</TableCell>
                <TableCell>{invoice.planName ?? '—'}</TableCell>
                <TableCell>
                  <Badge tone={invoiceStatus[invoice.status].tone}>
                    {invoiceStatus[invoice.status].label}
                  </Badge>
                </TableCell>
                <TableCell numeric>{price(invoice.amountCents, invoice.currency)}</TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
