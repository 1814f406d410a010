import { describe, expect, it } from 'vitest'
import { plans } from '~/app.config'
import { CHECKOUT_SESSION_ID_PLACEHOLDER } from './payments'
import { createStripeProvider, STRIPE_API } from './stripe-provider'
import { signWebhookPayload } from './webhook-signature'

const classroom = plans.find((plan) => plan.id === 'classroom')!

/**
 * A checkout.session.completed event in the shape Stripe documents (API 2025-03-31), exactly as the
 * bytes arrive, with the Stripe-Signature header computed once for it with the endpoint secret
 * below and pinned here: verification must accept these bytes and nothing else.
 */
const recordedBody =
  '{"id":"evt_1QxYzAbCdEfGhIjK","object":"event","api_version":"2025-03-31.basil","created":1763800000,"type":"checkout.session.completed","livemode":false,"data":{"object":{"id":"cs_test_a1B2c3D4e5F6","object":"checkout.session","mode":"subscription","status":"complete","payment_status":"paid","client_reference_id":"6f1d2c3b-0000-4000-8000-000000000001","customer":"cus_R2d2C3po","subscription":"sub_1QxYzBbCdEfGhIjK","invoice":"in_1QxYzCbCdEfGhIjK","amount_total":9900,"currency":"usd","metadata":{"plan_id":"classroom","school_id":"6f1d2c3b-0000-4000-8000-000000000001"}}}}'
const recordedSecret = 'whsec_test_recorded'
const recordedTimestamp = 1763800000
const recordedSignature = 't=1763800000,v1=8607585f1cba3108d5fc1521ca5cd1d6ce65548e1bc5662bd2b3ba632567db92'

function recordingFetch(answers: { status: number; body: unknown }[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: string | undefined }[] =
    []
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    })
    const answer = answers.shift() ?? { status: 500, body: {} }
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }) as typeof fetch
  return { calls, fetch: fake }
}

describe('stripe provider', () => {
  it('builds the checkout request: a yearly subscription to the plan, back to the callback', async () => {
    const { calls, fetch } = recordingFetch([
      { status: 200, body: { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } },
    ])
    const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', fetch })
    const created = await stripe.createCheckout({
      plan: classroom,
      schoolId: 'school-1',
      customerEmail: 'admin@school.test',
      successUrl: `https://a.example/cb?success=true&session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
      cancelUrl: 'https://a.example/cb?success=false',
    })
    expect(created).toEqual({
      providerSessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    })
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call!.url).toBe(`${STRIPE_API}/checkout/sessions`)
    expect(call!.method).toBe('POST')
    expect(call!.headers).toMatchObject({
      authorization: 'Bearer sk_test_123',
      'content-type': 'application/x-www-form-urlencoded',
    })
    const form = new URLSearchParams(call!.body)
    expect(Object.fromEntries(form)).toEqual({
      mode: 'subscription',
      success_url: 'https://a.example/cb?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://a.example/cb?success=false',
      client_reference_id: 'school-1',
      customer_email: 'admin@school.test',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'CodeSchool Classroom',
      'metadata[school_id]': 'school-1',
      'metadata[plan_id]': 'classroom',
      'subscription_data[metadata][school_id]': 'school-1',
      'subscription_data[metadata][plan_id]': 'classroom',
    })
  })

  it('reads a checkout session: paid only when complete and paid; the period end from the items', async () => {
    const { calls, fetch } = recordingFetch([
      {
        status: 200,
        body: {
          id: 'cs_test_1',
          status: 'complete',
          payment_status: 'paid',
          subscription: {
            id: 'sub_1',
            status: 'active',
            items: { data: [{ current_period_end: 1795336000 }] },
          },
          invoice: { id: 'in_1', amount_paid: 9900, currency: 'usd', status: 'paid', created: 1763800000 },
        },
      },
      {
        status: 200,
        body: { id: 'cs_test_2', status: 'open', payment_status: 'unpaid', subscription: null },
      },
      { status: 404, body: { error: { message: 'No such checkout.session' } } },
    ])
    const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', fetch })
    expect(await stripe.getCheckout('cs_test_1')).toEqual({
      providerSessionId: 'cs_test_1',
      status: 'complete',
      paid: true,
      providerSubscriptionId: 'sub_1',
      currentPeriodEnd: new Date(1795336000 * 1000),
      invoice: {
        providerInvoiceId: 'in_1',
        providerSubscriptionId: null,
        amountCents: 9900,
        currency: 'USD',
        paid: true,
        issuedAt: new Date(1763800000 * 1000),
      },
    })
    expect(calls[0]!.url).toBe(
      `${STRIPE_API}/checkout/sessions/cs_test_1?expand%5B%5D=subscription&expand%5B%5D=invoice`,
    )
    expect(calls[0]!.method).toBe('GET')
    expect(await stripe.getCheckout('cs_test_2')).toMatchObject({ status: 'open', paid: false })
    expect(await stripe.getCheckout('cs_forged')).toBeNull()
  })

  it('cancels at period end', async () => {
    const { calls, fetch } = recordingFetch([
      { status: 200, body: { id: 'sub_1', cancel_at_period_end: true, current_period_end: 1795336000 } },
    ])
    const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_x', fetch })
    expect(await stripe.cancelSubscription('sub_1')).toEqual({
      currentPeriodEnd: new Date(1795336000 * 1000),
    })
    expect(calls[0]!.url).toBe(`${STRIPE_API}/subscriptions/sub_1`)
    expect(calls[0]!.body).toBe('cancel_at_period_end=true')
  })

  it('answers a provider error as a 502 with its message', async () => {
    const { fetch } = recordingFetch([{ status: 400, body: { error: { message: 'Invalid API Key' } } }])
    const stripe = createStripeProvider({ secretKey: 'sk_bad', webhookSecret: 'whsec_x', fetch })
    await expect(
      stripe.createCheckout({
        plan: classroom,
        schoolId: 's',
        customerEmail: null,
        successUrl: 'x',
        cancelUrl: 'y',
      }),
    ).rejects.toMatchObject({ status: 502, errors: [{ field: 'provider', message: 'Invalid API Key' }] })
  })

  describe('webhook', () => {
    const stripe = createStripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: recordedSecret,
      fetch: (() => {
        throw new Error('no network in webhook parsing')
      }) as typeof fetch,
      now: () => recordedTimestamp + 10,
    })
    const headers = (signature: string) => new Headers({ 'stripe-signature': signature })

    it('verifies the recorded event and reads the completed checkout', async () => {
      expect(signWebhookPayload(recordedBody, recordedSecret, recordedTimestamp)).toBe(recordedSignature)
      const event = await stripe.parseWebhook(recordedBody, headers(recordedSignature))
      expect(event).toMatchObject({
        kind: 'checkout_completed',
        providerEventId: 'evt_1QxYzAbCdEfGhIjK',
        type: 'checkout.session.completed',
        checkout: {
          providerSessionId: 'cs_test_a1B2c3D4e5F6',
          status: 'complete',
          paid: true,
          providerSubscriptionId: 'sub_1QxYzBbCdEfGhIjK',
        },
      })
    })

    it('refuses a changed body, another secret, an old timestamp, or no signature', async () => {
      const tampered = recordedBody.replace('"payment_status":"paid"', '"payment_status":"paid" ')
      await expect(stripe.parseWebhook(tampered, headers(recordedSignature))).rejects.toMatchObject({
        status: 400,
      })
      const otherSecret = signWebhookPayload(recordedBody, 'whsec_other', recordedTimestamp)
      await expect(stripe.parseWebhook(recordedBody, headers(otherSecret))).rejects.toMatchObject({
        status: 400,
      })
      const late = createStripeProvider({
        secretKey: 'sk',
        webhookSecret: recordedSecret,
        now: () => recordedTimestamp + 301,
      })
      await expect(late.parseWebhook(recordedBody, headers(recordedSignature))).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/too old/),
      })
      await expect(stripe.parseWebhook(recordedBody, new Headers())).rejects.toMatchObject({ status: 400 })
    })

    it('reads subscription updates and deletions', async () => {
      const body = JSON.stringify({
        id: 'evt_2',
        type: 'customer.subscription.deleted',
        data: {
          object: {
            id: 'sub_1',
            status: 'canceled',
            cancel_at_period_end: false,
            current_period_end: 1795336000,
          },
        },
      })
      const event = await stripe.parseWebhook(
        body,
        headers(signWebhookPayload(body, recordedSecret, recordedTimestamp)),
      )
      expect(event).toMatchObject({
        kind: 'subscription_updated',
        subscription: { providerSubscriptionId: 'sub_1', status: 'canceled', cancelAtPeriodEnd: false },
      })
    })
  })
})
