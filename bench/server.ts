// Starts the production server for a benchmark on a fresh database (embedded, or a PostgreSQL database
// made for the run) and stops it after. The bench's bare reference page is on (BENCH_BARE_PAGE=1).
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface BenchServer {
  origin: string
  port: number
  productHost: string
  /** The server process (its CPU time is read from /proc). */
  pid: number | undefined
  stop: () => Promise<void>
}

export interface BenchServerOptions {
  port?: number
  dataDir?: string
  /** A fresh PostgreSQL database instead of the embedded one. */
  databaseUrl?: string
  /** Extra arguments to node before the server's entry (e.g. --cpu-prof). */
  nodeArgs?: string[]
  /**
   * Fills the fresh database before the server opens it (PGlite: one process per folder): the
   * data directory, or the PostgreSQL URL.
   */
  prepare?: (database: string) => Promise<void>
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 3200)
  const dataDir = options.dataDir ?? '.data/bench'
  if (!options.databaseUrl) rmSync(dataDir, { recursive: true, force: true })
  await options.prepare?.(options.databaseUrl ?? dataDir)
  const productHost = `localhost:${port}`
  const { DATABASE_URL: _given, ...env } = process.env
  const database = options.databaseUrl
    ? { DATABASE_URL: options.databaseUrl, DEMO_DATA: '1' }
    : { PGLITE_DIR: dataDir }
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.ts'], {
    env: { ...env, ...database, PORT: String(port), PRODUCT_HOST: productHost, BENCH_BARE_PAGE: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${origin}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 3 minutes')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return {
    origin,
    port,
    productHost,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
