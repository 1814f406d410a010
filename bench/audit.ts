// `node bench/audit.ts`: what the audit record (decision 169) costs the pages that write it. Two
// production servers of the same build on two copies of the bench database (demo data, BENCH_STUDENTS
// more students, the 200 × 100 progress grid): one as shipped, one whose audit buffer is replaced
// (before the app loads, with `--import`) by one that keeps nothing. Each page is loaded on each in
// the order on, off, off, on (BENCH_SECONDS each, BENCH_CONNECTIONS: 10) so a drift of the machine falls on
// both (BENCH_ROUNDS times); the figures are the means. After each page, the shipped server's record
// must hold that page's row. Then the write path alone (bench/audit-write-path.ts): what one
// `recordAudit` costs a request, and one write of 100 buffered rows.
//
// Settings (environment): BENCH_SECONDS (10), BENCH_ROUNDS (1), BENCH_CONNECTIONS (10), BENCH_STUDENTS (1000). Needs a build
// (`npx vite build`); run with the project's Node (`npx node bench/audit.ts`).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { DEMO_ADULT_PASSWORD } from '../src/server/db/seed/demo-accounts.ts'
import { httpRequest } from './http.ts'
import { type LoadResult, measure } from './load.ts'
import { startBenchServer } from './server.ts'
import { signIn } from './session.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const extraStudents = Number(process.env.BENCH_STUDENTS ?? 1000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 1)
/** Few enough that a busy machine answers every request within autocannon's 10 s. */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

/** Replaces the process's audit buffer with one that keeps nothing (src/features/audit/audit-record.server.ts). */
const NO_AUDIT = `data:text/javascript,${encodeURIComponent(
  "globalThis[Symbol.for('codeschool.auditBatcher')] = { buffered: 0, add() {}, flush: async () => {} }",
)}`

/** Runs a bench/ helper through tsx and answers its last JSON line. */
function helper<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const { VITEST: _vitest, ...env } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${args[0]} exited with ${code}`))
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
    })
  })
}

const seed = (dataDir: string) =>
  helper<{ grid: { dashboardId: string } | null }>(['bench/seed-bench-db.ts', dataDir, String(extraStudents)])

async function open(port: number, audit: boolean) {
  const dataDir = `.data/bench-audit-${audit ? 'on' : 'off'}`
  let seeded: { grid: { dashboardId: string } | null } | undefined
  const server = await startBenchServer({
    port,
    dataDir,
    nodeArgs: audit ? [] : ['--import', NO_AUDIT],
    prepare: async (dir) => {
      seeded = await seed(dir)
    },
  })
  const host = `demo.${server.productHost}`
  const admin = await signIn(server.origin, host, { email: 'admin@demo.test', password: DEMO_ADULT_PASSWORD })
  return { server, host, admin, dataDir, grid: seeded!.grid }
}

type Opened = Awaited<ReturnType<typeof open>>

const on = await open(3211, true)
const off = await open(3212, false)
const results = new Map<string, { on: LoadResult[]; off: LoadResult[] }>()
try {
  const pages = [
    ['students list (admin)', 'Opened the list of students', () => '/dashboard/students'],
    [
      'progress grid 200 × 100 (admin)',
      'Opened a class’s progress grid',
      (side: Opened) => `/dashboard/progress/${side.grid!.dashboardId}`,
    ],
  ] as const
  const order = Array.from({ length: rounds }, () => [on, off, off, on] as const).flat()
  const recorded: string[] = []
  for (const [name, label, path] of pages) {
    const entry = { on: [] as LoadResult[], off: [] as LoadResult[] }
    results.set(name, entry)
    for (const side of order) {
      const which = side === on ? 'on' : 'off'
      const result = await measure(name, `${side.server.origin}${path(side)}`, {
        host: side.host,
        headers: { cookie: side.admin.cookieHeader },
        seconds,
        connections,
      })
      if (result.non2xx > 0) throw new Error(`${name} (${which}) answered ${result.non2xx} non-2xx`)
      entry[which].push(result)
    }
    // The shipped server recorded the load: its record's newest rows are this page's.
    const record = await httpRequest(`${on.server.origin}/dashboard/settings?view=record`, {
      headers: { host: on.host, cookie: on.admin.cookieHeader },
    })
    recorded.push(`${label}: ${record.body.toString().includes(label) ? 'in the record' : 'MISSING'}`)
  }

  const mean = (list: LoadResult[], key: 'requestsPerSecond' | 'p99Ms') =>
    list.reduce((sum, r) => sum + r[key], 0) / list.length
  console.log(
    `\nAudit record on and off (${connections} connections, ${seconds} s per run, runs on-off-off-on)`,
  )
  for (const [name, { on: withAudit, off: without }] of results) {
    const a = mean(withAudit, 'requestsPerSecond')
    const b = mean(without, 'requestsPerSecond')
    console.log(
      `  ${name.padEnd(34)} on ${a.toFixed(1).padStart(7)} req/s (p99 ${Math.round(mean(withAudit, 'p99Ms'))} ms; runs ${withAudit.map((r) => r.requestsPerSecond).join(', ')})` +
        `   off ${b.toFixed(1).padStart(7)} req/s (p99 ${Math.round(mean(without, 'p99Ms'))} ms; runs ${without.map((r) => r.requestsPerSecond).join(', ')})` +
        `   on/off ${((a / b) * 100).toFixed(1)} %`,
    )
  }
  console.log(`  ${recorded.join('; ')}`)
  const path = await helper<{ recordAuditMicroseconds: number; flushOf100RowsMs: number; written: number }>([
    'bench/audit-write-path.ts',
  ])
  console.log(
    `  write path: recordAudit ${path.recordAuditMicroseconds.toFixed(1)} µs a call (no query, no await); one INSERT of 100 buffered rows ${path.flushOf100RowsMs.toFixed(1)} ms (PGlite; ${path.written} rows written)`,
  )
} finally {
  for (const side of [on, off]) {
    await side.server.stop()
    rmSync(side.dataDir, { recursive: true, force: true })
  }
}
