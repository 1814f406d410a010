// `npm run loadtest`: two production instances on one fresh PostgreSQL database behind a
// round-robin proxy, under a class's mixed load — steady, then with one instance killed (kill -9)
// a third of the way in and started again at two thirds, then with PostgreSQL restarted half way.
// Checks that every acknowledged autosave is in the database, that sessions survive, that each
// background job ran once, and that the app recovers by itself. docs/operations.md has the figures.
//
// Settings (environment): LOADTEST_SMALL=1 (20 connections for 12 s: the size `npm test` runs),
// LOADTEST_CONNECTIONS (200), LOADTEST_SECONDS (60), LOADTEST_PORT (3300: the proxy; the instances
// take the next two), LOADTEST_PG_PORT (5499: the load test's own PostgreSQL), and
// LOADTEST_DATABASE_URL / TEST_DATABASE_URL (a server to use where PostgreSQL's programs are not
// installed; then the restart is skipped).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import pg from 'pg'
import { DEMO_ADULT_PASSWORD, DEMO_STUDENT_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts'
import { httpRequest } from '../http.ts'
import { createBenchPostgres } from '../postgres.ts'
import { signIn } from '../session.ts'
import { appInstance } from './instance.ts'
import { startOwnPostgres } from './postgres-cluster.ts'
import { startProxy } from './proxy.ts'
import { type KindResult, runLoad } from './traffic.ts'

const small = process.env.LOADTEST_SMALL === '1'
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? (small ? 20 : 200))
const seconds = Number(process.env.LOADTEST_SECONDS ?? (small ? 12 : 60))
const proxyPort = Number(process.env.LOADTEST_PORT ?? 3300)
const productHost = `localhost:${proxyPort}`
const host = `demo.${productHost}`
const logDir = '.data/loadtest'
mkdirSync(logDir, { recursive: true })

function runHelper<T>(script: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const { VITEST: _vitest, ...env } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as T) : reject(new Error(out)),
    )
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const own = startOwnPostgres(Number(process.env.LOADTEST_PG_PORT ?? 5499))
const givenUrl = process.env.LOADTEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!own && !givenUrl) {
  // `npm test` on a machine without PostgreSQL: the load test needs it, and says so.
  console.log(
    'Load test skipped: no PostgreSQL programs here and no LOADTEST_DATABASE_URL or TEST_DATABASE_URL.',
  )
  process.exit(small ? 0 : 1)
}
const serverUrl = own?.url ?? givenUrl!
console.log(
  own
    ? `PostgreSQL of the load test's own on ${serverUrl} (restarted in the third run)`
    : `PostgreSQL at ${serverUrl} (its programs are not here: the restart run is skipped)`,
)
const database = await createBenchPostgres(serverUrl)
const failures: string[] = []
const rows: { run: string; kinds: KindResult[]; extra: string }[] = []
const instances = [1, 2].map((n) =>
  appInstance({
    port: proxyPort + n,
    databaseUrl: database.url,
    productHost,
    log: `${logDir}/instance-${n}.log`,
  }),
)
const proxy = await startProxy(proxyPort, [proxyPort + 1, proxyPort + 2])
// A pool: its connections are made again after PostgreSQL's restart.
const client = new pg.Pool({ connectionString: database.url, max: 2 })
client.on('error', () => {})

try {
  console.log('Seeding: demo data, a class of 200 in a 100-lesson course…')
  const seed = await runHelper<{
    grid: { dashboardId: string }
    javascript: { itemId: string; codeStepKey: string }
  }>('bench/seed-bench-db.ts', [database.url, '200'])
  await Promise.all(instances.map((instance) => instance.start()))
  const { rows: codes } = await client.query<{ join_code: string }>(
    `select c.join_code from classes c join schools s on s.id = c.school_id
     where s.subdomain = 'demo' and c.archived_at is null order by c.name limit 1`,
  )
  const { rows: usernames } = await client.query<{ username: string }>(
    `select p.username from profiles p join schools s on s.id = p.school_id
     where s.subdomain = 'demo' and p.role = 'STUDENT' and p.username is not null and p.archived_at is null limit 200`,
  )
  const origin = `http://127.0.0.1:${proxyPort}`
  const student = await signIn(origin, host, { username: 'alan', password: DEMO_STUDENT_PASSWORD })
  const admin = await signIn(origin, host, { email: 'admin@demo.test', password: DEMO_ADULT_PASSWORD })
  const { rows: who } = await client.query<{ id: string }>(
    `select p.id from profiles p join schools s on s.id = p.school_id where s.subdomain = 'demo' and p.username = 'alan'`,
  )
  const plan = {
    origin,
    host,
    connections,
    seconds,
    student: { cookie: student.cookieHeader },
    admin: { cookie: admin.cookieHeader },
    signIns: usernames.map(({ username }) => ({ username, password: DEMO_STUDENT_PASSWORD })),
    lesson: { itemId: seed.javascript.itemId, stepKey: seed.javascript.codeStepKey },
    dashboardId: seed.grid.dashboardId,
    joinCode: codes[0]!.join_code,
  }

  /** Acknowledged saves that the database does not hold. */
  const lostSaves = async (saved: { revision: number; code: string }[]) => {
    const { rows: held } = await client.query<{ revision: number; code: string }>(
      `select r.revision, r.code from code_revisions r join lesson_progress p on p.id = r.progress_id
       where p.profile_id = $1 and p.card_section_item_id = $2 and r.step_key = $3`,
      [who[0]!.id, plan.lesson.itemId, plan.lesson.stepKey],
    )
    const have = new Set(held.map((row) => `${row.revision}\n${row.code}`))
    return saved.filter((save) => !have.has(`${save.revision}\n${save.code}`)).length
  }
  const sessionsAlive = async () => {
    for (const session of [student, admin]) {
      const answer = await httpRequest(`${origin}/api/auth/profile`, {
        headers: { host, cookie: session.cookieHeader },
      })
      if (answer.status !== 200) return false
    }
    return true
  }

  const scenario = async (name: string, faults: () => Promise<void>) => {
    console.log(`\n${name}: ${connections} connections for ${seconds} s…`)
    const [load] = await Promise.all([runLoad(plan), faults()])
    const requests = load.kinds.reduce((sum, kind) => sum + kind.requests, 0)
    const errors = load.kinds.reduce((sum, kind) => sum + kind.errors, 0)
    const lost = await lostSaves(load.saved)
    const alive = await sessionsAlive()
    for (const kind of load.kinds) {
      console.log(
        `  ${kind.kind.padEnd(42)} ${String(kind.requests).padStart(7)} requests ${String(kind.perSecond).padStart(5)}/s  p99 ${String(kind.p99Ms).padStart(5)} ms  errors ${kind.errors}${kind.failures ? ` (${kind.failures})` : ''}`,
      )
    }
    const rate = requests ? errors / requests : 0
    const summary = `${requests} requests, ${errors} errors (${(rate * 100).toFixed(2)} %), ${load.saved.length} saves acknowledged (${load.conflicts} as conflicts kept apart), ${lost} lost; sessions ${alive ? 'kept' : 'LOST'}; proxy sent ${proxy.retried()} requests again${proxy.failed() ? `, answered 502 for ${proxy.failed()}` : ''}`
    console.log(`  ${summary}`)
    rows.push({ run: name, kinds: load.kinds, extra: summary })
    return { requests, errors, rate, lost, alive }
  }

  // 1. Steady.
  const steady = await scenario('Steady, two instances', async () => {})
  if (steady.errors > 0) failures.push(`steady run: ${steady.errors} errors (required: 0)`)
  if (steady.lost > 0) failures.push(`steady run: ${steady.lost} acknowledged saves lost`)

  // 2. One instance killed, then started again; background jobs queued just before.
  const { rows: exports } = await client.query<{ id: string }>(
    `insert into data_exports (school_id, student_profile_id)
     select p.school_id, p.id from profiles p join schools s on s.id = p.school_id
     where s.subdomain = 'demo' and p.role = 'STUDENT' limit 30 returning id`,
  )
  await client.query(
    `insert into jobs (queue, payload, dedupe_key)
     select 'data-export', jsonb_build_object('exportId', id), 'data-export:' || id from unnest($1::uuid[]) as id`,
    [exports.map((row) => row.id)],
  )
  const killed = await scenario('One instance killed (kill -9) at 1/3, started again at 2/3', async () => {
    await sleep((seconds * 1000) / 3)
    instances[1]!.kill()
    console.log('  instance 2 killed')
    await sleep((seconds * 1000) / 3)
    await instances[1]!.start()
    console.log('  instance 2 started again')
  })
  if (killed.rate >= 0.01)
    failures.push(`kill run: ${(killed.rate * 100).toFixed(2)} % errors (required: < 1 %)`)
  if (killed.lost > 0) failures.push(`kill run: ${killed.lost} acknowledged saves lost`)
  if (!killed.alive) failures.push('kill run: a session made before the run no longer works')
  // The jobs: each export built once (a job whose worker died is taken over after its lease).
  const deadline = Date.now() + 120_000
  let jobs: { status: string; attempts: number }[] = []
  for (;;) {
    ;({ rows: jobs } = await client.query(`select status, attempts from jobs where queue = 'data-export'`))
    if (jobs.every((job) => job.status === 'done' || job.status === 'failed') || Date.now() > deadline) break
    await sleep(1000)
  }
  const { rows: built } = await client.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from data_exports where id = any($1::uuid[]) group by status`,
    [exports.map((row) => row.id)],
  )
  const ready = built.find((row) => row.status === 'ready')?.n ?? 0
  const retriedJobs = jobs.filter((job) => job.attempts > 1).length
  const jobLine = `${exports.length} export jobs: ${ready} ready, ${jobs.filter((job) => job.status === 'done').length} done, ${retriedJobs} taken over after a worker died`
  console.log(`  ${jobLine}`)
  rows.at(-1)!.extra += `; ${jobLine}`
  if (ready !== exports.length || jobs.some((job) => job.status !== 'done'))
    failures.push(`kill run: ${jobLine} (required: every job done once)`)

  // 3. PostgreSQL restarted half way: the instances recover by themselves.
  if (own) {
    const restarted = await scenario('PostgreSQL restarted at 1/2', async () => {
      await sleep((seconds * 1000) / 2)
      own.restart()
      console.log('  PostgreSQL restarted')
    })
    const ready = await Promise.all(
      instances.map(
        async (instance) =>
          (await fetch(`http://127.0.0.1:${instance.port}/api/ready`).catch(() => ({ status: 0 }))).status,
      ),
    )
    const after = await httpRequest(`${origin}/api/auth/profile`, {
      headers: { host, cookie: student.cookieHeader },
    })
    const recovered = ready.every((status) => status === 200) && after.status === 200
    const line = `after the restart: readiness ${ready.join(', ')}, a signed-in request ${after.status}`
    console.log(`  ${line}`)
    rows.at(-1)!.extra += `; ${line}`
    if (!recovered) failures.push(`restart run: the app did not recover by itself (${line})`)
    if (restarted.lost > 0) failures.push(`restart run: ${restarted.lost} acknowledged saves lost`)
  }
} finally {
  await client.end().catch(() => {})
  await proxy.close()
  await Promise.all(instances.map((instance) => instance.stop()))
  await database.drop().catch(() => {})
  own?.stop()
}

console.log(failures.length ? `\nFAILED:\n  ${failures.join('\n  ')}` : '\nEvery requirement held.')
process.exit(failures.length ? 1 : 0)
