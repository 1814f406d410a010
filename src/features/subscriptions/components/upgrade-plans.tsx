import { Link } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { AdminContacts } from '@/features/teachers'
import type { AdminContact } from '@/features/teachers/admin-contacts.server'
import { count, price } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { startCheckoutFn } from '../subscriptions.functions'
import type { PaidPlanId } from '../subscriptions.schemas'
import type { UpgradeOptions } from '../upgrade-options.server'

/** /dashboard/upgrade: the plans; an admin buys one at the provider's checkout, a teacher asks. */
export function UpgradePlans({ options }: { options: UpgradeOptions & { admins: AdminContact[] } }) {
  const action = useAction()
  const { error } = action
  // The checkout is another site: keep the spinner while the browser leaves for it.
  const buying = action.pending || action.succeeded ? action.lastKey : null
  const buy = (planId: PaidPlanId) =>
    action.run(planId, async () => {
      const { url } = await startCheckoutFn({ data: { planId } })
      window.location.assign(url)
    })
  return (
    <div className="grid gap-6">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!options.paymentsConfigured ? (
        <Alert title={m.subscriptions_not_configured_title()}>{m.subscriptions_not_configured_text()}</Alert>
      ) : !options.canBuy ? (
        <Alert title={m.subscriptions_ask_admin_title()}>
          {m.subscriptions_ask_admin_text()}
          {options.admins.length > 0 ? <AdminContacts admins={options.admins} /> : null}
        </Alert>
      ) : null}
      {options.paymentsConfigured && options.canBuy && options.renewingPlanId ? (
        <Alert>
          {m.subscriptions_renewing_before()}
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            {m.subscriptions_renewing_link()}
          </Link>
          {m.subscriptions_renewing_after()}
        </Alert>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-3" aria-label={m.subscriptions_plans()}>
        {options.plans.map((plan) => {
          const current = plan.id === options.currentPlanId
          return (
            <li key={plan.id}>
              <Card className="grid h-full content-between gap-4">
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-bold text-xl" translate="no">
                      {plan.name}
                    </h2>
                    {current ? <Badge tone="success">{m.subscriptions_current_plan()}</Badge> : null}
                  </div>
                  <p className="font-bold text-2xl">
                    {plan.pricePerYearCents === 0 ? m.subscriptions_free() : price(plan.pricePerYearCents)}
                    {plan.pricePerYearCents > 0 ? (
                      <span className="font-normal text-base text-slate-600">{m.subscriptions_a_year()}</span>
                    ) : null}
                  </p>
                  <ul className="grid gap-1 text-slate-700">
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                      {plan.studentLimit === null
                        ? m.subscriptions_unlimited()
                        : m.subscriptions_up_to({
                            count: plan.studentLimit,
                            shown: count(plan.studentLimit),
                          })}
                    </li>
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                      {plan.paid ? m.subscriptions_paid_features() : m.subscriptions_free_features()}
                    </li>
                  </ul>
                </div>
                {plan.paid && !current && !options.paymentsConfigured ? (
                  <p className="font-semibold text-slate-600">{m.subscriptions_not_configured_title()}</p>
                ) : plan.paid && !current && options.canBuy && !options.renewingPlanId ? (
                  <form
                    onSubmit={(event) => {
                      event.preventDefault()
                      void buy(plan.id as PaidPlanId)
                    }}
                  >
                    <ActionButton
                      type="submit"
                      pending={buying === plan.id}
                      disabled={buying !== null}
                      className="w-full"
                    >
                      {m.subscriptions_choose({ plan: plan.name })}
                    </ActionButton>
                  </form>
                ) : null}
              </Card>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
