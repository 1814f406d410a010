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
import { m } from '@/paraglide/messages'
import type { SubscriptionOverview } from '../subscription-overview.server'
import { cancelSubscriptionFn } from '../subscriptions.functions'
import { planChangeKeys, subscriptionOverviewQuery } from '../subscriptions.queries'

/** /dashboard/subscriptions (admin): the plan, its status and renewal, invoices, cancel. */
export function SubscriptionPage() {
  const { data } = useSuspenseQuery(subscriptionOverviewQuery())
  return (
    <section>
      <PageHeader title={m.subscriptions_title()} description={m.subscriptions_description()} />
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
  if (!subscription) return { tone: 'neutral' as const, label: m.subscriptions_free_plan() }
  if (subscription.canceledAt) return { tone: 'warning' as const, label: m.subscriptions_cancelled() }
  if (subscription.status === 'past_due') return { tone: 'danger' as const, label: m.subscriptions_overdue() }
  return { tone: 'success' as const, label: m.subscriptions_active() }
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
        title={m.subscriptions_plan_title({ plan: plan.name })}
        description={
          plan.paid
            ? m.subscriptions_per_year({ price: price(plan.pricePerYearCents) })
            : m.subscriptions_free_description()
        }
        actions={<Badge tone={status.tone}>{status.label}</Badge>}
      />
      <div className="grid gap-4">
        {error && !confirming ? <Alert tone="error">{error}</Alert> : null}
        {subscription && end ? (
          <p data-testid="renewal">
            {subscription.canceledAt
              ? m.subscriptions_ends_on({ date: end })
              : m.subscriptions_renews_on({ date: end })}
          </p>
        ) : null}
        {!subscription ? <p>{m.subscriptions_needs_paid()}</p> : null}
        <div className="flex flex-wrap gap-3">
          {!subscription || subscription.canceledAt ? (
            <Link to="/dashboard/upgrade" className={buttonVariants({ variant: 'primary' })}>
              {subscription ? m.subscriptions_choose_plan() : m.subscriptions_upgrade()}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {m.subscriptions_cancel_subscription()}
            </Button>
          )}
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.subscriptions_cancel_question()}
        description={
          end
            ? m.subscriptions_keeps_until({ plan: plan.name, date: end })
            : m.subscriptions_will_not_renew({ plan: plan.name })
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
            {m.subscriptions_keep_plan()}
          </Button>
          <ActionButton type="submit" variant="danger" pending={action.isPending('cancel')}>
            {m.subscriptions_yes_cancel()}
          </ActionButton>
        </form>
      </Dialog>
    </Card>
  )
}

const invoiceStatus = {
  paid: { tone: 'success', label: m.subscriptions_invoice_paid },
  open: { tone: 'warning', label: m.subscriptions_invoice_due },
  draft: { tone: 'neutral', label: m.subscriptions_invoice_draft },
  void: { tone: 'neutral', label: m.subscriptions_invoice_void },
} as const

function InvoicesCard({ invoices }: { invoices: SubscriptionOverview['invoices'] }) {
  return (
    <Card aria-labelledby="invoices-heading">
      <CardHeader id="invoices-heading" title={m.subscriptions_invoices()} />
      {invoices.length === 0 ? (
        <p className="text-slate-600">{m.subscriptions_no_invoices()}</p>
      ) : (
        <Table caption={m.subscriptions_invoices_caption()}>
          <TableHeader>
            <TableColumn>{m.subscriptions_date()}</TableColumn>
            <TableColumn>{m.subscriptions_plan()}</TableColumn>
            <TableColumn>{m.subscriptions_status()}</TableColumn>
            <TableColumn numeric>{m.subscriptions_amount()}</TableColumn>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <TableCell>{longDate(invoice.issuedAt)}</TableCell>
                <TableCell>
                  <span translate="no">{invoice.planName ?? '—'}</span>
                </TableCell>
                <TableCell>
                  <Badge tone={invoiceStatus[invoice.status].tone}>
                    {invoiceStatus[invoice.status].label()}
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
