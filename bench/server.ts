// Starts the production server for a benchmark on a fresh embedded database and stops it after.
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface BenchServer {
  origin: string
  port: number
  productHost: string
  stop: () => Promise<void>
}

export interface BenchServerOptions {
  port?: number
  dataDir?: string
  /** Fills the fresh database folder before the server opens it (PGlite: one process per folder). */
  prepare?: (dataDir: string) => Promise<void>
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? 3200
  const dataDir = options.dataDir ?? '.data/bench'
  rmSync(dataDir, { recursive: true, force: true })
  await options.prepare?.(dataDir)
  const productHost = `localhost:${port}`
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), PRODUCT_HOST: productHost, PGLITE_DIR: dataDir },
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
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
