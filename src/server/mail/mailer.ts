import { desc, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { appConfig } from '~/app.config'

/**
 * Every mail the app sends goes through here. Each one is kept in the `mail_outbox` table; with
 * `SMTP_URL` set it is also sent through SMTP (nodemailer) and marked sent, or its error kept.
 * Without SMTP the outbox is where a developer and the tests read it (latestMailTo).
 */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

type Transport = { sendMail: (message: Record<string, unknown>) => Promise<unknown> }
let transport: Promise<Transport> | undefined

async function smtpTransport(url: string): Promise<Transport> {
  transport ??= import('nodemailer').then(
    (module) => module.default.createTransport(url) as unknown as Transport,
  )
  return transport
}

export async function sendMail(db: Db, mail: Mail): Promise<{ id: string; sent: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('The mail was not stored.')
  const { smtpUrl, from } = appConfig().mail
  if (!smtpUrl) return { id: row.id, sent: false }
  try {
    await (await smtpTransport(smtpUrl)).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id))
    return { id: row.id, sent: true }
  } catch (error) {
    // Never the body (it may hold a sign-in link): the error says what went wrong.
    await db
      .update(mailOutbox)
      .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(eq(mailOutbox.id, row.id))
    return { id: row.id, sent: false }
  }
}

/** The newest mail to an address (tests, and developers without SMTP). */
export async function latestMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  return row ?? null
}
