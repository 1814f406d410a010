import { Link } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { AdminContacts } from '@/features/teachers'
import type { AdminContact } from '@/features/teachers/admin-contacts.server'
import { price } from '@/lib/format'
import { useAction } from '@/lib/use-action'
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
        <Alert title="Payments are not configured">
          This server does not take payments yet, so no plan can be bought here. Your school keeps its current
          plan.
        </Alert>
      ) : !options.canBuy ? (
        <Alert title="Ask your school admin">
          Only a school admin can choose a plan. Ask your school admin to upgrade; this page shows what each
          plan gives you.
          {options.admins.length > 0 ? <AdminContacts admins={options.admins} /> : null}
        </Alert>
      ) : null}
      {options.paymentsConfigured && options.canBuy && options.renewingPlanId ? (
        <Alert>
          Your school has a plan that renews. To switch plan,{' '}
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            cancel it on the Subscription page
          </Link>{' '}
          first.
        </Alert>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
        {options.plans.map((plan) => {
          const current = plan.id === options.currentPlanId
          return (
            <li key={plan.id}>
              <Card className="grid h-full content-between gap-4">
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-bold text-xl">{plan.name}</h2>
                    {current ? <Badge tone="success">Current plan</Badge> : null}
                  </div>
                  <p className="font-bold text-2xl">
                    {plan.pricePerYearCents === 0 ? 'Free' : price(plan.pricePerYearCents)}
                    {plan.pricePerYearCents > 0 ? (
                      <span className="font-normal text-base text-slate-600"> a year</span>
                    ) : null}
                  </p>
                  <ul className="grid gap-1 text-slate-700">
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                      {plan.studentLimit === null
                        ? 'Unlimited students'
                        : `Up to ${plan.studentLimit} students`}
                    </li>
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                      {plan.paid
                        ? 'Progress dashboards and student progress'
                        : 'Classes, courses and lessons'}
                    </li>
                  </ul>
                </div>
                {plan.paid && !current && !options.paymentsConfigured ? (
                  <p className="font-semibold text-slate-600">Payments are not configured</p>
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
                      Choose {plan.name}
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
