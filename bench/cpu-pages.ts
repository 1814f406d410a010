// Usage: [DATABASE_URL=postgres://…] BENCH_PORT=3200 node bench/cpu-pages.ts [repeats] [pages…]
// The server's CPU time per request of the pages children and teachers open most (bare, login,
// free-lessons, lesson, students, grid), without a load: `repeats` (3) measurements of 100
// requests, 4 at a time, each page's lowest–median–highest printed, with its ratio to the bare
// page's median. On PostgreSQL (a fresh database on the given server) it also counts the
// statements one request makes (committed transactions over 50 requests); without a server it
// runs on PGlite, where the CPU figure includes the database's own work.
// BENCH_SAVE_HTML=dir keeps each page's first answer there; BENCH_LOG_STATEMENTS=1 (PostgreSQL)
// has the server log every statement of the run (its log names each page's with a `select`).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { DEMO_ADULT_PASSWORD, DEMO_STUDENT_PASSWORD } from '../src/server/db/seed/demo-accounts.ts'
import { cpuPerRequest } from './cpu-per-request.ts'
import { httpRequest } from './http.ts'
import { createBenchPostgres } from './postgres.ts'
import { startBenchServer } from './server.ts'
import { signIn } from './session.ts'

interface SeedOutput {
  grid: { dashboardId: string } | null
  blocks: { itemId: string }
}

const repeats = Number(process.argv[2] ?? 3)
const chosen = process.argv.slice(3)
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const extraStudents = Number(process.env.BENCH_STUDENTS ?? 1000)

function seedWith(database: string): Promise<SeedOutput> {
  return new Promise((resolve, reject) => {
    const { VITEST: _vitest, ...env } = process.env
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/seed-bench-db.ts', database, String(extraStudents)],
      { env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the seed exited with code ${code}`))
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as SeedOutput)
    })
  })
}

async function committed(client: pg.Client): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const { rows } = await client.query(
    'select xact_commit::int as n from pg_stat_database where datname = current_database()',
  )
  return Number(rows[0].n)
}

const database = serverUrl ? await createBenchPostgres(serverUrl) : null
let seed: SeedOutput | undefined
try {
  const server = await startBenchServer({
    databaseUrl: database?.url,
    prepare: async (url) => {
      seed = await seedWith(url)
      if (database && process.env.BENCH_LOG_STATEMENTS === '1') {
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`alter database "${new URL(url).pathname.slice(1)}" set log_statement = 'all'`)
        await admin.end()
      }
    },
  })
  try {
    const demoHost = `demo.${server.productHost}`
    const admin = await signIn(server.origin, demoHost, {
      email: 'admin@demo.test',
      password: DEMO_ADULT_PASSWORD,
    })
    const student = await signIn(server.origin, demoHost, {
      username: 'alan',
      password: DEMO_STUDENT_PASSWORD,
    })
    const pages: [string, string, Record<string, string>][] = [
      ['bare', '/bench-bare', { host: server.productHost }],
      ['login', '/login', { host: demoHost }],
      ['free-lessons', '/free-lessons', { host: server.productHost }],
      ['lesson', `/student/lesson/${seed!.blocks.itemId}`, { host: demoHost, cookie: student.cookieHeader }],
      ['students', '/dashboard/students', { host: demoHost, cookie: admin.cookieHeader }],
    ]
    if (seed!.grid) {
      pages.push([
        'grid',
        `/dashboard/progress/${seed!.grid.dashboardId}`,
        { host: demoHost, cookie: admin.cookieHeader },
      ])
    }
    const selected = pages.filter(([key]) => key === 'bare' || !chosen.length || chosen.includes(key))
    const stats = database ? new pg.Client({ connectionString: database.url }) : null
    await stats?.connect()
    let bareMedian = 0
    console.log(`\nServer CPU per request, ${database ? 'PostgreSQL' : 'PGlite'} (${repeats} × 100 requests)`)
    for (const [key, path, headers] of selected) {
      const first = await httpRequest(`${server.origin}${path}`, { headers })
      if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`)
      if (process.env.BENCH_SAVE_HTML) {
        mkdirSync(process.env.BENCH_SAVE_HTML, { recursive: true })
        writeFileSync(join(process.env.BENCH_SAVE_HTML, `${key}.html`), first.body)
      }
      if (stats && process.env.BENCH_LOG_STATEMENTS === '1') {
        await stats.query(`select 'page ${key} begins'`)
        await httpRequest(`${server.origin}${path}`, { headers })
        await stats.query(`select 'page ${key} ends'`)
      }
      let statements = ''
      if (stats) {
        const before = await committed(stats)
        for (let i = 0; i < 50; i++) await httpRequest(`${server.origin}${path}`, { headers })
        // This connection's own two reads of the statistics count too.
        statements = `, ${(((await committed(stats)) - before - 1) / 50).toFixed(1)} statements`
      }
      const runs: number[] = []
      for (let i = 0; i < repeats; i++) {
        runs.push((await cpuPerRequest(server.pid, `${server.origin}${path}`, headers)) ?? Number.NaN)
      }
      runs.sort((a, b) => a - b)
      const median = runs[Math.floor(runs.length / 2)]!
      if (key === 'bare') bareMedian = median
      console.log(
        `  ${key.padEnd(14)} ${runs.map((ms) => ms.toFixed(1)).join(' / ')} ms (median ${median.toFixed(1)}, ×${(median / bareMedian).toFixed(2)} of bare)${statements}, ${Math.round(first.body.length / 1024)} KB`,
      )
    }
    await stats?.end()
  } finally {
    await server.stop()
  }
} finally {
  await database?.drop()
}
