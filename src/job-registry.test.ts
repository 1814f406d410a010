import { createHash, randomUUID } from 'node:crypto'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { PAGE_VIEW_RETENTION_DAYS } from '@/features/analytics/page-views.server'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import {
  jobs,
  mailOutbox,
  oneTimeTokens,
  pageViews,
  profiles,
  rateLimits,
  schools,
  sessions,
  studentImportRows,
  studentImports,
} from '@/server/db/schema'
import { enqueueScheduledJobs, periodStart, type ScheduledJob } from '@/server/jobs/schedule'
import { createJobWorker, type JobReport } from '@/server/jobs/worker'
import { MAIL_RETENTION_DAYS } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import { createAdmin, createSchool } from '@/test/factories'
import { scheduledJobs } from './job-registry'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Runs every due job of these schedules, as an instance's worker would; answers the reports. */
async function runDue(db: Db, schedules: readonly ScheduledJob[]): Promise<JobReport[]> {
  const reports: JobReport[] = []
  const worker = createJobWorker({
    getDb: async () => db,
    handlers: Object.fromEntries(schedules.map((s) => [s.queue, s.handler])),
    onJobEnd: (report) => reports.push(report),
  })
  while (await worker.runOnce()) {
    // every due job
  }
  return reports
}

function only(queue: string): ScheduledJob[] {
  const found = scheduledJobs().filter((s) => s.queue === queue)
  expect(found).toHaveLength(1)
  return found
}

/** A moment in a period no other test uses (each test its own hour of 2030). */
let hourOffset = 0
const freshMoment = () => new Date(Date.UTC(2030, 0, 1) + ++hourOffset * DAY + 30 * 60_000)

/** One scheduled upkeep, enqueued for a fresh period and run: its report. */
async function runScheduled(db: Db, queue: string): Promise<JobReport | undefined> {
  await enqueueScheduledJobs(db, only(queue), freshMoment())
  const [report] = await runDue(db, only(queue))
  return report
}

describeEachDatabase('scheduled upkeep', (getDb) => {
  it('two instances asking at once make one job per schedule and period; the next period makes new ones', async () => {
    const db = getDb()
    const schedules = scheduledJobs()
    const at = freshMoment()
    const created = await Promise.all([
      enqueueScheduledJobs(db, schedules, at),
      enqueueScheduledJobs(db, schedules, at),
      enqueueScheduledJobs(db, schedules, new Date(at.getTime() + 1_000)),
    ])
    expect(created.reduce((a, b) => a + b, 0)).toBe(schedules.length)
    const keys = schedules.map((s) => `schedule:${s.queue}:${periodStart(at, s.everyMs).toISOString()}`)
    const rows = await db.select().from(jobs).where(inArray(jobs.dedupeKey, keys))
    expect(rows).toHaveLength(schedules.length)

    // One worker runs each once, however many workers ask.
    const reports = (await Promise.all([runDue(db, schedules), runDue(db, schedules)])).flat()
    const ids = new Set(rows.map((row) => row.id))
    const ours = reports.filter((report) => ids.has(report.jobId))
    expect(ours).toHaveLength(schedules.length)
    expect(new Set(ours.map((report) => report.jobId)).size).toBe(schedules.length)
    expect(ours.every((report) => report.outcome === 'done')).toBe(true)

    // An hour later: the hourly and per-minute ones are due again, the daily ones are not.
    const later = new Date(at.getTime() + HOUR)
    const hourly = schedules.filter((s) => s.everyMs <= HOUR).length
    expect(await enqueueScheduledJobs(db, schedules, later)).toBe(hourly)
  })

  it('deletes expired sessions, one-time tokens and old rate-limit counters, and keeps live ones', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const admin = await createAdmin(db, school)
    const token = () => hashToken(randomUUID())
    const [expired, live] = await db
      .insert(sessions)
      .values([
        { tokenHash: token(), userId: admin.userId, expiresAt: new Date(Date.now() - 60_000) },
        { tokenHash: token(), userId: admin.userId, expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: sessions.id })
    const [oldToken, usedOld, openToken] = await db
      .insert(oneTimeTokens)
      .values([
        { kind: 'reset', tokenHash: token(), userId: admin.userId, expiresAt: new Date(Date.now() - 1_000) },
        {
          kind: 'transfer',
          tokenHash: token(),
          userId: admin.userId,
          expiresAt: new Date(Date.now() - 1_000),
          usedAt: new Date(Date.now() - 30_000),
        },
        { kind: 'invite', tokenHash: token(), userId: admin.userId, expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: oneTimeTokens.id })
    const stale = `test:stale:${randomUUID()}`
    const fresh = `test:fresh:${randomUUID()}`
    await db.insert(rateLimits).values([
      { key: stale, windowStart: new Date(Date.now() - 2 * DAY), count: 3 },
      { key: fresh, windowStart: new Date(), count: 3 },
    ])

    const report = await runScheduled(db, 'upkeep:expired-sign-ins')
    expect(report).toMatchObject({ outcome: 'done', result: { sessions: 1, tokens: 2, rateLimits: 1 } })

    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)
    expect(sessionIds).toContain(live!.id)
    expect(sessionIds).not.toContain(expired!.id)
    const tokenIds = (await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens)).map((r) => r.id)
    expect(tokenIds).toContain(openToken!.id)
    expect(tokenIds).not.toContain(oldToken!.id)
    expect(tokenIds).not.toContain(usedOld!.id)
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)
    expect(keys).toContain(fresh)
    expect(keys).not.toContain(stale)
  })

  it('purges import passwords once an import is 7 days old, and not before', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const importOf = async (ageDays: number) => {
      const [row] = await db
        .insert(studentImports)
        .values({
          schoolId: school.id,
          fileName: 'kids.csv',
          fileSha256: createHash('sha256').update(randomUUID()).digest('hex'),
          status: 'completed',
          rowCount: 1,
          createdAt: new Date(Date.now() - ageDays * DAY),
        })
        .returning({ id: studentImports.id })
      await db.insert(studentImportRows).values({
        importId: row!.id,
        rowNumber: 2,
        data: { firstName: 'Kid', lastName: 'One', password: 'from-the-file-1' },
        generatedPassword: 'handed-out-1',
      })
      return row!.id
    }
    const old = await importOf(7.01)
    const recent = await importOf(6.9)

    const report = await runScheduled(db, 'upkeep:import-passwords')
    expect(report).toMatchObject({ outcome: 'done', result: { purgedRows: 1 } })

    const rows = await db
      .select({
        importId: studentImportRows.importId,
        data: studentImportRows.data,
        pw: studentImportRows.generatedPassword,
      })
      .from(studentImportRows)
      .where(inArray(studentImportRows.importId, [old, recent]))
    const byImport = new Map(rows.map((r) => [r.importId, r]))
    expect(byImport.get(old)).toMatchObject({ pw: null, data: { password: '' } })
    expect(byImport.get(recent)).toMatchObject({ pw: 'handed-out-1', data: { password: 'from-the-file-1' } })
  })

  it('trims page views older than the retention and keeps the rest', async () => {
    const db = getDb()
    const path = `/test-${randomUUID()}`
    const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)
    await db.insert(pageViews).values([
      { path, day: dayAgo(PAGE_VIEW_RETENTION_DAYS + 2), count: 5 },
      { path, day: dayAgo(PAGE_VIEW_RETENTION_DAYS - 2), count: 6 },
      { path, day: dayAgo(1), count: 7 },
    ])
    const report = await runScheduled(db, 'upkeep:page-views')
    expect(report?.outcome).toBe('done')
    const left = await db.select({ count: pageViews.count }).from(pageViews).where(eq(pageViews.path, path))
    expect(left.map((r) => r.count).sort()).toEqual([6, 7])
  })

  it('deletes mail older than the outbox’s retention, sent or not, and keeps the rest', async () => {
    const db = getDb()
    const to = `retention-${randomUUID()}@school.test`
    const ago = (days: number) => new Date(Date.now() - days * DAY)
    await db.insert(mailOutbox).values([
      {
        toAddress: to,
        subject: 'old, sent',
        textBody: 'x',
        createdAt: ago(MAIL_RETENTION_DAYS + 1),
        sentAt: ago(MAIL_RETENTION_DAYS + 1),
      },
      {
        toAddress: to,
        subject: 'old, given up',
        textBody: 'x',
        createdAt: ago(MAIL_RETENTION_DAYS + 1),
        error: 'refused',
      },
      {
        toAddress: to,
        subject: 'recent',
        textBody: 'x',
        createdAt: ago(MAIL_RETENTION_DAYS - 1),
        sentAt: ago(MAIL_RETENTION_DAYS - 1),
      },
      { toAddress: to, subject: 'today', textBody: 'x' },
    ])
    const report = await runScheduled(db, 'upkeep:mail-outbox')
    expect(report?.outcome).toBe('done')
    const left = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
    expect(left.map((row) => row.subject).sort()).toEqual(['recent', 'today'])
  })

  it('deletes finished jobs after 30 days, scheduled ones after 2, and never queued or running ones', async () => {
    const db = getDb()
    const q = `test-finished-${randomUUID()}`
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`
    const rows = await db
      .insert(jobs)
      .values([
        { queue: q, status: 'done', finishedAt: ago(31), dedupeKey: `${q}:old-done` },
        { queue: q, status: 'failed', finishedAt: ago(31), dedupeKey: `${q}:old-failed` },
        { queue: q, status: 'done', finishedAt: ago(10), dedupeKey: `${q}:recent` },
        { queue: q, status: 'done', finishedAt: ago(3), dedupeKey: `schedule:${q}:a` },
        { queue: q, status: 'done', finishedAt: ago(1), dedupeKey: `schedule:${q}:b` },
        { queue: q, status: 'queued', dedupeKey: `${q}:queued`, runAt: ago(-1) },
      ])
      .returning({ key: jobs.dedupeKey })
    expect(rows).toHaveLength(6)
    const report = await runScheduled(db, 'upkeep:finished-jobs')
    expect(report?.outcome).toBe('done')
    const left = await db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(and(eq(jobs.queue, q), like(jobs.dedupeKey, '%')))
    expect(left.map((r) => r.key).sort()).toEqual([`${q}:queued`, `${q}:recent`, `schedule:${q}:b`].sort())
  })
  it('the retention upkeep of docs/privacy.md runs from the schedule: a school past its deletion date loses its people', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const admin = await createAdmin(db, school)
    await db
      .update(schools)
      .set({
        deletionRequestedAt: sql`now() - interval '31 days'`,
        deletionDueAt: sql`now() - interval '1 day'`,
      })
      .where(eq(schools.id, school.id))
    for (const queue of ['upkeep:school-deletions', 'upkeep:data-exports', 'upkeep:inactive-students']) {
      const report = await runScheduled(db, queue)
      expect(report?.outcome).toBe('done')
      if (queue === 'upkeep:school-deletions') expect(report?.result?.schools).toBeGreaterThanOrEqual(1)
    }
    expect(await db.$count(profiles, eq(profiles.id, admin.profileId))).toBe(0)
    const [kept] = await db
      .select({ deletedAt: schools.deletedAt })
      .from(schools)
      .where(eq(schools.id, school.id))
    expect(kept?.deletedAt).toBeInstanceOf(Date)
  })
})
