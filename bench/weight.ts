// `node bench/weight.ts`: only the client's weight, the parts of `npm run bench` a change to the
// browser's JavaScript moves (decision 125): first-load JavaScript of /login, / and /join, the lesson
// player's JavaScript in Chromium before and after its editor, and Lighthouse (mobile) on the pages a
// class opens first. No load test, no import, no extra students. BENCH_LIGHTHOUSE=0 skips Lighthouse.
// Needs a production build (`npx vite build`).
import { spawn } from 'node:child_process'
import { DEMO_STUDENT_PASSWORD } from '../src/server/db/seed/demo-accounts.ts'
import { httpRequest } from './http.ts'
import { type JsTotals, launchChromium, measureLessonWeight } from './lesson-weight.ts'
import { runLighthouse } from './lighthouse.ts'
import { firstLoadJs, kb } from './page-weight.ts'
import { startBenchServer } from './server.ts'
import { signIn } from './session.ts'

interface LessonRef {
  itemId: string
  title: string
  codeStepKey: string
}

function seed(dataDir: string): Promise<{ blocks: LessonRef; javascript: LessonRef }> {
  return new Promise((resolve, reject) => {
    const { VITEST: _vitest, ...env } = process.env
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/seed-bench-db.ts', dataDir, '0'], {
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/seed-bench-db.ts exited with code ${code}\n${out}`))
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? ''))
    })
  })
}

const sum = (list: JsTotals[]) =>
  list.reduce((a, b) => ({
    files: a.files + b.files,
    rawBytes: a.rawBytes + b.rawBytes,
    gzipBytes: a.gzipBytes + b.gzipBytes,
    transferredBytes: a.transferredBytes + b.transferredBytes,
  }))
const js = (t: JsTotals) => `${String(t.files).padStart(3)} files, ${kb(t.gzipBytes).padStart(9)} gzip`

let lessons: { blocks: LessonRef; javascript: LessonRef } | undefined
const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 3200),
  dataDir: '.data/bench-weight',
  prepare: async (dir) => {
    lessons = await seed(dir)
  },
})
const demoHost = `demo.${server.productHost}`
try {
  const student = await signIn(server.origin, demoHost, { username: 'alan', password: DEMO_STUDENT_PASSWORD })
  console.log('First-load JavaScript (scripts and module preloads named in the HTML, gzip -9 each)')
  for (const [path, host] of [
    ['/login', demoHost],
    ['/join', demoHost],
    ['/', server.productHost],
  ] as const) {
    const weight = await firstLoadJs(server.origin, path, host)
    console.log(`  ${path.padEnd(20)} ${weight.files} files, ${kb(weight.gzipBytes)} gzip`)
  }

  const browser = await launchChromium()
  try {
    console.log('\nLesson player JavaScript (Chromium, cold cache, alan of Class 4B at demo)')
    for (const [label, lesson, editor] of [
      ['blocks lesson', lessons!.blocks, 'blocks'],
      ['JavaScript lesson', lessons!.javascript, 'javascript'],
    ] as const) {
      const weight = await measureLessonWeight(browser, {
        url: `http://${demoHost}/student/lesson/${lesson.itemId}`,
        cookies: student.cookies,
        codeStepKey: lesson.codeStepKey,
        editor,
        title: lesson.title,
      })
      console.log(`  ${label}: "${lesson.title}"`)
      console.log(`    first load, until hydrated        ${js(weight.firstLoad)}`)
      console.log(
        `    before any editor (+ first step)  ${js(sum([weight.firstLoad, weight.afterHydration]))}`,
      )
      console.log(
        `    with the editor                   ${js(sum([weight.firstLoad, weight.afterHydration, weight.exercise]))}`,
      )
    }
  } finally {
    await browser.close()
  }

  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const freeList = await httpRequest(`${server.origin}/free-lessons`, {
      headers: { host: server.productHost },
    })
    const freeLesson = freeList.body.toString().match(/href="(\/free-lessons\/[0-9a-f-]{36})"/)?.[1]
    if (!freeLesson) throw new Error('The free lessons page links no lesson')
    const scores = await runLighthouse([
      { label: 'school sign-in', url: `http://${demoHost}/login` },
      { label: 'join a class', url: `http://${demoHost}/join` },
      {
        label: "a student's courses",
        url: `http://${demoHost}/student/courses`,
        cookie: student.cookieHeader,
      },
      { label: 'a free lesson (guest)', url: `http://${server.productHost}${freeLesson}` },
    ])
    console.log('\nLighthouse, mobile: performance (accessibility)')
    for (const score of scores) {
      console.log(
        `  ${score.label.padEnd(24)} ${String(score.performance).padStart(3)} (${score.accessibility})  LCP ${score.lcp}, TBT ${score.tbt}, CLS ${score.cls}`,
      )
    }
  }
} finally {
  await server.stop()
}
