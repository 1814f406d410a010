import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'

/**
 * Every mail the app sends; without SMTP it stays here for developers and tests to read. With SMTP,
 * a mail whose sending failed is tried again after a backoff (next_attempt_at) by the upkeep job,
 * up to MAIL_MAX_ATTEMPTS sends (src/server/mail/mailer.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** SMTP sends tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next send is due; null when sent, given up, or there is no SMTP. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_address_created_at_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_next_attempt_at_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
)
