import { createHmac, timingSafeEqual } from 'node:crypto'
import { HttpError } from '@/server/errors'

/**
 * Stripe's webhook signature scheme (also used by the fake provider): the header is
 * `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the endpoint secret}`.
 * Old timestamps are refused so a captured request cannot be replayed later.
 */
const SIGNATURE_TOLERANCE_SECONDS = 300

export function signWebhookPayload(rawBody: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex')
  return `t=${timestampSeconds},v1=${signature}`
}

export function verifyWebhookSignature(
  rawBody: string,
  header: string | null,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!secret) throw new HttpError(500, 'The payments webhook has no signing secret configured.')
  if (!header) throw new HttpError(400, 'Missing webhook signature.')
  const parts = header.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '')
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new HttpError(400, 'Malformed webhook signature.')
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new HttpError(400, 'Webhook signature is too old.')
  }
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'),
    'utf8',
  )
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new HttpError(400, 'Webhook signature does not match.')
}
