// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://demo.codeschool.app/reset-password?token=RESETSECRET123"}
import * as Sentry from '@sentry/react'
import { afterAll, describe, expect, it } from 'vitest'
import { type Integration, monitoringOptions } from './monitoring'
import { FILTERED, scrubText } from './monitoring-scrub'

const SHARE_ID = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f'

/** What the SDK would have sent, as text: the envelopes given to the transport. */
const sent: string[] = []

const transport = () =>
  Sentry.createTransport({ recordDroppedEvent: () => {} }, async (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body))
    return { statusCode: 200 }
  })

describe('monitoring never sends one-time tokens (issue 8)', () => {
  afterAll(() => Sentry.close())

  it('scrubs tokens, join codes and share ids from addresses', () => {
    expect(scrubText('https://demo.codeschool.app/set-password?token=abc&x=1')).toBe(
      `https://demo.codeschool.app/set-password?token=${FILTERED}&x=1`,
    )
    expect(scrubText('/login-finalize?token=t1&account=demo&profile=p')).toBe(
      `/login-finalize?token=${FILTERED}&account=demo&profile=p`,
    )
    expect(scrubText('/token?redirect=%2F&token=t2')).toBe(`/token?redirect=%2F&token=${FILTERED}`)
    expect(scrubText('GET /join?code=K7Q2P')).toBe(`GET /join?code=${FILTERED}`)
    expect(scrubText(`/share/lesson/${SHARE_ID}?from=mail`)).toBe(`/share/lesson/${FILTERED}?from=mail`)
    expect(scrubText('{"transfer_token":"x"}')).toBe('{"transfer_token":"x"}')
    expect(scrubText('/dashboard/groups?tab=students')).toBe('/dashboard/groups?tab=students')
  })

  it('keeps them out of events, breadcrumbs and transactions the SDK really sends', async () => {
    const options = monitoringOptions(Sentry, 'https://public@o1.ingest.sentry.io/1')
    Sentry.init({
      ...options,
      // Replay needs a real browser; everything else is as in the app.
      integrations: (options.integrations as Integration[]).filter((i) => i.name !== 'Replay'),
      transport,
    })
    Sentry.addBreadcrumb({
      category: 'navigation',
      data: { from: '/set-password?token=INVITESECRET456', to: `/share/lesson/${SHARE_ID}` },
    })
    Sentry.addBreadcrumb({ category: 'fetch', data: { url: '/token?token=MAGICSECRET789', method: 'GET' } })
    Sentry.captureException(new Error('Could not reset the password'))
    Sentry.startSpan({ name: `/share/lesson/${SHARE_ID}`, forceTransaction: true }, () => {
      Sentry.startSpan({ name: 'GET /login-finalize?token=TRANSFERSECRET0&account=demo' }, () => {})
    })
    await Sentry.flush(2_000)

    const everything = sent.join('\n')
    expect(everything).toContain('Could not reset the password')
    // The request URL (the page the error happened on), the breadcrumbs and the transaction were sent…
    expect(everything).toContain('/reset-password?token=[Filtered]')
    expect(everything).toContain('/set-password?token=[Filtered]')
    expect(everything).toContain('/share/lesson/[Filtered]')
    // …without a single secret.
    for (const secret of [
      'RESETSECRET123',
      'INVITESECRET456',
      'MAGICSECRET789',
      'TRANSFERSECRET0',
      SHARE_ID,
    ]) {
      expect(everything).not.toContain(secret)
    }
  })
})
