import { z } from 'zod'

/** The plans a school can buy (app.config.ts `plans` with `paid: true`). */
const paidPlanIds = ['classroom', 'school'] as const
export type PaidPlanId = (typeof paidPlanIds)[number]

export const startCheckoutSchema = z.object({ planId: z.enum(paidPlanIds, 'Choose a plan.') })

export const confirmCheckoutSchema = z.object({ sessionId: z.string().trim().min(1).max(255) })

/** What the callback page shows, from the provider's answer (never from the query). */
export type CheckoutOutcome =
  | { outcome: 'paid'; planName: string }
  | { outcome: 'pending'; planName: string }
  | { outcome: 'canceled'; planName: string }
