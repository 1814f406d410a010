// `node bench/lessons.ts`: only Lighthouse on the lesson player (bench/lesson-lighthouse.ts), the
// step of `npm run bench` a change to the player moves: the first free lesson of each course as a
// guest and the blocks course's first lesson as alan of Class 4B at demo, median of
// BENCH_LIGHTHOUSE_RUNS (5). Needs a production build (`npx vite build`). Take figures to compare on
// a quiet machine: Lighthouse's simulated CPU scales with what the machine has free. The floor
// (/bench-bare) and /login run in the same rounds, for comparison.
import { spawn } from 'node:child_process'
import { DEMO_STUDENT_PASSWORD } from '../src/server/db/seed/demo-accounts.ts'
import { firstFreeLessons, measureLessonLighthouse, printLessonLighthouse } from './lesson-lighthouse.ts'
import { startBenchServer } from './server.ts'
import { signIn } from './session.ts'

function seed(dataDir: string): Promise<{ blocks: { itemId: string; title: string } }> {
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

let blocks: { itemId: string; title: string } | undefined
const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 3200),
  dataDir: '.data/bench-lessons',
  prepare: async (dir) => {
    blocks = (await seed(dir)).blocks
  },
})
const demoHost = `demo.${server.productHost}`
try {
  const student = await signIn(server.origin, demoHost, { username: 'alan', password: DEMO_STUDENT_PASSWORD })
  // The floor (the stack's smallest page) and the sign-in page, measured in the same runs: on this
  // machine Lighthouse's simulated CPU follows the real one, so a lesson is judged against them.
  const pages = [
    { label: 'floor: /bench-bare', url: `http://${server.productHost}/bench-bare` },
    { label: 'sign-in: /login at demo', url: `http://${demoHost}/login` },
    ...(await firstFreeLessons(server.origin, server.productHost)),
    {
      label: `student's lesson: ${blocks!.title}`,
      url: `http://${demoHost}/student/lesson/${blocks!.itemId}`,
      cookie: student.cookieHeader,
    },
  ]
  printLessonLighthouse(await measureLessonLighthouse(pages))
} finally {
  await server.stop()
}
