import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Db } from '@/server/db/client'
import { mailOutbox } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { MAIL_MAX_ATTEMPTS, type MailSender, mailRetryMinutes, resendFailedMail, sendMail } from './mailer'

/** An SMTP server that is down until `up` is set, and remembers what it delivered. */
function smtp() {
  const delivered: string[] = []
  const server = {
    up: false,
    delivered,
    send: (async (message) => {
      if (!server.up) throw new Error('connect ECONNREFUSED 10.0.0.25:587')
      delivered.push(message.to)
    }) satisfies MailSender,
  }
  return server
}

async function row(db: Db, id: string) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return found!
}

/** Makes the next attempt of a mail due now (as if its backoff had passed). */
async function due(db: Db, id: string) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id))
}

it('backs off 1, 2, 4 … minutes, at most 2 hours', () => {
  expect([1, 2, 3, 4, 5].map(mailRetryMinutes)).toEqual([1, 2, 4, 8, 16])
  expect(mailRetryMinutes(12)).toBe(120)
})

describeEachDatabase('mail sent again after SMTP failures', (getDb) => {
  it('a mail that failed is sent again once its backoff passed, exactly once', async () => {
    const db = getDb()
    const server = smtp()
    const to = `${randomUUID()}@example.com`
    const { id, sent } = await sendMail(db, { to, subject: 'Reset your password', text: 'link' }, server.send)
    expect(sent).toBe(false)
    const failed = await row(db, id)
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, error: 'connect ECONNREFUSED 10.0.0.25:587' })
    const waitMs = failed.nextAttemptAt!.getTime() - failed.createdAt.getTime()
    expect(waitMs).toBeGreaterThan(50_000)
    expect(waitMs).toBeLessThan(70_000)

    // Not due yet: nothing is tried.
    server.up = true
    expect(await resendFailedMail(db, { send: server.send })).toEqual({ sent: 0, failed: 0 })
    expect(server.delivered).toEqual([])

    // Due: two instances' upkeep at once send it once.
    await due(db, id)
    const results = await Promise.all([
      resendFailedMail(db, { send: server.send }),
      resendFailedMail(db, { send: server.send }),
    ])
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1)
    expect(server.delivered).toEqual([to])
    expect(await row(db, id)).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null })
    expect((await row(db, id)).sentAt).not.toBeNull()
    expect(await resendFailedMail(db, { send: server.send })).toEqual({ sent: 0, failed: 0 })
  })

  it('each failure waits twice as long; after the last attempt the mail stays unsent with its error', async () => {
    const db = getDb()
    const server = smtp()
    const { id } = await sendMail(
      db,
      { to: `${randomUUID()}@example.com`, subject: 'Hi', text: 'x' },
      server.send,
    )
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await due(db, id)
      const before = Date.now()
      expect(await resendFailedMail(db, { send: server.send })).toMatchObject({ failed: 1 })
      const mail = await row(db, id)
      expect(mail.attempts).toBe(attempt)
      if (attempt < MAIL_MAX_ATTEMPTS) {
        const minutes = (mail.nextAttemptAt!.getTime() - before) / 60_000
        expect(minutes).toBeGreaterThan(mailRetryMinutes(attempt) - 0.5)
        expect(minutes).toBeLessThan(mailRetryMinutes(attempt) + 0.5)
      } else {
        expect(mail.nextAttemptAt).toBeNull()
      }
    }
    server.up = true
    await resendFailedMail(db, { send: server.send })
    expect(server.delivered).toEqual([])
    expect(await row(db, id)).toMatchObject({ sentAt: null, attempts: MAIL_MAX_ATTEMPTS })
  })

  it('without SMTP the outbox is the inbox: nothing is tried or retried', async () => {
    const db = getDb()
    const { id, sent } = await sendMail(
      db,
      { to: `${randomUUID()}@example.com`, subject: 'Hi', text: 'x' },
      null,
    )
    expect(sent).toBe(false)
    expect(await row(db, id)).toMatchObject({ attempts: 0, nextAttemptAt: null, error: null })
    expect(await resendFailedMail(db, { send: null })).toEqual({ sent: 0, failed: 0 })
  })
})
