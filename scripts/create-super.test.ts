import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** `npm run create-super` from the environment, on an embedded database of its own (PGlite). */
const dir = mkdtempSync(join(tmpdir(), 'codeschool-create-super-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function createSuper(env: Record<string, string>): SpawnSyncReturns<string> {
  const { SUPER_EMAIL: _e, SUPER_NAME: _n, SUPER_PASSWORD: _p, DATABASE_URL: _d, ...inherited } = process.env
  return spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/create-super.ts'], {
    env: { ...inherited, PGLITE_DIR: join(dir, 'db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 60_000,
  })
}

// Each run starts Node and, for the last test, migrates a fresh embedded database twice: on a busy
// 2-core machine that took 70 s, so the bound is each run's own (60 s) times two, not Vitest's 30 s.
describe('npm run create-super', { timeout: 150_000 }, () => {
  it('without a terminal and without SUPER_EMAIL / SUPER_PASSWORD: says what to set, creates nothing', () => {
    const run = createSuper({})
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Set SUPER_EMAIL and SUPER_PASSWORD')
  })

  it('refuses a weak password before touching the database', () => {
    const run = createSuper({ SUPER_EMAIL: 'root@codeschool.test', SUPER_PASSWORD: 'password123' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Nothing was created:\n  password: That password is too easy to guess.')
  })

  it('creates the account from the environment once, and refuses the same email the second time', () => {
    const env = {
      SUPER_EMAIL: 'root@codeschool.test',
      SUPER_NAME: 'Robin Root',
      SUPER_PASSWORD: 'a long walk to the harbour',
    }
    const first = createSuper(env)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain(
      'Super admin root@codeschool.test created. Sign in at http://localhost:3000/login',
    )
    const second = createSuper(env)
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('root@codeschool.test is already a super admin. Nothing was changed')
  })
})
