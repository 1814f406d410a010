/**
 * The start-up check of the embedded database's folder (PGLITE_DIR): the server must be able to
 * create it and write in it, or it stops at once with a sentence that says what to change, not a
 * stack trace from deep inside the database. Plain TypeScript without path aliases, so
 * scripts/start.ts (run by Node directly) can use it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** null when `dir` exists (or was made) and a file can be written in it; otherwise what is wrong. */
export function dataFolderProblem(dir: string): string | null {
  const path = resolve(dir)
  const probe = `${path}/.write-check-${process.pid}`
  try {
    mkdirSync(path, { recursive: true })
    writeFileSync(probe, '')
    rmSync(probe, { force: true })
    return null
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    const uid = typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''
    return (
      `The embedded database's folder ${path} cannot be written (${code}). ` +
      `Give the user this server runs as${uid} write access to it, set PGLITE_DIR to a folder it can ` +
      'write, or set DATABASE_URL to use PostgreSQL.'
    )
  }
}
