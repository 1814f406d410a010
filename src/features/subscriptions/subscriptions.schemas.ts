import { z } from 'zod'

/** The plans a school can buy (app.config.ts `plans` with `paid: true`). */
const paidPlanIds = ['classroom', 'school'] as const
export type PaidPlanId = (typeof paidPlanIds)[number]

export const startCheckoutSchema = z.object({ planId: z.enum(paidPlanIds, 'Choose a plan.') })

export const confirmCheckoutSchema = z.object({ sessionId: z.string().trim().min(1).max(255) })

/**
 * /dashboard/subscriptions/callback (SPEC §2.1): what the provider put in the URL. A hint only:
 * the page asks the server, which asks the provider, before it says anything happened.
 */
export const callbackSearchSchema = z.object({
  status: z.string().max(40).optional().catch(undefined),
  // The router reads `success=true` as the JSON value true; a string keeps any other spelling.
  success: z
    .union([z.boolean(), z.string().max(10)])
    .optional()
    .catch(undefined),
  session_id: z.string().max(255).optional().catch(undefined),
  subscription_id: z.string().max(255).optional().catch(undefined),
})
export type CallbackSearch = z.infer<typeof callbackSearchSchema>

/** What the callback page shows, from the provider's answer (never from the query). */
export type CheckoutOutcome =
  | { outcome: 'paid'; planName: string }
  | { outcome: 'pending'; planName: string }
  | { outcome: 'canceled'; planName: string }
