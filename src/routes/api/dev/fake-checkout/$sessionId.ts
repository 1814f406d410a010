import { createFileRoute } from '@tanstack/react-router'
import {
  abandonFakeCheckout,
  fakeCheckoutSession,
  fakeReturnUrl,
  payFakeCheckout,
} from '@/server/payments/fake-provider'
import { appConfig } from '~/app.config'

/**
 * The fake payment provider's checkout page (PAYMENTS_PROVIDER=fake only; a 404 otherwise). "Pay"
 * marks the session paid in the fake provider and sends the browser back like Stripe would.
 */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const price = (cents: number) => `$${(cents / 100).toFixed(2)}`

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Fake checkout</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0}
main{max-width:28rem;margin:4rem auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 1px 3px #0002}
h1{margin-top:0;font-size:1.5rem}.note{color:#334155}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.5rem;cursor:pointer}
.pay{background:#1d4ed8;color:#fff;border:0}.cancel{background:#fff;border:1px solid #94a3b8;color:#0f172a}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

const notFound = () => page('Not found', '<h1>This checkout does not exist</h1>', 404)

export const Route = createFileRoute('/api/dev/fake-checkout/$sessionId')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        if (appConfig().payments.provider !== 'fake') return notFound()
        const session = fakeCheckoutSession(params.sessionId)
        if (!session) return notFound()
        if (session.status !== 'open') {
          return page(
            'Checkout closed',
            `<h1>This checkout is closed</h1><p class="note"><a href="${escapeHtml(fakeReturnUrl(session))}">Back to CodeSchool</a></p>`,
          )
        }
        return page(
          'Pay',
          `<h1>Fake checkout</h1>
<p class="note">A stand-in for the payment provider: no money moves.</p>
<p><strong>CodeSchool ${escapeHtml(session.plan.name)}</strong>: ${price(session.plan.pricePerYearCents)} a year</p>
<form method="post"><div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${price(session.plan.pricePerYearCents)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</div></form>`,
        )
      },
      POST: async ({ params, request }) => {
        if (appConfig().payments.provider !== 'fake') return notFound()
        if (!fakeCheckoutSession(params.sessionId)) return notFound()
        const form = await request.formData().catch(() => null)
        const session =
          form?.get('action') === 'pay'
            ? payFakeCheckout(params.sessionId)
            : abandonFakeCheckout(params.sessionId)
        return new Response(null, { status: 303, headers: { location: fakeReturnUrl(session) } })
      },
    },
  },
})
