import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '@/server/db/client'
import { latestMailTo } from '@/server/mail/mailer'
import { appConfig } from '~/app.config'

/**
 * The newest mail to an address, for end-to-end tests that follow an invitation or reset link.
 * Exists only when MAIL_OUTBOX_API=1 (the e2e server); everywhere else it is a plain 404.
 */
export const Route = createFileRoute('/api/dev/outbox')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const notFound = () => Response.json({ message: 'Not found', errors: [] }, { status: 404 })
        if (!appConfig().mail.outboxApi) return notFound()
        const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase()
        if (!to) return Response.json({ message: 'Give ?to=address', errors: [] }, { status: 400 })
        const mail = await latestMailTo(await getDb(), to)
        if (!mail) return notFound()
        return Response.json(
          { to: mail.toAddress, subject: mail.subject, text: mail.textBody, createdAt: mail.createdAt },
          { headers: { 'cache-control': 'no-store' } },
        )
      },
    },
  },
})
