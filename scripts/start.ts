// Production start: build if needed, migrate and seed an empty database (the catalog; demo data
// only on the embedded default or with DEMO_DATA=1, decision 008), then serve the build.
// Runs on Node 24 directly (type stripping), so it uses only erasable TypeScript.
//
// It owns the shutdown (docs/operations.md): on SIGTERM or SIGINT it stops taking connections,
// lets the requests in flight finish (at most 10 s, then their connections are closed), has the
// job worker give its jobs back, closes the database and exits 0. Each request is one JSON log line.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = process.cwd()
const serverEntry = join(root, 'dist/server/server.js')
const bin = (name: string) => join(root, 'node_modules/.bin', name)

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV = 'production'
// A bad setting stops here, naming the variable, before a build or a database is touched.
const { appConfig } = await import('../app.config.ts')
const { mainOrigin, schoolOrigin } = await import('../src/lib/hosts.ts')
const { securityHeaderSettings, withSecurityHeaders } = await import(
  '../src/server/request/security-headers.ts'
)
const { isClientHangUp, logRequest } = await import('../src/server/request/request-log.ts')
const { errorText, logLine } = await import('../src/server/log.ts')
const config = appConfig()

// The embedded database writes its folder: a folder it cannot write (an image started as a user
// that does not own it) stops here with what to change, before the seed fails somewhere inside.
if (config.database.kind === 'pglite') {
  const { dataFolderProblem } = await import('../src/server/db/data-folder.ts')
  const problem = dataFolderProblem(config.database.dir)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}

if (!existsSync(serverEntry) || process.argv.includes('--build')) {
  console.log('Building the app…')
  run(bin('vite'), ['build'])
}

// The image's final stage has no tsx (a development package): it runs the seed the image's build bundled
// (vite build empties dist/server, so a bundle never outlives the build it came with).
const bundledSeed = join(root, 'dist/server/scripts/db-seed.mjs')
if (existsSync(bundledSeed)) run(process.execPath, [bundledSeed, '--if-empty'])
else run(bin('tsx'), ['scripts/db-seed.ts', '--if-empty'])

// A client that hangs up while its request body is read makes Node reject the read with "aborted"
// (ECONNRESET); TanStack Start logs whatever its handler rejects with as an error with a stack.
// Nothing failed here and the request's log line already says 499: that one is not an error.
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (args.length === 1 && isClientHangUp(args[0])) return
  consoleError(...args)
}

// This entry drains requests before the database closes (src/server/db/client.ts reads this).
const globals = globalThis as Record<symbol, unknown>
globals[Symbol.for('codeschool.shutdownOwner')] = true

const { serve } = await import('srvx')
const { staticMiddleware } = await import('srvx/static')
const app = (await import(pathToFileURL(serverEntry).href)).default as {
  fetch: (request: Request) => Response | Promise<Response>
}

const assets = staticMiddleware({ dir: join(root, 'dist/client'), maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: join(root, 'dist/client'), maxAge: 3_600 })
// Static files get the same headers as the app's responses (nosniff above all; decision 080).
const headerSettings = securityHeaderSettings(config)
const secured = async (response: Response | Promise<Response>) =>
  withSecurityHeaders(await response, headerSettings, null)

const server = serve({
  port: config.port,
  hostname: process.env.HOST ?? '0.0.0.0',
  silent: true,
  // Our own below: srvx's waits 5 s and leaves the database and the jobs to others.
  gracefulShutdown: false,
  middleware: [
    logRequest,
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return secured(assets(request, next))
      if (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(pathname))
        return secured(publicFiles(request, next))
      if (/^\/blockly\/[\w.-]+\.(svg|png|gif|cur)$/.test(pathname)) return secured(publicFiles(request, next))
      return next()
    },
  ],
  fetch: (request) => app.fetch(request),
})

/** How long requests in flight may take to finish after SIGTERM; then their connections close. */
const DRAIN_MS = 10_000
/** How long the job worker then has to give its jobs back before the database closes anyway. */
const JOBS_MS = 5_000

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  const started = Date.now()
  // Readiness answers 503 from now on (src/server/db/readiness.ts); the worker stops claiming.
  globals[Symbol.for('codeschool.draining')] = true
  logLine('shutdown', { signal })
  const nodeServer = server.node?.server as Server | undefined
  // New connections are refused; idle keep-alive ones close; busy ones close after their answer.
  const drained = server.close().then(() => true)
  nodeServer?.closeIdleConnections?.()
  const idleTimer = setInterval(() => nodeServer?.closeIdleConnections?.(), 250)
  const inTime = await Promise.race([
    drained,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS)),
  ])
  clearInterval(idleTimer)
  if (!inTime) {
    logLine('shutdown', { signal, step: 'requests cut off', ms: Date.now() - started }, 'warn')
    nodeServer?.closeAllConnections?.()
  }
  const shutdownDb = globals[Symbol.for('codeschool.shutdownDb')] as
    | ((ms?: number) => Promise<void>)
    | undefined
  try {
    await shutdownDb?.(JOBS_MS)
  } catch (error) {
    logLine('shutdown', { signal, error: errorText(error) }, 'error')
  }
  logLine('stopped', { signal, ms: Date.now() - started })
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal))

await server.ready()
console.log(
  config.demoData
    ? `CodeSchool is running: ${mainOrigin(config)}/  (demo school: ${schoolOrigin('demo', config)}/)`
    : `CodeSchool is running: ${mainOrigin(config)}/`,
)
