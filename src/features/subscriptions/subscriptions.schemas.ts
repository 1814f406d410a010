import { z } from 'zod'
import { m } from '@/paraglide/messages'

/** The plans a school can buy (app.config.ts `plans` with `paid: true`). */
const paidPlanIds = ['classroom', 'school'] as const
export type PaidPlanId = (typeof paidPlanIds)[number]

export const startCheckoutSchema = z.object({
  planId: z.enum(paidPlanIds, { error: () => m.subscriptions_error_choose_plan() }),
})

/** The callback's ids (SPEC §2.1: `session_id`, `subscription_id`); one is enough. */
export const confirmCheckoutSchema = z
  .object({
    sessionId: z.string().trim().min(1).max(255).optional(),
    subscriptionId: z.string().trim().min(1).max(255).optional(),
  })
  .refine((ids) => ids.sessionId !== undefined || ids.subscriptionId !== undefined, {
    error: () => m.subscriptions_error_needs_link(),
  })

/** What the callback page shows, from the provider's answer (never from the query). */
export type CheckoutOutcome =
  | { outcome: 'paid'; planName: string }
  | { outcome: 'pending'; planName: string }
  | { outcome: 'canceled'; planName: string }
