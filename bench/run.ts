// `npm run bench`: starts the production build and measures pages against a trivial route in one run.
import { type LoadResult, measure } from './load.ts'
import { firstLoadJs, kb } from './page-weight.ts'
import { startBenchServer } from './server.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const server = await startBenchServer()
const demoHost = `demo.${server.productHost}`
const results: LoadResult[] = []

try {
  results.push(
    await measure('trivial route (GET /api/build-info)', `${server.origin}/api/build-info`, { seconds }),
  )
  results.push(
    await measure('home page (GET / on the main host)', `${server.origin}/`, {
      host: server.productHost,
      seconds,
    }),
  )
  results.push(
    await measure('school login page (GET /login)', `${server.origin}/login`, { host: demoHost, seconds }),
  )

  const baseline = results[0]!
  console.log('\nLoad (50 connections, %d s each, server and load generator on this machine)', seconds)
  for (const result of results) {
    const ratio = (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)
    console.log(
      `  ${result.name.padEnd(44)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms  ×${ratio} of trivial${result.non2xx ? `  (${result.non2xx} non-2xx!)` : ''}`,
    )
  }

  console.log('\nFirst-load JavaScript')
  for (const [path, host] of [
    ['/login', demoHost],
    ['/', server.productHost],
  ] as const) {
    const weight = await firstLoadJs(server.origin, path, host)
    console.log(
      `  ${path.padEnd(20)} ${weight.files} files, ${kb(weight.rawBytes)} raw, ${kb(weight.gzipBytes)} gzip`,
    )
  }
} finally {
  await server.stop()
}
