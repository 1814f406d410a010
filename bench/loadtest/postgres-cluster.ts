// A PostgreSQL server of the load test's own, so that it can be restarted in the middle of a run
// without touching anyone else's: `initdb` into a temporary folder and `pg_ctl` on its own port,
// as the `postgres` system user when the test runs as root (PostgreSQL refuses to run as root).
// Where PostgreSQL's programs are not installed, the load runs on the server it was given and the
// restart is skipped.
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface OwnPostgres {
  url: string
  restart: () => void
  stop: () => void
}

function binaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? join(root, version, 'bin') : null
  return bin && existsSync(join(bin, 'initdb')) ? bin : null
}

export function startOwnPostgres(port: number): OwnPostgres | null {
  const bin = binaries()
  if (!bin) return null
  const asRoot = process.getuid?.() === 0
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, program), args, { stdio: 'pipe' })
  const dir = mkdtempSync(join(tmpdir(), 'codeschool-loadtest-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  if (asRoot) execFileSync('chown', ['postgres', dir])
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), ...args])
  pgCtl('-o', options, 'start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-o', options, 'restart'),
    stop: () => {
      try {
        pgCtl('-m', 'immediate', 'stop')
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
