import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { paidStatusOfSchool } from '@/server/auth/paid-status'
import type { Db } from '@/server/db/client'
import { checkoutSessions, invoices, paymentEvents, subscriptions } from '@/server/db/schema'
import {
  abandonFakeCheckout,
  createFakeProvider,
  FAKE_WEBHOOK_SECRET,
  payFakeCheckout,
} from '@/server/payments/fake-provider'
import { createStripeProvider } from '@/server/payments/stripe-provider'
import { signWebhookPayload } from '@/server/payments/webhook-signature'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithPeople } from '@/test/factories'
import {
  confirmCheckout,
  confirmSubscriptionReturn,
  paymentsNotConfigured,
  startCheckout,
} from './checkout.server'
import { receivePaymentWebhook } from './payment-webhook.server'
import { cancelSubscription } from './subscription-cancellation.server'
import { getSubscriptionOverview } from './subscription-overview.server'
import { getUpgradeOptions } from './upgrade-options.server'

const provider = createFakeProvider()
const providerFor = () => provider
const origin = 'http://school.localhost:3000'
const configured = { paymentsConfigured: true }

async function checkout(db: Db, planId: 'classroom' | 'school' = 'classroom') {
  const people = await createSchoolWithPeople(db)
  const { url } = await startCheckout(db, people.admin.actor, { planId }, { provider, origin })
  const sessionId = url.split('/').at(-1)!
  return { ...people, url, sessionId }
}

async function deliverWebhook(db: Db, body: object) {
  const raw = JSON.stringify(body)
  const headers = new Headers({
    'x-fake-signature': signWebhookPayload(raw, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
  })
  return receivePaymentWebhook(db, provider, raw, headers)
}

describeEachDatabase('subscriptions', (getDb) => {
  it('checkout → the provider says paid → the callback makes the school paid, with its invoice', async () => {
    const db = getDb()
    const { admin, teacher, school, url, sessionId } = await checkout(db)
    expect(url).toBe(`${origin}/api/dev/fake-checkout/${sessionId}`)
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)
    const [stored] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, sessionId))
    expect(stored).toMatchObject({
      schoolId: school.id,
      planId: 'classroom',
      status: 'open',
      provider: 'fake',
    })

    payFakeCheckout(sessionId)
    // A teacher may land on the callback too; it only records what the provider confirms.
    expect(await confirmCheckout(db, teacher.actor, sessionId, providerFor)).toEqual({
      outcome: 'paid',
      planName: 'Classroom',
    })
    expect(await paidStatusOfSchool(db, school.id)).toBe('classroom')
    // Again (a reload of the callback): the same answer, nothing twice.
    expect((await confirmCheckout(db, admin.actor, sessionId, providerFor)).outcome).toBe('paid')
    expect(await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))).toHaveLength(1)

    const overview = await getSubscriptionOverview(db, admin.actor)
    expect(overview.plan.id).toBe('classroom')
    expect(overview.subscription).toMatchObject({ status: 'active', canceledAt: null })
    expect(overview.invoices).toEqual([
      expect.objectContaining({ amountCents: 9900, currency: 'USD', status: 'paid', planName: 'Classroom' }),
    ])
    expect(await getUpgradeOptions(db, teacher.actor, configured)).toMatchObject({
      currentPlanId: 'classroom',
      canBuy: false,
      renewingPlanId: 'classroom',
    })
    await expect(
      startCheckout(db, admin.actor, { planId: 'school' }, { provider, origin }),
    ).rejects.toMatchObject({
      status: 409,
    })
  })

  it('a forged callback changes nothing: unknown session, unpaid session, another school’s session', async () => {
    const db = getDb()
    const { admin, school, sessionId } = await checkout(db)
    await expect(confirmCheckout(db, admin.actor, 'fake_cs_made-up', providerFor)).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/nothing has changed/),
    })
    // success=true in the URL, but the provider says the session is still open.
    expect((await confirmCheckout(db, admin.actor, sessionId, providerFor)).outcome).toBe('pending')
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)

    const other = await createSchoolWithPeople(db)
    payFakeCheckout(sessionId)
    await expect(confirmCheckout(db, other.admin.actor, sessionId, providerFor)).rejects.toMatchObject({
      status: 404,
    })
    expect(await paidStatusOfSchool(db, other.school.id)).toBe(false)
    expect(await db.select().from(subscriptions).where(eq(subscriptions.schoolId, other.school.id))).toEqual(
      [],
    )
  })

  it('a return with only subscription_id is checked against what the provider confirmed for this school', async () => {
    const db = getDb()
    const { admin, teacher, school, sessionId } = await checkout(db)
    // Nothing paid yet: a made-up subscription changes nothing.
    await expect(
      confirmSubscriptionReturn(db, admin.actor, 'fake_sub_made-up', providerFor),
    ).rejects.toMatchObject({ status: 404, message: expect.stringMatching(/nothing has changed/) })
    payFakeCheckout(sessionId)
    await deliverWebhook(db, {
      id: `evt_${sessionId}`,
      type: 'checkout.completed',
      data: { session: sessionId },
    })
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))
    const subscriptionId = subscription!.providerSubscriptionId!
    expect(await confirmSubscriptionReturn(db, teacher.actor, subscriptionId, providerFor)).toEqual({
      outcome: 'paid',
      planName: 'Classroom',
    })
    // Another school's admin with this school's subscription id learns nothing and gains nothing.
    const other = await createSchoolWithPeople(db)
    await expect(
      confirmSubscriptionReturn(db, other.admin.actor, subscriptionId, providerFor),
    ).rejects.toMatchObject({ status: 404 })
    expect(await paidStatusOfSchool(db, other.school.id)).toBe(false)
    await db.update(subscriptions).set({ status: 'pending' }).where(eq(subscriptions.id, subscription!.id))
    expect((await confirmSubscriptionReturn(db, admin.actor, subscriptionId, providerFor)).outcome).toBe(
      'pending',
    )
  })

  it('a return with only subscription_id before the webhook asks the provider, as a session id would', async () => {
    const db = getDb()
    const { admin, school, sessionId } = await checkout(db)
    const paid = payFakeCheckout(sessionId)
    const subscriptionId = paid.subscriptionId!
    // Another school that has a checkout open of its own cannot claim this school's payment.
    const other = await checkout(db)
    await expect(
      confirmSubscriptionReturn(db, other.admin.actor, subscriptionId, providerFor),
    ).rejects.toMatchObject({ status: 404 })
    expect(await paidStatusOfSchool(db, other.school.id)).toBe(false)
    // No webhook yet: the provider confirms the school's checkout that made this subscription.
    expect(await confirmSubscriptionReturn(db, admin.actor, subscriptionId, providerFor)).toEqual({
      outcome: 'paid',
      planName: 'Classroom',
    })
    expect(await paidStatusOfSchool(db, school.id)).not.toBe(false)
    const [recorded] = await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))
    expect(recorded).toMatchObject({ providerSubscriptionId: subscriptionId, status: 'active' })
    // The same payment through its session id agrees, and records nothing twice.
    expect((await confirmCheckout(db, admin.actor, sessionId, providerFor)).outcome).toBe('paid')
    expect(await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))).toHaveLength(1)
  })

  it('a checkout left on the provider’s page is cancelled, and unpaid', async () => {
    const db = getDb()
    const { admin, school, sessionId } = await checkout(db)
    abandonFakeCheckout(sessionId)
    expect((await confirmCheckout(db, admin.actor, sessionId, providerFor)).outcome).toBe('canceled')
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)
  })

  it('the webhook records each event once and makes the school paid', async () => {
    const db = getDb()
    const { school, sessionId } = await checkout(db, 'school')
    payFakeCheckout(sessionId)
    const event = { id: `evt_${sessionId}`, type: 'checkout.completed', data: { session: sessionId } }
    expect(await deliverWebhook(db, event)).toEqual({ duplicate: false })
    expect(await deliverWebhook(db, event)).toEqual({ duplicate: true })
    expect(
      await db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, event.id)),
    ).toHaveLength(1)
    expect(await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))).toHaveLength(1)
    expect(await db.select().from(invoices).where(eq(invoices.schoolId, school.id))).toHaveLength(1)
    expect(await paidStatusOfSchool(db, school.id)).toBe('school')
  })

  it('the callback after the webhook finds the payment recorded and records nothing twice', async () => {
    const db = getDb()
    const { admin, school, sessionId } = await checkout(db)
    payFakeCheckout(sessionId)
    await deliverWebhook(db, {
      id: `evt_first_${sessionId}`,
      type: 'checkout.completed',
      data: { session: sessionId },
    })
    expect(await confirmCheckout(db, admin.actor, sessionId, providerFor)).toEqual({
      outcome: 'paid',
      planName: 'Classroom',
    })
    expect(await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))).toHaveLength(1)
    expect(await db.select().from(invoices).where(eq(invoices.schoolId, school.id))).toHaveLength(1)
  })

  it('refuses a webhook with a wrong signature', async () => {
    const raw = JSON.stringify({ id: 'evt_x', type: 'checkout.completed', data: { session: 'x' } })
    const headers = new Headers({
      'x-fake-signature': signWebhookPayload(raw, 'not-the-secret', Math.floor(Date.now() / 1000)),
    })
    await expect(provider.parseWebhook(raw, headers)).rejects.toMatchObject({ status: 400 })
    await expect(provider.parseWebhook(raw, new Headers())).rejects.toMatchObject({ status: 400 })
  })

  it('a teacher (or student) can neither buy nor cancel nor see the invoices', async () => {
    const db = getDb()
    const { teacher, students, admin, sessionId } = await checkout(db)
    payFakeCheckout(sessionId)
    await confirmCheckout(db, admin.actor, sessionId, providerFor)
    for (const actor of [teacher.actor, students[0]!.actor]) {
      await expect(
        startCheckout(db, actor, { planId: 'school' }, { provider, origin }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(cancelSubscription(db, actor, providerFor)).rejects.toMatchObject({ status: 403 })
      await expect(getSubscriptionOverview(db, actor)).rejects.toMatchObject({ status: 403 })
    }
    await expect(getUpgradeOptions(db, students[0]!.actor, configured)).rejects.toMatchObject({ status: 403 })
  })

  it('cancel: paid until the period ends, then not; the webhook’s cancellation ends it too', async () => {
    const db = getDb()
    const { admin, school, sessionId } = await checkout(db)
    await expect(cancelSubscription(db, admin.actor, providerFor)).rejects.toMatchObject({ status: 409 })
    payFakeCheckout(sessionId)
    await confirmCheckout(db, admin.actor, sessionId, providerFor)

    const { endsAt } = await cancelSubscription(db, admin.actor, providerFor)
    expect(new Date(endsAt!).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000)
    expect(await paidStatusOfSchool(db, school.id)).toBe('classroom')
    const overview = await getSubscriptionOverview(db, admin.actor)
    expect(overview.subscription?.canceledAt).not.toBeNull()
    expect(await getUpgradeOptions(db, admin.actor, configured)).toMatchObject({
      renewingPlanId: null,
      canBuy: true,
    })

    // The paid period is over.
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.schoolId, school.id))
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)
    expect((await getSubscriptionOverview(db, admin.actor)).plan.id).toBe('free')

    // A new plan can be bought again; the provider later reports the old one deleted.
    const again = await startCheckout(db, admin.actor, { planId: 'school' }, { provider, origin })
    const newSession = again.url.split('/').at(-1)!
    payFakeCheckout(newSession)
    await confirmCheckout(db, admin.actor, newSession, providerFor)
    expect(await paidStatusOfSchool(db, school.id)).toBe('school')
    const [current] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, 'school'), eq(subscriptions.schoolId, school.id)))
    await deliverWebhook(db, {
      id: `evt_cancel_${newSession}`,
      type: 'subscription.updated',
      data: {
        subscription: current!.providerSubscriptionId,
        status: 'canceled',
        current_period_end: new Date().toISOString(),
        cancel_at_period_end: false,
      },
    })
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)
  })

  it('with Stripe (answers recorded, no network): checkout, then the signed webhook records the plan with its renewal date and invoice', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db)
    const sessionId = `cs_test_${school.id.slice(0, 8)}`
    const answers = [
      { id: sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` },
      {
        id: sessionId,
        status: 'complete',
        payment_status: 'paid',
        subscription: {
          id: `sub_${sessionId}`,
          status: 'active',
          items: { data: [{ current_period_end: 1795336000 }] },
        },
        invoice: {
          id: `in_${sessionId}`,
          amount_paid: 49900,
          currency: 'usd',
          status: 'paid',
          created: 1763800000,
        },
      },
    ]
    const stripe = createStripeProvider({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_test_x',
      fetch: (async () => new Response(JSON.stringify(answers.shift()), { status: 200 })) as typeof fetch,
    })
    const { url } = await startCheckout(db, admin.actor, { planId: 'school' }, { provider: stripe, origin })
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`)

    const raw = JSON.stringify({
      id: `evt_${sessionId}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          status: 'complete',
          payment_status: 'paid',
          subscription: `sub_${sessionId}`,
          invoice: `in_${sessionId}`,
        },
      },
    })
    const headers = new Headers({
      'stripe-signature': signWebhookPayload(raw, 'whsec_test_x', Math.floor(Date.now() / 1000)),
    })
    expect(await receivePaymentWebhook(db, stripe, raw, headers)).toEqual({ duplicate: false })
    expect(await paidStatusOfSchool(db, school.id)).toBe('school')
    const overview = await getSubscriptionOverview(db, admin.actor)
    expect(overview.subscription?.currentPeriodEnd).toBe(new Date(1795336000 * 1000).toISOString())
    expect(overview.invoices).toEqual([expect.objectContaining({ amountCents: 49900, status: 'paid' })])
  })

  it('without a payment provider (a deployment): says so, and nothing can be bought or faked', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    const notConfigured = { paymentsConfigured: false }
    expect(await getUpgradeOptions(db, admin.actor, notConfigured)).toMatchObject({
      paymentsConfigured: false,
      currentPlanId: 'free',
    })
    expect((await getUpgradeOptions(db, teacher.actor, notConfigured)).paymentsConfigured).toBe(false)
    await expect(
      startCheckout(db, admin.actor, { planId: 'school' }, { provider: null, origin }),
    ).rejects.toMatchObject({ status: 409, message: paymentsNotConfigured() })
    expect(await db.select().from(checkoutSessions).where(eq(checkoutSessions.schoolId, school.id))).toEqual(
      [],
    )

    // A fake checkout paid in this process and its fake-signed webhook mean nothing to a deployment
    // that sells through Stripe: the webhook is checked with Stripe's secret.
    const fake = await startCheckout(db, admin.actor, { planId: 'school' }, { provider, origin })
    payFakeCheckout(fake.url.split('/').at(-1)!)
    const raw = JSON.stringify({
      id: `evt_fake_${school.id}`,
      type: 'checkout.completed',
      data: { session: fake.url.split('/').at(-1) },
    })
    const stripe = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_real_x' })
    for (const headers of [
      new Headers({
        'x-fake-signature': signWebhookPayload(raw, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
      }),
      new Headers({
        'stripe-signature': signWebhookPayload(raw, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
      }),
    ]) {
      await expect(receivePaymentWebhook(db, stripe, raw, headers)).rejects.toMatchObject({ status: 400 })
    }
    expect(await paidStatusOfSchool(db, school.id)).toBe(false)
    expect(
      await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, `evt_fake_${school.id}`)),
    ).toEqual([])
  })
})
