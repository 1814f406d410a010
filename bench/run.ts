// `npm run bench`: starts the production build and measures pages against a trivial route and a bare
// page (/bench-bare) in one run, on PGlite and, given DATABASE_URL or TEST_DATABASE_URL, on a fresh
// PostgreSQL database of that server too; the progress grid in Chromium on each; then the lesson player's JavaScript in Chromium, Python's engine (weight and start-up), Lighthouse on the pages a class opens first, then
// a 10,000-row CSV import.
//
// Settings (environment): BENCH_PORT (3200), BENCH_SECONDS (10) per load, BENCH_STUDENTS (1000) extra students at the
// demo school for the students list, BENCH_ROUNDS (3) rounds per page, each after a round of the bare page,
// BENCH_IMPORT_ROWS (10000; 0 skips the import), BENCH_LOAD_ONLY=1 (only
// the loads and the first-load JavaScript: no Chromium, Lighthouse, Python or import), BENCH_PGLITE=0 (no
// PGlite run when a PostgreSQL server is given).
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import {
  DEMO_ADULT_PASSWORD,
  DEMO_STUDENT_PASSWORD,
  demoStudents,
} from '../src/server/db/seed/demo-accounts.ts'
import { cpuPerRequest } from './cpu-per-request.ts'
import { httpRequest } from './http.ts'
import { type JsTotals, type LessonWeight, launchChromium, measureLessonWeight } from './lesson-weight.ts'
import { runLighthouse } from './lighthouse.ts'
import { type LoadResult, measure } from './load.ts'
import { firstLoadJs, kb } from './page-weight.ts'
import { createBenchPostgres } from './postgres.ts'
import { type GridInBrowser, measureGridInBrowser } from './progress-grid-browser.ts'
import { measurePythonEngine } from './python-engine.ts'
import { runnerSteps } from './runner-steps.ts'
import { type BenchServer, startBenchServer } from './server.ts'
import { type Session, signIn } from './session.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const extraStudents = Number(process.env.BENCH_STUDENTS ?? 1000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
/** At least 5 s: under a load whose p99 is seconds, a shorter round measures the queue. */
const roundSeconds = Math.max(5, Math.round(seconds / rounds))
const loadOnly = process.env.BENCH_LOAD_ONLY === '1'
const importRows = loadOnly ? 0 : Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)
const benchStarted = performance.now()

interface LessonRef {
  itemId: string
  title: string
  course: string
  codeStepKey: string
}
interface SeedOutput {
  extraStudents: number
  grid: { dashboardId: string; students: number; lessons: number; progressRows: number } | null
  blocks: LessonRef
  javascript: LessonRef
  seconds: number
}
interface ImportOutput {
  rows: number
  classes: number
  csvBytes: number
  previewSeconds: number
  previewPageSeconds: number
  previewCounts: { total: number; toCreate: number; withErrors: number; withWarnings: number }
  confirmSeconds: number
  jobSeconds: number
  status: string
  created: number
  error: string | null
  studentsAtSchool: number
  rssBeforeMb: number
  oneHashMs: number
  cores: number
  hashPool: number
  peakRssMb: number
}

/** Runs a bench/ helper that uses the app's modules (through tsx) and answers its last JSON line. */
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
    child.on('error', reject)
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0) return reject(new Error(`${script} exited with code ${code}\n${out}`))
      try {
        resolve(JSON.parse(last) as T)
      } catch {
        reject(new Error(`${script} printed no result:\n${out}`))
      }
    })
  })
}

const line = (label: string, value: string) => console.log(`  ${label.padEnd(50)} ${value}`)
const js = (t: JsTotals) =>
  `${String(t.files).padStart(3)} files, ${kb(t.rawBytes).padStart(10)} raw, ${kb(t.gzipBytes).padStart(9)} gzip, ${kb(t.transferredBytes).padStart(9)} sent`

interface DatabaseRun {
  database: 'PGlite' | 'PostgreSQL'
  results: LoadResult[]
  grid: GridInBrowser | null
}

/** The pages under load, each against the trivial route and the bare page of the same run. */
async function measurePages(
  server: BenchServer,
  admin: Session,
  student: Session,
  seed: SeedOutput,
  studentCount: number,
): Promise<LoadResult[]> {
  const demoHost = `demo.${server.productHost}`
  const main = { host: server.productHost, seconds }
  const asAdmin = { host: demoHost, headers: { cookie: admin.cookieHeader }, seconds }
  const asStudent = { host: demoHost, headers: { cookie: student.cookieHeader }, seconds }
  const pages: [string, string, Parameters<typeof measure>[2]][] = [
    ['trivial route (GET /api/build-info)', '/api/build-info', main],
    ['bare page (GET /bench-bare)', '/bench-bare', main],
    ['home page (GET / on the main host)', '/', main],
    ['free lessons (GET /free-lessons)', '/free-lessons', main],
    ['school login page (GET /login)', '/login', { host: demoHost, seconds }],
    [`a student's lesson ("${seed.blocks.title}", alan)`, `/student/lesson/${seed.blocks.itemId}`, asStudent],
    [
      `students list, ${studentCount.toLocaleString('en-US')} students (admin)`,
      '/dashboard/students',
      asAdmin,
    ],
  ]
  if (seed.grid) {
    pages.push([
      `progress grid, ${seed.grid.students} × ${seed.grid.lessons} (admin)`,
      `/dashboard/progress/${seed.grid.dashboardId}`,
      asAdmin,
    ])
  }
  // The trivial route and the bare page alone, then every other page in rounds that alternate with
  // the bare page: on a machine whose other load comes and goes, a page and the bare page measured
  // minutes apart are not comparable, measured seconds apart they are.
  // Each page's server CPU time per request is measured too (a few requests at a time): the one
  // figure a busy machine does not move much.
  const results: LoadResult[] = []
  const [trivialPage, barePage] = pages
  const cpu = (path: string, options: Parameters<typeof measure>[2]) =>
    cpuPerRequest(server.pid, `${server.origin}${path}`, { ...options?.headers, host: options!.host! })
  for (const [name, path, options] of [trivialPage!, barePage!]) {
    const result = await measure(name, `${server.origin}${path}`, options)
    await drained()
    results.push({ ...result, cpuMs: await cpu(path, options) })
  }
  for (const [name, path, options] of pages.slice(2)) {
    const bareRounds: LoadResult[] = []
    const pageRounds: LoadResult[] = []
    for (let round = 0; round < rounds; round++) {
      const bare = `${server.origin}${barePage![1]}`
      bareRounds.push(await measure(barePage![0], bare, { ...barePage![2], seconds: roundSeconds }))
      await drained()
      pageRounds.push(await measure(name, `${server.origin}${path}`, { ...options, seconds: roundSeconds }))
      await drained()
    }
    results.push({ ...alongside(name, pageRounds, bareRounds), cpuMs: await cpu(path, options) })
  }
  return results
}

/** The requests a load left queued at the server are answered before the next load starts. */
const drained = () => new Promise((resolve) => setTimeout(resolve, 1500))

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A page's rounds and the bare page's rounds between them: requests per second and the ratio. */
function alongside(name: string, page: LoadResult[], bare: LoadResult[]): LoadResult {
  const ratios = page
    .map((round, index) => round.requestsPerSecond / bare[index]!.requestsPerSecond)
    .filter(Number.isFinite)
  if (ratios.length === 0) ratios.push(0)
  return {
    name,
    requestsPerSecond: Math.round(median(page.map((round) => round.requestsPerSecond))),
    p99Ms: Math.max(...page.map((round) => round.p99Ms)),
    non2xx: page.reduce((sum, round) => sum + round.non2xx, 0),
    ofBare: { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) },
    bareRequestsPerSecond: Math.round(median(bare.map((round) => round.requestsPerSecond))),
  }
}

function printLoad(run: DatabaseRun) {
  const [trivial, bare] = run.results
  console.log(
    `\nLoad on ${run.database} (50 connections, ${seconds} s each, server and load generator on this machine)`,
  )
  console.log(
    `  (after the first two, each page in ${rounds} rounds of ${roundSeconds} s, each after a round of the bare page: req/s the median round, p99 the worst round, ×bare the median of the rounds' ratios [lowest–highest], the bare page's median beside it; CPU: the server process's CPU time per request, 100 requests 4 at a time, and its ratio to the bare page's, inverted so that higher is better like the others)`,
  )
  for (const result of run.results) {
    const ofTrivial = (result.requestsPerSecond / trivial!.requestsPerSecond).toFixed(2)
    const ofBare = result.ofBare
      ? `×${result.ofBare.median.toFixed(2).padStart(5)} of bare [${result.ofBare.min.toFixed(2)}–${result.ofBare.max.toFixed(2)}; bare ${result.bareRequestsPerSecond} req/s]`
      : `×${(result.requestsPerSecond / bare!.requestsPerSecond).toFixed(2).padStart(5)} of bare`
    const cpuMs = result.cpuMs ?? null
    const bareCpu = bare!.cpuMs ?? null
    const cpuText =
      cpuMs === null
        ? ''
        : `  CPU ${cpuMs.toFixed(1)} ms/request${bareCpu ? ` (×${(bareCpu / cpuMs).toFixed(2)} of bare)` : ''}`
    console.log(
      `  ${result.name.padEnd(46)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(5)} ms  ${ofBare}  ×${ofTrivial} of trivial${cpuText}${result.non2xx ? `  (${result.non2xx} non-2xx!)` : ''}`,
    )
  }
  if (run.grid) {
    const g = run.grid
    console.log(
      `  progress grid in Chromium (${g.cells.toLocaleString('en-US')} cells): first paint ${Math.round(g.firstPaintMs)} ms, first contentful paint ${Math.round(g.firstContentfulPaintMs)} ms, hydrated ${Math.round(g.hydratedMs)} ms (longest task until then ${Math.round(g.longestTaskUntilHydratedMs)} ms); refetch answered in ${Math.round(g.refetchMs)} ms, longest task from the refetch on ${Math.round(g.longestTaskOnRefetchMs)} ms`,
    )
  }
}

/** Seeds a fresh database, starts the server on it, signs the admin in and checks the students list. */
async function openBench(databaseUrl?: string) {
  let seeded: SeedOutput | undefined
  const server = await startBenchServer({
    databaseUrl,
    prepare: async (database) => {
      seeded = await runHelper<SeedOutput>('bench/seed-bench-db.ts', [database, String(extraStudents)])
    },
  })
  const demoHost = `demo.${server.productHost}`
  const studentCount = extraStudents + demoStudents.filter((student) => student.school === 'demo').length
  try {
    const admin = await signIn(server.origin, demoHost, {
      email: 'admin@demo.test',
      password: DEMO_ADULT_PASSWORD,
    })
    const list = await httpRequest(`${server.origin}/dashboard/students`, {
      headers: { host: demoHost, cookie: admin.cookieHeader },
    })
    const shown = list.body.toString().match(/Showing 1–\d+ of (\d+) students/)
    if (list.status !== 200 || Number(shown?.[1]) !== studentCount) {
      throw new Error(
        `GET /dashboard/students as the admin answered ${list.status} (${shown?.[0] ?? 'no "Showing … of N students"'}); expected ${studentCount} students`,
      )
    }
    // A student of Class 4B for the lessons (the blocks course is assigned to Class 4B at demo;
    // demo.student's class at metro has no blocks course).
    const student = await signIn(server.origin, demoHost, {
      username: 'alan',
      password: DEMO_STUDENT_PASSWORD,
    })
    return { server, seed: seeded!, admin, student, demoHost, studentCount }
  } catch (error) {
    await server.stop()
    throw error
  }
}

async function gridInBrowser(server: BenchServer, seed: SeedOutput, admin: Session) {
  if (!seed.grid) return null
  // The requests of the last load still queued at the server are answered first.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const browser = await launchChromium()
  try {
    return await measureGridInBrowser(browser, {
      url: `http://demo.${server.productHost}/dashboard/progress/${seed.grid.dashboardId}`,
      cookies: admin.cookies,
    })
  } catch (error) {
    console.log(`  progress grid in Chromium: not measured (${(error as Error).message.split('\n')[0]})`)
    return null
  } finally {
    await browser.close()
  }
}

async function printFirstLoadJs(server: BenchServer, demoHost: string, admin: Session) {
  console.log('\nFirst-load JavaScript (scripts and module preloads named in the HTML)')
  for (const [path, host, cookie] of [
    ['/login', demoHost, undefined],
    ['/', server.productHost, undefined],
    ['/free-lessons', server.productHost, undefined],
    ['/dashboard/students', demoHost, admin.cookieHeader],
  ] as const) {
    const weight = await firstLoadJs(server.origin, path, host, cookie ? { cookie } : {})
    console.log(
      `  ${path.padEnd(20)} ${weight.files} files, ${kb(weight.rawBytes)} raw, ${kb(weight.gzipBytes)} gzip`,
    )
  }
}

const postgresServer = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const withPglite = !postgresServer || process.env.BENCH_PGLITE !== '0'
const runs: DatabaseRun[] = []

if (postgresServer) {
  console.log(
    `Preparing a PostgreSQL bench database: demo data and ${extraStudents.toLocaleString('en-US')} more students at demo…`,
  )
  const database = await createBenchPostgres(postgresServer)
  try {
    const { server, seed, admin, student, demoHost, studentCount } = await openBench(database.url)
    try {
      const results = await measurePages(server, admin, student, seed, studentCount)
      runs.push({
        database: 'PostgreSQL',
        results,
        grid: loadOnly ? null : await gridInBrowser(server, seed, admin),
      })
      printLoad(runs[0]!)
      if (!withPglite) await printFirstLoadJs(server, demoHost, admin)
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
}

if (!withPglite) {
  console.log(`\nBench finished in ${Math.round((performance.now() - benchStarted) / 1000)} s.`)
  process.exit(0)
}
console.log(
  `Preparing the PGlite bench database: demo data and ${extraStudents.toLocaleString('en-US')} more students at demo…`,
)
const { server, seed, admin, student, demoHost, studentCount } = await openBench()
const weights: { label: string; lesson: LessonRef; weight: LessonWeight }[] = []

try {
  const results = await measurePages(server, admin, student, seed, studentCount)
  runs.unshift({
    database: 'PGlite',
    results,
    grid: loadOnly ? null : await gridInBrowser(server, seed, admin),
  })
  printLoad(runs[0]!)
  if (runs.length === 2) {
    console.log('\nSide by side (req/s, p99 ms; ×bare)')
    for (const [index, result] of runs[0]!.results.entries()) {
      const cell = (run: DatabaseRun) => {
        const r = run.results[index]!
        const ratio = r.ofBare?.median ?? r.requestsPerSecond / run.results[1]!.requestsPerSecond
        return `${String(r.requestsPerSecond).padStart(6)} req/s ${String(r.p99Ms).padStart(5)} ms ×${ratio.toFixed(2)}`
      }
      console.log(`  ${result.name.padEnd(46)} PGlite ${cell(runs[0]!)}   PostgreSQL ${cell(runs[1]!)}`)
    }
  }

  await printFirstLoadJs(server, demoHost, admin)
  if (loadOnly) {
    await server.stop()
    console.log(`\nBench finished in ${Math.round((performance.now() - benchStarted) / 1000)} s.`)
    process.exit(0)
  }

  const browser = await launchChromium()
  try {
    for (const [label, lesson, editor] of [
      ['blocks lesson', seed.blocks, 'blocks'],
      ['JavaScript lesson', seed.javascript, 'javascript'],
    ] as const) {
      const weight = await measureLessonWeight(browser, {
        url: `http://${demoHost}/student/lesson/${lesson.itemId}`,
        cookies: student.cookies,
        codeStepKey: lesson.codeStepKey,
        editor,
        title: lesson.title,
      })
      weights.push({ label, lesson, weight })
    }
  } finally {
    await browser.close()
  }
  const html = await firstLoadJs(server.origin, `/student/lesson/${seed.javascript.itemId}`, demoHost, {
    cookie: student.cookieHeader,
  })
  console.log(
    '\nLesson player JavaScript (/student/lesson/{cardSectionItemUUID}; Chromium, cold cache, signed in as alan of Class 4B at demo)',
  )
  for (const { label, lesson, weight } of weights) {
    const editorName = label.startsWith('blocks') ? 'Blockly' : 'CodeMirror'
    const total = [weight.firstLoad, weight.afterHydration, weight.exercise].reduce((sum, t) => ({
      files: sum.files + t.files,
      rawBytes: sum.rawBytes + t.rawBytes,
      gzipBytes: sum.gzipBytes + t.gzipBytes,
      transferredBytes: sum.transferredBytes + t.transferredBytes,
    }))
    console.log(`  ${label}: "${lesson.title}" (${lesson.course}), opening on its first step`)
    line('    first load, until hydrated (no editor yet)', js(weight.firstLoad))
    line(
      '    + after hydration, first step open',
      `${js(weight.afterHydration)}  ${weight.afterHydrationFiles.join(' ')}`,
    )
    line(
      `    + exercise opened, until ${editorName} shows`,
      `${js(weight.exercise)}  ${weight.exerciseFiles.join(' ')}`,
    )
    line(`    = with the editor loaded`, js(total))
    line('    exercise click → editor on screen', `${Math.round(weight.editorVisibleMs)} ms`)
    if (weight.misplaced.length > 0) {
      console.log(`    WARNING: editor chunks loaded before hydration: ${weight.misplaced.join(', ')}`)
    }
  }
  const encodings = [...new Set(weights.flatMap((w) => w.weight.encodings))]
  console.log(
    `  (gzip = gzip -9 of each body, as above; sent = bodies as transferred, Content-Encoding: ${encodings.join(', ')}. The lesson page's HTML itself names ${html.files} JS files, ${kb(html.gzipBytes)} gzip.)`,
  )

  // Lighthouse loads each page in Chromium, which resolves *.localhost to this machine.
  const freeList = await httpRequest(`${server.origin}/free-lessons`, {
    headers: { host: server.productHost },
  })
  const freeLesson = freeList.body.toString().match(/href="(\/free-lessons\/[0-9a-f-]{36})"/)?.[1]
  if (!freeLesson) throw new Error('The free lessons page links no lesson')

  // The first free Python lesson: its engine's weight and start-up in Chromium, as a guest.
  const pythonLesson = freeList.body
    .toString()
    .match(/href="(\/free-lessons\/[0-9a-f-]{36})"[^>]*>(?:(?!<\/a>)[\s\S])*?Python/)?.[1]
  if (pythonLesson) {
    const pythonBrowser = await launchChromium()
    try {
      const python = await measurePythonEngine(pythonBrowser, `http://${server.productHost}${pythonLesson}`)
      console.log(`\nPython engine (first free Python lesson, guest, Chromium, cold cache: ${pythonLesson})`)
      for (const file of python.files) {
        line(
          `  ${file.name}`,
          `${kb(file.rawBytes)} raw, ${kb(file.transferredBytes)} sent (${file.encoding})`,
        )
      }
      const total = python.files.reduce((sum, file) => sum + file.transferredBytes, 0)
      line('  = engine files sent', kb(total))
      line('  open the lesson → first Run has drawn', `${Math.round(python.firstRunMs)} ms`)
      line('  second Run (engine warm)', `${Math.round(python.secondRunMs)} ms`)
      line('  Run right after an endless loop was stopped', `${Math.round(python.runAfterStopMs)} ms`)
    } finally {
      await pythonBrowser.close()
    }
  } else {
    console.log('\nPython engine: not measured (no free Python lesson listed)')
  }
  await runnerSteps(`http://${server.productHost}`, pythonLesson, line)
  const scores = await runLighthouse([
    { label: 'school sign-in', url: `http://${demoHost}/login` },
    { label: 'join a class', url: `http://${demoHost}/join` },
    { label: "a student's courses", url: `http://${demoHost}/student/courses`, cookie: student.cookieHeader },
    { label: 'a free lesson (guest)', url: `http://${server.productHost}${freeLesson}` },
  ])
  console.log('\nLighthouse 13, mobile (simulated slow 4G and 4× slower CPU), accessibility and performance')
  for (const score of scores) {
    const path = new URL(score.url).pathname
    console.log(
      `  ${`${score.label} (${path})`.padEnd(62)} accessibility ${String(score.accessibility).padStart(3)}  performance ${String(score.performance).padStart(3)}  LCP ${score.lcp}, TBT ${score.tbt}, CLS ${score.cls}${score.failedAccessibility.length ? `  failed: ${score.failedAccessibility.join(', ')}` : ''}`,
    )
  }
} finally {
  await server.stop()
}

if (importRows > 0) {
  const importDir = '.data/bench-import'
  console.log(`\nCSV import: preparing a fresh database and a ${importRows.toLocaleString('en-US')}-row CSV…`)
  try {
    await runHelper('bench/import-csv.ts', ['setup', importDir, String(importRows)])
    const result = await runHelper<ImportOutput>('bench/import-csv.ts', [
      'run',
      importDir,
      String(importRows),
    ])
    console.log(
      `\nCSV import of ${result.rows.toLocaleString('en-US')} rows (${kb(result.csvBytes)}; first name, last name, class, grade; into ${result.classes} existing classes, as the demo admin)`,
    )
    console.log(
      "  The import's server modules called in a child process on a fresh PGlite database, no HTTP: createImportPreview (the upload server function's body), confirmImport, then the queue's job through the worker, with production password hashing.",
    )
    line('preview: decode, parse, validate, store rows', `${result.previewSeconds.toFixed(2)} s`)
    line('preview: first page of the check screen', `${result.previewPageSeconds.toFixed(2)} s`)
    line('commit: confirm (check again, queue the job)', `${result.confirmSeconds.toFixed(2)} s`)
    line('commit: job (hash passwords, create students)', `${result.jobSeconds.toFixed(1)} s`)
    line('commit total', `${(result.confirmSeconds + result.jobSeconds).toFixed(1)} s`)
    const hashFloor = (result.rows * result.oneHashMs) / 1000 / result.cores
    line(
      'target: ≤ 1.2 × rows × one hash ÷ cores',
      `${(1.2 * hashFloor).toFixed(1)} s (one hash ${result.oneHashMs.toFixed(1)} ms, ${result.cores} cores, ${result.hashPool} hashed at once) — ${result.confirmSeconds + result.jobSeconds <= 1.2 * hashFloor ? 'met' : 'not met'}`,
    )
    line(
      'peak RSS of that process',
      `${Math.round(result.peakRssMb)} MB (${Math.round(result.rssBeforeMb)} MB with the database open, before the upload)`,
    )
    line(
      'result',
      `${result.status}, ${result.created.toLocaleString('en-US')} created, ${result.previewCounts.withWarnings} rows with warnings${result.error ? `, error: ${result.error}` : ''}`,
    )
    if (result.status !== 'completed' || result.created !== result.rows) {
      process.exitCode = 1
    }
  } finally {
    rmSync(importDir, { recursive: true, force: true })
    rmSync(`${importDir}.csv`, { force: true })
  }
}

console.log(`\nBench finished in ${Math.round((performance.now() - benchStarted) / 1000)} s.`)
