import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { enqueueJob } from './queue'
import type { JobHandler, JobResult } from './worker'

/**
 * Scheduled jobs (upkeep): an entry of the job registry that runs every `everyMs`, once across all
 * instances. Time is cut into periods of `everyMs` counted from the Unix epoch on the database's
 * clock; each instance's scheduler enqueues the job of the current period with the dedupe key
 * `schedule:{queue}:{period start}`, so however many instances ask, one job per period exists and
 * one worker runs it (docs/operations.md, decision 103).
 */
export interface ScheduledJob {
  /** The queue, also the schedule's name, e.g. `upkeep:sessions`. */
  queue: string
  /** How often: a period length in milliseconds (a minute at least). */
  everyMs: number
  handler: JobHandler
  /** Attempts within one period (the next period tries again anyway). */
  maxAttempts?: number
}

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** The start of the period `at` falls in. */
export function periodStart(at: Date, everyMs: number): Date {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs)
}

function scheduleKey(schedule: Pick<ScheduledJob, 'queue'>, period: Date): string {
  return `schedule:${schedule.queue}:${period.toISOString()}`
}

async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute<{ now: string | Date }>(sql`select now() as now`)
  return new Date(result.rows[0]!.now)
}

/**
 * Enqueues the job of the current period of every schedule that has none yet. Answers how many
 * were created here (0 when another instance was first). `now` defaults to the database's clock,
 * which every instance shares.
 */
export async function enqueueScheduledJobs(
  db: Db,
  schedules: readonly ScheduledJob[],
  now?: Date,
): Promise<number> {
  if (schedules.length === 0) return 0
  const at = now ?? (await databaseNow(db))
  let created = 0
  for (const schedule of schedules) {
    const period = periodStart(at, schedule.everyMs)
    const job = await enqueueJob(db, {
      queue: schedule.queue,
      payload: { period: period.toISOString() },
      dedupeKey: scheduleKey(schedule, period),
      maxAttempts: schedule.maxAttempts ?? 3,
    })
    if (job.created) created++
  }
  return created
}

export interface Scheduler {
  /** Enqueues what is due now (also run at start). */
  tick(): Promise<void>
  stop(): void
}

/**
 * The scheduler of one process: looks every `tickMs` (30 s) whether a period began and enqueues
 * its job; the period start it already enqueued is remembered, so an idle tick writes nothing.
 */
export function startScheduler(options: {
  getDb: () => Promise<Db>
  schedules: readonly ScheduledJob[]
  /** Called when this tick created a job (wake the worker). */
  onEnqueued?: () => void
  onError?: (error: unknown) => void
  tickMs?: number
}): Scheduler {
  const done = new Map<string, number>()
  let busy = false
  async function tick() {
    if (busy) return
    busy = true
    try {
      const db = await options.getDb()
      const at = await databaseNow(db)
      const due = options.schedules.filter(
        (schedule) => done.get(schedule.queue) !== periodStart(at, schedule.everyMs).getTime(),
      )
      const created = await enqueueScheduledJobs(db, due, at)
      for (const schedule of due) done.set(schedule.queue, periodStart(at, schedule.everyMs).getTime())
      if (created > 0) options.onEnqueued?.()
    } catch (error) {
      options.onError?.(error)
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void tick(), options.tickMs ?? 30_000)
  timer.unref?.()
  void tick()
  return {
    tick,
    stop: () => clearInterval(timer),
  }
}

/** A scheduled job's handler from a function that does the work and says what it did. */
export function upkeepHandler(work: (db: Db) => Promise<JobResult>): JobHandler {
  return { run: ({ db }) => work(db) }
}
