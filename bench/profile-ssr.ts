// Usage: DATABASE_URL=postgres://… BENCH_PORT=3200 node bench/profile-ssr.ts [seconds] [pages…]
// Where an SSR request's time goes: for /login at a school, / on the main host, /free-lessons and
// the bare page (or the pages named: bare, login, home, free-lessons, lesson, students, grid), starts the production server under `node --cpu-prof` on a fresh PostgreSQL
// database (the bench's seed, no extra students), loads the one page for [seconds] (5) at 50
// connections, stops the server and sums the profile's samples by what the innermost known frame
// belongs to. Also counts the database statements one request makes (PostgreSQL's committed
// transactions: each statement outside a transaction is one). Profiles stay in .data/profiles/.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { DEMO_ADULT_PASSWORD, DEMO_STUDENT_PASSWORD } from '../src/server/db/seed/demo-accounts.ts'
import { httpRequest } from './http.ts'
import { measure } from './load.ts'
import { createBenchPostgres } from './postgres.ts'
import { startBenchServer } from './server.ts'
import { signIn } from './session.ts'

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl)
  throw new Error('Set DATABASE_URL (a PostgreSQL server): the profile runs on a fresh database there')
const seconds = Number(process.argv[2] ?? 5)
const profilesDir = '.data/profiles'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** What a frame belongs to; the first rule that matches, from the innermost frame out, takes the sample. */
const BUCKETS: [string, (frame: CallFrame) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)'],
  ['database driver (pg)', (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(f.url)],
  ['drizzle (SQL text, row mapping)', (f) => f.url.includes('node_modules/drizzle-orm/')],
  ['React render (react-dom/server)', (f) => /node_modules\/react-dom\//.test(f.url)],
  [
    'dehydration (seroval, router ssr)',
    (f) => /node_modules\/seroval|router-core\/dist\/esm\/ssr\//.test(f.url),
  ],
  ['query cache (react-query)', (f) => f.url.includes('node_modules/@tanstack/query-core/')],
  [
    'router: matching, loaders, head',
    (f) => /node_modules\/@tanstack\/(router-core|react-router|history)\//.test(f.url),
  ],
  [
    'Start: request, server functions, middleware',
    (f) => /node_modules\/@tanstack\/(start|react-start)/.test(f.url),
  ],
  ['validation (zod)', (f) => f.url.includes('node_modules/zod/')],
  ['app code (dist/server)', (f) => f.url.includes('/dist/server/')],
  [
    'server entry: request log, headers (scripts/start.ts)',
    (f) => f.url.includes('/scripts/') || f.url.includes('/src/server/'),
  ],
  [
    'srvx / node http',
    (f) => f.url.includes('node_modules/srvx/') || /node:_?http|node:internal\/http/.test(f.url),
  ],
  ['node internals (streams, timers, crypto)', (f) => f.url.startsWith('node:')],
  ['other libraries', (f) => f.url.includes('node_modules/')],
  ['(program)', (f) => f.functionName === '(program)'],
]

function summarize(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const buckets = new Map<string, number>()
  const self = new Map<string, number>()
  let total = 0
  // The server's start (seeding nothing, loading modules) is not a request: the count begins a
  // second after the first sample inside React's server renderer, once the page's modules are loaded.
  const inReact = (sample: number) => {
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      if (byId.get(id)!.callFrame.url.includes('node_modules/react-dom/')) return true
    }
    return false
  }
  const firstRender = Math.max(0, profile.samples.findIndex(inReact))
  let from = firstRender
  for (let elapsed = 0; from < profile.samples.length && elapsed < 1_000_000; from++) {
    elapsed += profile.timeDeltas[from + 1] ?? 0
  }
  for (const [index, sample] of profile.samples.entries()) {
    if (index < from) continue
    const dt = profile.timeDeltas[index] ?? 0
    total += dt
    const leaf = byId.get(sample)!.callFrame
    const key = `${leaf.functionName || '(anonymous)'} ${leaf.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${leaf.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + dt)
    let bucket = 'unattributed'
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame
      const match = BUCKETS.find(([, test]) => test(frame))
      if (match) {
        bucket = match[0]
        break
      }
    }
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + dt)
  }
  const busy = total - (buckets.get('idle') ?? 0)
  return { total, busy, buckets, self }
}

async function statementsPerRequest(databaseUrl: string, send: () => Promise<unknown>, requests = 50) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const commits = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const { rows } = await client.query(
      'select xact_commit::int as n from pg_stat_database where datname = current_database()',
    )
    return Number(rows[0].n)
  }
  try {
    const before = await commits()
    for (let i = 0; i < requests; i++) await send()
    // This connection's own two reads of the statistics count too.
    return (await commits()) - before - 1
  } finally {
    await client.end()
  }
}

const database = await createBenchPostgres(serverUrl)
type Who = 'guest' | 'admin' | 'student'
const allPages: {
  key: string
  label: string
  path: (seed: SeedOutput) => string
  host: 'main' | 'demo'
  who: Who
}[] = [
  { key: 'bare', label: 'bare page', path: () => '/bench-bare', host: 'main', who: 'guest' },
  { key: 'login', label: '/login at a school', path: () => '/login', host: 'demo', who: 'guest' },
  { key: 'home', label: '/ on the main host', path: () => '/', host: 'main', who: 'guest' },
  { key: 'free-lessons', label: '/free-lessons', path: () => '/free-lessons', host: 'main', who: 'guest' },
  {
    key: 'lesson',
    label: "a student's lesson (alan, the blocks course's first lesson)",
    path: (seed) => `/student/lesson/${seed.blocks.itemId}`,
    host: 'demo',
    who: 'student',
  },
  {
    key: 'students',
    label: 'students list (admin, 1,003 students)',
    path: () => '/dashboard/students',
    host: 'demo',
    who: 'admin',
  },
  {
    key: 'grid',
    label: 'progress grid 200 × 100 (admin)',
    path: (seed) => `/dashboard/progress/${seed.grid?.dashboardId}`,
    host: 'demo',
    who: 'admin',
  },
]
const chosen = process.argv.slice(3)
const pages = chosen.length ? allPages.filter((page) => chosen.includes(page.key)) : allPages.slice(0, 4)
const extraStudents = pages.some((page) => page.key === 'students' || page.key === 'grid') ? 1000 : 0
interface SeedOutput {
  grid: { dashboardId: string } | null
  blocks: { itemId: string }
}
try {
  rmSync(profilesDir, { recursive: true, force: true })
  let seed: SeedOutput | undefined
  for (const page of pages) {
    const dir = join(profilesDir, page.key)
    mkdirSync(dir, { recursive: true })
    const server = await startBenchServer({
      databaseUrl: database.url,
      nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir],
      prepare: async (url) => {
        if (seed) return
        const { execFileSync } = await import('node:child_process')
        const out = execFileSync(
          process.execPath,
          ['--import', 'tsx', 'bench/seed-bench-db.ts', url, String(extraStudents)],
          { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
        )
        seed = JSON.parse(out.toString().trim().split('\n').at(-1)!) as SeedOutput
      },
    })
    const host = page.host === 'main' ? server.productHost : `demo.${server.productHost}`
    const path = page.path(seed!)
    const label = page.label
    let load: Awaited<ReturnType<typeof measure>>
    let statements: number
    let oneRequestMs: number
    try {
      const headers: Record<string, string> = { host }
      if (page.who !== 'guest') {
        const session = await signIn(
          server.origin,
          `demo.${server.productHost}`,
          page.who === 'admin'
            ? { email: 'admin@demo.test', password: DEMO_ADULT_PASSWORD }
            : { username: 'alan', password: DEMO_STUDENT_PASSWORD },
        )
        headers.cookie = session.cookieHeader
      }
      const first = await httpRequest(`${server.origin}${path}`, { headers })
      if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}`)
      const started = performance.now()
      statements =
        (await statementsPerRequest(database.url, () =>
          httpRequest(`${server.origin}${path}`, { headers }),
        )) / 50
      // The 1.5 s pauses of the statement count (two) are not a request's.
      oneRequestMs = (performance.now() - started - 3000) / 50
      load = await measure(label, `${server.origin}${path}`, { headers, seconds })
    } finally {
      await server.stop()
    }
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error(`No profile written in ${dir}`)
    const { busy, buckets, self } = summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile)
    console.log(
      `\n${label} (GET ${path}): ${load.requestsPerSecond} req/s, p99 ${load.p99Ms} ms; one request alone ${oneRequestMs.toFixed(1)} ms; ${statements.toFixed(1)} database statements per request; profile ${join(dir, file)}`,
    )
    console.log('  CPU time by what it was spent in (share of busy time, idle excluded):')
    for (const [name, us] of [...buckets].filter(([n]) => n !== 'idle').sort((a, b) => b[1] - a[1])) {
      console.log(`    ${name.padEnd(56)} ${((us / busy) * 100).toFixed(1).padStart(5)} %`)
    }
    console.log('  Top functions by self time:')
    for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
      if (name.startsWith('(idle)')) continue
      console.log(`    ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
    }
  }
} finally {
  await database.drop()
}
