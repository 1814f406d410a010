import { describe, expect, it } from 'vitest'
import { confirmCheckoutSchema } from './subscriptions.schemas'
import { callbackSearch } from './subscriptions.search'

describe('the payment callback’s query (SPEC §2.1)', () => {
  it('reads status, success, session_id and subscription_id', () => {
    expect(
      callbackSearch({ status: 'paid', success: 'true', session_id: 'cs_1', subscription_id: 'sub_1' }),
    ).toEqual({ status: 'paid', success: 'true', session_id: 'cs_1', subscription_id: 'sub_1' })
  })

  it('asks the server about a session or, alone, a subscription; never about nothing', () => {
    expect(confirmCheckoutSchema.safeParse({ sessionId: 'cs_1' }).success).toBe(true)
    expect(confirmCheckoutSchema.safeParse({ subscriptionId: 'sub_1' }).success).toBe(true)
    expect(confirmCheckoutSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'This page needs the link the payment page sends you back with.',
    )
    expect(confirmCheckoutSchema.safeParse({ subscriptionId: '  ' }).success).toBe(false)
  })
})
