import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawGoals } from '@/features/lessons/lesson-goals.server'
import { lessonEngine } from '@/kernel/lesson-content/lesson-engine'
import { loadCourses } from '~/content'
import { createPythonSandboxPool } from './python-pool'
import type { PythonSandbox } from './python-sandbox'
import { lessonSandbox, pythonSandboxes, SandboxBusyError } from './sandbox'

/** The Python sandbox processes this test process has now (children running python-judge). */
function sandboxProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return ppid === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('python-judge')
      } catch {
        return false // ended meanwhile
      }
    })
    .map(Number)
}

/** The most sandbox processes seen at once while `work` runs (sampled every few milliseconds). */
async function mostAtOnce<T>(work: Promise<T>): Promise<{ result: T; most: number }> {
  let most = 0
  const sampler = setInterval(() => {
    most = Math.max(most, sandboxProcesses().length)
  }, 5)
  try {
    const result = await work
    most = Math.max(most, sandboxProcesses().length)
    return { result, most }
  } finally {
    clearInterval(sampler)
  }
}

/** A sandbox that counts how many are open and finishes its run when told to. */
function fakeStarts() {
  let open = 0
  let most = 0
  const gates: (() => void)[] = []
  const start = async (): Promise<PythonSandbox> => {
    open += 1
    most = Math.max(most, open)
    let closed = false
    return {
      run: () =>
        new Promise((resolve) => {
          gates.push(() => resolve({ status: 'done', answer: { kind: 'goal', commands: [], error: null } }))
        }),
      close() {
        if (!closed) open -= 1
        closed = true
      },
    }
  }
  return { start, most: () => most, open: () => open, gates }
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

describe('the Python sandbox pool: a few processes at once, the rest wait (issue 21)', () => {
  it('12 lesson checks at once: 2 processes, 8 waiting, 2 told the checker is busy', async () => {
    const fake = fakeStarts()
    const pool = createPythonSandboxPool({ start: fake.start, size: 2, maxQueued: 8, prestart: false })
    const checks = Array.from({ length: 12 }, async () => {
      const sandbox = await pool.open()
      try {
        return await sandbox.run({ kind: 'goal', code: '' })
      } finally {
        sandbox.close()
      }
    })
    const settled = Promise.allSettled(checks)
    await until(() => fake.gates.length === 2)
    expect(pool.stats()).toMatchObject({ processes: 2, busy: 2, queued: 8 })
    while ((await Promise.race([settled, null])) === null) {
      fake.gates.shift()?.()
      await new Promise((resolve) => setImmediate(resolve))
    }
    const results = await settled
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
    expect(refused).toHaveLength(2)
    expect(refused[0]).toBeInstanceOf(SandboxBusyError)
    expect(refused[0].message).toBe('The lesson checker is busy. Try again in a minute.')
    expect(fake.most()).toBe(2)
    expect(pool.stats()).toMatchObject({ processes: 0, busy: 0, queued: 0, started: 10 })
  })

  it('starts a process ahead when a place frees, hands it to the next check, and ends it when unused', async () => {
    const fake = fakeStarts()
    const pool = createPythonSandboxPool({ start: fake.start, size: 2, spareIdleMs: 50 })
    const first = await pool.open()
    first.close()
    expect(pool.stats()).toMatchObject({ processes: 1, spare: 1, busy: 0, started: 2 })
    const second = await pool.open()
    expect(pool.stats()).toMatchObject({ processes: 1, spare: 0, busy: 1, started: 2 })
    second.close()
    second.close() // twice: the place is given back once
    expect(pool.stats()).toMatchObject({ processes: 1, spare: 1 })
    await until(() => pool.stats().spare === 0)
    expect(pool.stats().processes).toBe(0)
    await until(() => fake.open() === 0)
    pool.close()
  })

  it('a closed pool refuses the checks still waiting', async () => {
    const fake = fakeStarts()
    const pool = createPythonSandboxPool({ start: fake.start, size: 1, prestart: false })
    const holder = await pool.open()
    const waiting = pool.open()
    pool.close()
    await expect(waiting).rejects.toBeInstanceOf(SandboxBusyError)
    holder.close()
  })
})

describe('the Python sandbox processes of this server', () => {
  // The server's pool (2 processes), with 2 places in its queue instead of 8 so that only 4 of the
  // 12 previews start Pyodide: the bound is the same, the test a third as long.
  const key = Symbol.for('codeschool.pythonSandboxes')
  const holder = globalThis as Record<symbol, unknown>
  beforeAll(() => {
    holder[key] = createPythonSandboxPool({ maxQueued: 2 })
  })
  afterAll(() => {
    pythonSandboxes().close()
    holder[key] = undefined
  })

  it('12 previews of a Python lesson at once never run more than 2 sandbox processes', async () => {
    // A shipped Python lesson whose first turtle exercise shows its goal picture, as an author drafts it.
    const lesson = structuredClone(
      loadCourses().lessons.find(
        (candidate) =>
          lessonEngine(candidate) === 'python' &&
          candidate.steps.some((step) => step.kind === 'code' && step.solution.includes('turtle')),
      )!,
    )
    const step = lesson.steps.find(
      (candidate) => candidate.kind === 'code' && candidate.solution.includes('turtle'),
    )
    if (step?.kind === 'code') step.showGoal = true
    const { result, most } = await mostAtOnce(
      Promise.allSettled(Array.from({ length: 12 }, () => drawGoals(lesson))),
    )
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(2)
    const drawn = result.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    expect(drawn).toHaveLength(4)
    // Each was drawn, or stopped by its own limits (on a machine this busy, 2 s can pass): never refused.
    for (const { goals, problems } of drawn) expect(Object.keys(goals).length + problems.length).toBe(1)
    const refused = result.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []))
    expect(refused).toHaveLength(8)
    expect(refused.every((error) => error instanceof SandboxBusyError)).toBe(true)
  }, 180_000)

  it('a sandbox process has no network of its own: another network namespace than the server’s', async () => {
    const sandbox = await lessonSandbox('python')
    try {
      const [pid] = sandboxProcesses()
      expect(pid).toBeDefined()
      expect(readlinkSync(`/proc/${pid}/ns/net`)).not.toBe(readlinkSync('/proc/self/ns/net'))
      // And it still judges.
      expect((await sandbox.draw('from turtle import *\nforward(10)\n')).status).toBe('done')
    } finally {
      sandbox.close()
    }
  }, 60_000)
})
