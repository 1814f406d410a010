import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { beforeDbClose, runBeforeDbClose } from '@/server/db/client'
import { jobs } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  failJob,
  getJob,
  heartbeatJob,
  retryDelaySeconds,
} from './queue'
import { createJobWorker, type JobHandler, type JobReport, PermanentJobError } from './worker'

const lease = { leaseMs: 60_000 }

describe('retryDelaySeconds', () => {
  it('backs off exponentially and stops growing at 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([2, 4, 8, 16])
    expect(retryDelaySeconds(20)).toBe(300)
  })
})

describeEachDatabase('job queue', (getDb) => {
  let n = 0
  const queue = () => `test-${++n}`

  it('enqueues once per dedupe key', async () => {
    const db = getDb()
    const q = queue()
    const first = await enqueueJob(db, { queue: q, payload: { a: 1 }, dedupeKey: `${q}:x` })
    const second = await enqueueJob(db, { queue: q, payload: { a: 2 }, dedupeKey: `${q}:x` })
    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    const rows = await db.select().from(jobs).where(eq(jobs.queue, q))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.payload).toEqual({ a: 1 })
  })

  it('claims due jobs oldest first, one worker each, and not delayed ones', async () => {
    const db = getDb()
    const q = queue()
    const a = await enqueueJob(db, { queue: q, payload: { n: 1 } })
    const b = await enqueueJob(db, { queue: q, payload: { n: 2 } })
    await enqueueJob(db, { queue: q, payload: { n: 3 }, delayMs: 60_000 })
    const [first, second] = await Promise.all([
      claimNextJob(db, { queues: [q], workerId: 'w1', ...lease }),
      claimNextJob(db, { queues: [q], workerId: 'w2', ...lease }),
    ])
    expect(new Set([first?.id, second?.id])).toEqual(new Set([a.id, b.id]))
    expect(first?.status).toBe('running')
    expect(first?.attempts).toBe(1)
    expect(await claimNextJob(db, { queues: [q], workerId: 'w3', ...lease })).toBeNull()
  })

  it('renews a lease only for its holder and completes once', async () => {
    const db = getDb()
    const q = queue()
    const { id } = await enqueueJob(db, { queue: q })
    const job = await claimNextJob(db, { queues: [q], workerId: 'holder', ...lease })
    expect(job?.id).toBe(id)
    expect(await heartbeatJob(db, id, 'holder')).toBe(true)
    expect(await heartbeatJob(db, id, 'someone-else')).toBe(false)
    expect(await completeJob(db, id, 'someone-else')).toBe(false)
    expect(await completeJob(db, id, 'holder')).toBe(true)
    expect(await completeJob(db, id, 'holder')).toBe(false)
    expect((await getJob(db, id))?.status).toBe('done')
  })

  it('takes over a job whose lease ran out (its worker died) and the old holder loses it', async () => {
    const db = getDb()
    const q = queue()
    const { id } = await enqueueJob(db, { queue: q })
    await claimNextJob(db, { queues: [q], workerId: 'dead', ...lease })
    expect(await claimNextJob(db, { queues: [q], workerId: 'alive', ...lease })).toBeNull()
    await db.update(jobs).set({ lockedAt: sql`now() - interval '2 minutes'` }).where(eq(jobs.id, id))
    const resumed = await claimNextJob(db, { queues: [q], workerId: 'alive', ...lease })
    expect(resumed?.id).toBe(id)
    expect(resumed?.attempts).toBe(2)
    expect(await heartbeatJob(db, id, 'dead')).toBe(false)
  })

  it('retries a failed attempt after a backoff, then fails for good', async () => {
    const db = getDb()
    const q = queue()
    const { id } = await enqueueJob(db, { queue: q, maxAttempts: 2 })
    const first = await claimNextJob(db, { queues: [q], workerId: 'w', ...lease })
    expect(await failJob(db, first!, 'w', new Error('boom'))).toBe('queued')
    expect(await claimNextJob(db, { queues: [q], workerId: 'w', ...lease })).toBeNull()
    await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id))
    const second = await claimNextJob(db, { queues: [q], workerId: 'w', ...lease })
    expect(second?.attempts).toBe(2)
    expect(await failJob(db, second!, 'w', new Error('boom again'))).toBe('failed')
    const stored = await getJob(db, id)
    expect(stored).toMatchObject({ status: 'failed', lastError: 'boom again' })
  })

  it('a worker runs handlers, records failures and gives up on permanent errors', async () => {
    const db = getDb()
    const ok = queue()
    const broken = queue()
    const seen: unknown[] = []
    const failed: string[] = []
    const handlers: Record<string, JobHandler> = {
      [ok]: {
        async run({ job, heartbeat }) {
          await heartbeat()
          seen.push(job.payload)
        },
      },
      [broken]: {
        async run() {
          throw new PermanentJobError('bad payload')
        },
        async onFailed(_db, _job, error) {
          failed.push(error)
        },
      },
    }
    const worker = createJobWorker({ getDb: async () => db, handlers, workerId: 'w' })
    const good = await enqueueJob(db, { queue: ok, payload: { hello: 'world' } })
    const bad = await enqueueJob(db, { queue: broken })
    while (await worker.runOnce()) {
      // drain
    }
    expect(seen).toEqual([{ hello: 'world' }])
    expect((await getJob(db, good.id))?.status).toBe('done')
    expect(await getJob(db, bad.id)).toMatchObject({ status: 'failed', lastError: 'bad payload' })
    expect(failed).toEqual(['bad payload'])
  })

  it('gives up on a job whose workers kept dying', async () => {
    const db = getDb()
    const q = queue()
    const failed: string[] = []
    const { id } = await enqueueJob(db, { queue: q, maxAttempts: 1 })
    await claimNextJob(db, { queues: [q], workerId: 'dead', ...lease })
    await db.update(jobs).set({ lockedAt: sql`now() - interval '2 minutes'` }).where(eq(jobs.id, id))
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: {
        [q]: {
          run: async () => {
            throw new Error('must not run')
          },
          onFailed: async (_db, _job, error) => {
            failed.push(error)
          },
        },
      },
      leaseMs: 60_000,
    })
    expect(await worker.runOnce()).toBe(true)
    expect((await getJob(db, id))?.status).toBe('failed')
    expect(failed).toEqual(['Stopped after 1 attempts that did not finish'])
  })

  it('a stop during the last attempt gives the job back uncounted; it then runs to the end', async () => {
    const db = getDb()
    const q = queue()
    let started: () => void = () => {}
    const running = new Promise<void>((resolve) => {
      started = resolve
    })
    const failed: string[] = []
    const interrupted = createJobWorker({
      getDb: async () => db,
      workerId: 'deploying',
      pollIntervalMs: 60_000,
      handlers: {
        [q]: {
          run: ({ signal }) =>
            new Promise<void>((_resolve, reject) => {
              started()
              signal.addEventListener('abort', () => reject(signal.reason), { once: true })
            }),
          onFailed: async (_db, _job, error) => {
            failed.push(error)
          },
        },
      },
    })
    const { id } = await enqueueJob(db, { queue: q, maxAttempts: 1 })
    interrupted.start()
    interrupted.wake()
    await running
    // stop() resolves only once the job in hand is recorded, so the database may close after it.
    await interrupted.stop()
    expect(await getJob(db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null })
    expect(failed).toEqual([])

    const next = createJobWorker({ getDb: async () => db, handlers: { [q]: { run: async () => {} } } })
    expect(await next.runOnce()).toBe(true)
    expect(await getJob(db, id)).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('the database closes on a signal only after the work registered before it', async () => {
    const order: string[] = []
    const unregister = beforeDbClose(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      order.push('worker stopped')
    })
    await runBeforeDbClose().then(() => order.push('database closed'))
    unregister()
    expect(order).toEqual(['worker stopped', 'database closed'])
    const stuck = beforeDbClose(() => new Promise<void>(() => {}))
    const started = Date.now()
    await runBeforeDbClose(50)
    stuck()
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a started worker picks up work when woken and stops cleanly', async () => {
    const db = getDb()
    const q = queue()
    let resolveDone: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve
    })
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [q]: { run: async () => resolveDone() } },
      pollIntervalMs: 60_000,
    })
    worker.start()
    const { id } = await enqueueJob(db, { queue: q })
    worker.wake()
    await done
    await worker.stop()
    expect((await getJob(db, id))?.status).toBe('done')
  })
})

describeEachDatabase('job worker concurrency', (getDb) => {
  it('runs several jobs at once: a long import does not hold up the short jobs queued behind it', async () => {
    const db = getDb()
    const slow = `slow-${Date.now()}`
    const quick = `quick-${Date.now()}`
    let releaseSlow: () => void = () => {}
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve
    })
    const quickDone: string[] = []
    let allQuick: () => void = () => {}
    const quickFinished = new Promise<void>((resolve) => {
      allQuick = resolve
    })
    const reports: JobReport[] = []
    const worker = createJobWorker({
      getDb: async () => db,
      concurrency: 3,
      pollIntervalMs: 50,
      onJobEnd: (report) => reports.push(report),
      handlers: {
        [slow]: { run: () => slowGate },
        [quick]: {
          async run({ job }) {
            quickDone.push(job.id)
            if (quickDone.length === 4) allQuick()
            return { n: quickDone.length }
          },
        },
      },
    })
    const long = await enqueueJob(db, { queue: slow })
    const shorts: { id: string }[] = []
    for (let i = 0; i < 4; i++) shorts.push(await enqueueJob(db, { queue: quick }))
    worker.start()
    worker.wake()
    await quickFinished
    // Every short job finished (its end written a moment after its last step) while the long one
    // is still running.
    await expect
      .poll(async () => Promise.all(shorts.map(async (job) => (await getJob(db, job.id))?.status)))
      .toEqual(['done', 'done', 'done', 'done'])
    expect((await getJob(db, long.id))?.status).toBe('running')
    releaseSlow()
    await worker.stop()
    expect((await getJob(db, long.id))?.status).toBe('done')
    // One report per job, with its outcome and time.
    expect(reports.map((r) => r.jobId).sort()).toEqual([long.id, ...shorts.map((j) => j.id)].sort())
    expect(reports.every((r) => r.outcome === 'done' && r.ms >= 0)).toBe(true)
    expect(reports.find((r) => r.jobId === shorts[0]!.id)?.result).toEqual({ n: expect.any(Number) })
  })

  it('a stop gives back every job in hand, uncounted', async () => {
    const db = getDb()
    const q = `hold-${Date.now()}`
    let started = 0
    let allStarted: () => void = () => {}
    const running = new Promise<void>((resolve) => {
      allStarted = resolve
    })
    const worker = createJobWorker({
      getDb: async () => db,
      concurrency: 2,
      pollIntervalMs: 50,
      handlers: {
        [q]: {
          run: ({ signal }) =>
            new Promise<void>((_resolve, reject) => {
              if (++started === 2) allStarted()
              signal.addEventListener('abort', () => reject(signal.reason), { once: true })
            }),
        },
      },
    })
    const a = await enqueueJob(db, { queue: q })
    const b = await enqueueJob(db, { queue: q })
    worker.start()
    worker.wake()
    await running
    await worker.stop()
    for (const { id } of [a, b]) {
      expect(await getJob(db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null })
    }
  })
})
