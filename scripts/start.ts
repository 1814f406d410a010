// Production start: build if needed, migrate and seed an empty database, then serve the build.
// Runs on Node 24 directly (type stripping), so it uses only erasable TypeScript.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
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

if (!existsSync(serverEntry) || process.argv.includes('--build')) {
  console.log('Building the app…')
  run(bin('vite'), ['build'])
}

run(bin('tsx'), ['scripts/db-seed.ts', '--if-empty'])

const { serve } = await import('srvx')
const { staticMiddleware } = await import('srvx/static')
const app = (await import(pathToFileURL(serverEntry).href)).default as {
  fetch: (request: Request) => Response | Promise<Response>
}

const port = Number(process.env.PORT ?? 3000)
const productHost = process.env.PRODUCT_HOST ?? `localhost:${port}`
const assets = staticMiddleware({ dir: join(root, 'dist/client'), maxAge: 31_536_000, immutable: true })
const publicFiles = staticMiddleware({ dir: join(root, 'dist/client'), maxAge: 3_600 })

serve({
  port,
  hostname: process.env.HOST ?? '0.0.0.0',
  silent: true,
  gracefulShutdown: true,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return assets(request, next)
      if (/^\/[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(pathname)) return publicFiles(request, next)
      if (/^\/blockly\/[\w.-]+\.(svg|png|gif|cur)$/.test(pathname)) return publicFiles(request, next)
      return next()
    },
  ],
  fetch: (request) => app.fetch(request),
})

console.log(`CodeSchool is running: http://${productHost}/  (demo school: http://demo.${productHost}/)`)
