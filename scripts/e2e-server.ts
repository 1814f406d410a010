// The server the end-to-end tests run against: the production build on a fresh embedded database.
import { rmSync } from 'node:fs'

const dir = process.env.PGLITE_DIR ?? '.data/e2e'
if (!dir.startsWith('.data/')) throw new Error(`Refusing to wipe ${dir}: e2e data must live under .data/`)
rmSync(dir, { recursive: true, force: true })
await import('./start.ts')
