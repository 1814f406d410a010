import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { jobs } from '@/server/db/schema'
import type { JobStatus } from '@/server/db/schema/enums'

/**
 * The Postgres-backed job queue (docs/jobs.md, docs/decisions/041). Plain SQL on the `jobs` table,
 * so it behaves the same on PGlite and PostgreSQL and any app instance can run any job:
 * - enqueue is idempotent through dedupe_key;
 * - a worker claims one job with `FOR UPDATE SKIP LOCKED` and holds a lease (locked_at) that its
 *   heartbeat renews; a job whose lease ran out (its worker died) is claimed again: resume;
 * - a failed attempt is retried with backoff until max_attempts, then the job is failed.
 */
export interface Job {
  id: string
  queue: string
  payload: unknown
  status: JobStatus
  attempts: number
  maxAttempts: number
  lockedBy: string | null
  lastError: string | null
  dedupeKey: string | null
}

export interface EnqueueInput {
  queue: string
  payload?: unknown
  /** A second enqueue with the same key returns the first job instead of adding one. */
  dedupeKey?: string
  maxAttempts?: number
  /** Delay before the job may run. */
  delayMs?: number
}

export async function enqueueJob(db: Db, input: EnqueueInput): Promise<{ id: string; created: boolean }> {
  const values = {
    queue: input.queue,
    payload: input.payload ?? {},
    dedupeKey: input.dedupeKey ?? null,
    maxAttempts: input.maxAttempts ?? 3,
    runAt: input.delayMs ? new Date(Date.now() + input.delayMs) : undefined,
  }
  const [inserted] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id })
  if (inserted) return { id: inserted.id, created: true }
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, input.dedupeKey ?? ''))
    .limit(1)
  if (!existing) throw new Error(`enqueueJob: job ${input.dedupeKey} vanished`)
  return { id: existing.id, created: false }
}

type JobSqlRow = {
  id: string
  queue: string
  payload: unknown
  status: JobStatus
  attempts: number
  max_attempts: number
  locked_by: string | null
  last_error: string | null
  dedupe_key: string | null
}

function toJob(row: JobSqlRow): Job {
  return {
    id: row.id,
    queue: row.queue,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lockedBy: row.locked_by,
    lastError: row.last_error,
    dedupeKey: row.dedupe_key,
  }
}

export interface ClaimOptions {
  queues: readonly string[]
  workerId: string
  /** A running job whose lease is older than this is taken over (its worker stopped). */
  leaseMs: number
}

/**
 * Takes the next due job of these queues, or a running one whose lease ran out, and leases it to
 * this worker. SKIP LOCKED lets several workers claim at once without waiting on each other.
 */
export async function claimNextJob(db: Db, options: ClaimOptions): Promise<Job | null> {
  if (options.queues.length === 0) return null
  const queues = sql.join(
    options.queues.map((queue) => sql`${queue}`),
    sql`, `,
  )
  const result = await db.execute<JobSqlRow>(sql`
    update ${jobs}
    set status = 'running', locked_at = now(), locked_by = ${options.workerId}, attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where queue in (${queues})
        and (
          (status = 'queued' and run_at <= now())
          or (status = 'running' and locked_at < now() - make_interval(secs => ${options.leaseMs / 1000}))
        )
      order by run_at, created_at
      limit 1
      for update skip locked
    )
    returning id, queue, payload, status, attempts, max_attempts, locked_by, last_error, dedupe_key
  `)
  const row = result.rows[0]
  return row ? toJob(row) : null
}

/** Renews the lease. False when the job is no longer this worker's (taken over or finished). */
export async function heartbeatJob(db: Db, jobId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id })
  return rows.length === 1
}

export async function completeJob(db: Db, jobId: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedAt: null, lastError: null })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id })
  return rows.length === 1
}

/** Seconds before attempt n+1: 2, 4, 8 … capped at 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 2 ** Math.max(1, attempts))
}

/**
 * Records a failed attempt: queued again after a backoff, or failed for good when the attempts are
 * used up or the error is permanent. Returns the job's new status (null if it was not ours).
 */
export async function failJob(
  db: Db,
  job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>,
  workerId: string,
  error: unknown,
  options: { permanent?: boolean } = {},
): Promise<JobStatus | null> {
  const message = errorMessage(error)
  const giveUp = options.permanent || job.attempts >= job.maxAttempts
  const rows = await db
    .update(jobs)
    .set(
      giveUp
        ? { status: 'failed', finishedAt: sql`now()`, lockedAt: null, lastError: message }
        : {
            status: 'queued',
            lockedAt: null,
            lockedBy: null,
            lastError: message,
            runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ status: jobs.status })
  return rows[0]?.status ?? null
}

/**
 * Gives a job back after its worker was stopped (a deploy, a restart): not the job's fault, so the
 * attempt is not counted and the job is due again at once, here or on another instance.
 */
export async function releaseJob(
  db: Db,
  jobId: string,
  workerId: string,
  reason = 'Interrupted: the worker stopped',
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedAt: null,
      lockedBy: null,
      lastError: reason,
      runAt: sql`now()`,
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')))
    .returning({ id: jobs.id })
  return rows.length === 1
}

export async function getJob(db: Db, jobId: string): Promise<Job | null> {
  const result = await db.execute<JobSqlRow>(sql`
    select id, queue, payload, status, attempts, max_attempts, locked_by, last_error, dedupe_key
    from ${jobs} where id = ${jobId}
  `)
  const row = result.rows[0]
  return row ? toJob(row) : null
}

export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 2000)
}

/**
 * Upkeep: deletes jobs that ended (`done` or `failed`) more than `days` ago, and scheduled ones
 * (dedupe key `schedule:…`, one per period: 1,440 a day for a job every minute) after
 * `scheduledDays`. Their dedupe keys are free again, which is harmless: a feature enqueues a job
 * once per state change (an import is queued only from `preview`), and a schedule's keys name
 * periods that never come back.
 */
export async function deleteFinishedJobs(
  db: Db,
  keep: { days: number; scheduledDays: number },
): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        sql`${jobs.status} in ('done', 'failed')`,
        sql`${jobs.finishedAt} < now() - make_interval(days => case when ${jobs.dedupeKey} like 'schedule:%' then ${keep.scheduledDays}::int else ${keep.days}::int end)`,
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}
