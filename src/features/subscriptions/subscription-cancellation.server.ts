import { and, eq, isNull, ne } from 'drizzle-orm'
import { ADMINS } from '@/access/visitor'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { subscriptions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { PaymentsProvider, PaymentsProviderName } from '@/server/payments/payments'
import { currentSubscription } from './current-subscription.server'

/** Stops renewal at the provider; the school stays paid until the end of the period paid for. */
export async function cancelSubscription(
  db: Db,
  actor: Actor,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<{ endsAt: string | null }> {
  assertActor(actor, ...ADMINS)
  const stopped = await stopRenewal(db, actor.schoolId, providerFor)
  if (!stopped) throw new HttpError(409, m.subscriptions_error_nothing_to_cancel())
  return stopped
}

/**
 * The school's paid plan stops renewing at the provider (its admin cancels, or the school is
 * deleted); null when it has none. Asking again changes nothing.
 */
export async function stopRenewal(
  db: Db,
  schoolId: string,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<{ endsAt: string | null } | null> {
  const current = await currentSubscription(db, schoolId)
  if (!current) return null
  if (current.canceledAt) {
    return { endsAt: current.currentPeriodEnd?.toISOString() ?? null }
  }
  const answer = current.providerSubscriptionId
    ? await providerFor(current.provider as PaymentsProviderName).cancelSubscription(
        current.providerSubscriptionId,
      )
    : { currentPeriodEnd: null }
  const endsAt = answer.currentPeriodEnd ?? current.currentPeriodEnd ?? new Date()
  await db
    .update(subscriptions)
    .set({ canceledAt: new Date(), currentPeriodEnd: endsAt, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, current.id),
        isNull(subscriptions.canceledAt),
        ne(subscriptions.status, 'canceled'),
      ),
    )
  return { endsAt: endsAt.toISOString() }
}
