// One production instance of the app for the load test: `scripts/start.ts` on its own port, on the
// shared PostgreSQL database. It can be killed with SIGKILL and started again on the same port.
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'

export interface Instance {
  port: number
  start: () => Promise<void>
  /** `kill -9`: no shutdown, no lease given back. */
  kill: () => void
  stop: () => Promise<void>
}

export function appInstance(options: {
  port: number
  databaseUrl: string
  productHost: string
  /** Where its output goes (a file: its request log is one line a request). */
  log: string
}): Instance {
  let child: ChildProcess | null = null
  const out = createWriteStream(options.log, { flags: 'a' })
  const start = async () => {
    const { DATABASE_URL: _given, TEST_DATABASE_URL: _test, ...env } = process.env
    child = spawn(process.execPath, ['scripts/start.ts'], {
      env: {
        ...env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        PRODUCT_HOST: options.productHost,
        // The proxy in front sets X-Forwarded-For.
        TRUSTED_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.pipe(out, { end: false })
    child.stderr!.pipe(out, { end: false })
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`Instance on ${options.port} exited (${child.exitCode}); see ${options.log}`)
      try {
        if ((await fetch(`http://127.0.0.1:${options.port}/api/ready`)).ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`Instance on ${options.port} not ready in 2 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return {
    port: options.port,
    start,
    kill: () => {
      child?.kill('SIGKILL')
    },
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
