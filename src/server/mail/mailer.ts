import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { appConfig } from '~/app.config'

/**
 * Every mail the app sends goes through here. Each one is kept in the `mail_outbox` table; with
 * `SMTP_URL` set it is also sent through SMTP (nodemailer) and marked sent, or its error kept and
 * a new attempt scheduled with backoff (resendFailedMail, run every minute by the upkeep schedule).
 * Without SMTP the outbox is where a developer and the tests read it (latestMailTo).
 */
export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Sends one message through SMTP; throws when the server refuses or cannot be reached. */
export type MailSender = (message: {
  from: string
  to: string
  subject: string
  text: string
  html?: string
}) => Promise<unknown>

/** Sends in all, the first included: after the last failure the mail stays unsent, with its error. */
export const MAIL_MAX_ATTEMPTS = 8

/** Minutes before send n+1: 1, 2, 4, 8 … capped at 2 hours (about 4 hours of trying in all). */
export function mailRetryMinutes(attempts: number): number {
  return Math.min(120, 2 ** Math.max(0, attempts - 1))
}

type Transport = { sendMail: (message: Record<string, unknown>) => Promise<unknown> }
let transport: Promise<Transport> | undefined

function smtpTransport(url: string): Promise<Transport> {
  transport ??= import('nodemailer').then(
    (module) => module.default.createTransport(url) as unknown as Transport,
  )
  return transport
}

/** The configured SMTP server, or null without SMTP_URL. */
function configuredSender(): MailSender | null {
  const { smtpUrl } = appConfig().mail
  if (!smtpUrl) return null
  return async (message) => (await smtpTransport(smtpUrl)).sendMail(message)
}

/** Never the body (it may hold a sign-in link): the error says what went wrong. */
function sendError(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : 'unknown error'
}

/** Records one send: sent, or failed with the next attempt due after the backoff (or none). */
async function deliver(
  db: Db,
  row: { id: string; attempts: number },
  mail: Mail,
  send: MailSender,
): Promise<boolean> {
  const attempts = row.attempts + 1
  try {
    await send({
      from: appConfig().mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, attempts, error: null, nextAttemptAt: null })
      .where(eq(mailOutbox.id, row.id))
    return true
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        error: sendError(error),
        attempts,
        nextAttemptAt:
          attempts >= MAIL_MAX_ATTEMPTS
            ? null
            : sql`now() + make_interval(mins => ${mailRetryMinutes(attempts)})`,
      })
      .where(eq(mailOutbox.id, row.id))
    return false
  }
}

export async function sendMail(
  db: Db,
  mail: Mail,
  send: MailSender | null = configuredSender(),
): Promise<{ id: string; sent: boolean }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id })
  if (!row) throw new Error('The mail was not stored.')
  if (!send) return { id: row.id, sent: false }
  return { id: row.id, sent: await deliver(db, { id: row.id, attempts: 0 }, mail, send) }
}

/** A claim lasts this long: a second run meanwhile skips the mail (it is being sent). */
const CLAIM_MINUTES = 5

/**
 * Upkeep (scheduled every minute): sends again the mails whose last send failed and whose next
 * attempt is due, oldest due first, at most `limit` per run. Each mail is claimed with
 * `FOR UPDATE SKIP LOCKED` and its due time pushed past the claim, so two instances never send the
 * same mail twice. Without SMTP it does nothing.
 */
export async function resendFailedMail(
  db: Db,
  options: { send?: MailSender | null; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const send = options.send === undefined ? configuredSender() : options.send
  if (!send) return { sent: 0, failed: 0 }
  const claimed = await db.execute<{
    id: string
    to_address: string
    subject: string
    text_body: string
    html_body: string | null
    attempts: number
  }>(sql`
    update ${mailOutbox} set next_attempt_at = now() + make_interval(mins => ${CLAIM_MINUTES})
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAIL_MAX_ATTEMPTS}
      order by next_attempt_at
      limit ${options.limit ?? 50}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, attempts
  `)
  let sent = 0
  let failed = 0
  for (const row of claimed.rows) {
    const mail = {
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
    }
    if (await deliver(db, { id: row.id, attempts: Number(row.attempts) }, mail, send)) sent++
    else failed++
  }
  return { sent, failed }
}

/**
 * How long the outbox keeps a mail (docs/privacy.md): long enough to answer "did the invitation
 * go out?", short enough that adults' addresses and the links mailed to them do not pile up. A
 * mail still being tried is long given up by then (MAIL_MAX_ATTEMPTS, about 4 hours).
 */
export const MAIL_RETENTION_DAYS = 30

/** Upkeep (scheduled daily): deletes mail older than the retention, sent or not. */
export async function trimMailOutbox(db: Db): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(sql`${mailOutbox.createdAt} < now() - make_interval(days => ${MAIL_RETENTION_DAYS})`)
    .returning({ id: mailOutbox.id })
  return rows.length
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
