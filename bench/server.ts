// Starts the production server for a benchmark on a fresh embedded database and stops it after.
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface BenchServer {
  origin: string
  port: number
  productHost: string
  stop: () => Promise<void>
}

export async function startBenchServer(port = 3200): Promise<BenchServer> {
  const dataDir = '.data/bench'
  rmSync(dataDir, { recursive: true, force: true })
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
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
