import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dataFolderProblem } from './data-folder'

const made: string[] = []
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codeschool-data-folder-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) {
    chmodSync(dir, 0o700)
    rmSync(dir, { recursive: true, force: true })
  }
})

describe('the start-up check of the embedded database folder (the image’s .data)', () => {
  it('makes a missing folder and passes when it can write there', () => {
    const dir = join(folder(), 'nested', 'pglite')
    expect(dataFolderProblem(dir)).toBeNull()
  })

  it('names the folder and what to change when a file stands where the folder should be', () => {
    const parent = folder()
    writeFileSync(join(parent, 'data'), '')
    const problem = dataFolderProblem(join(parent, 'data', 'pglite'))
    expect(problem).toContain(`${parent}/data/pglite cannot be written`)
    expect(problem).toMatch(/set PGLITE_DIR to a folder it can write, or set DATABASE_URL/)
  })

  it('refuses a folder owned by someone else, as /app/.data was for the image’s `node` user', () => {
    const dir = folder()
    chmodSync(dir, 0o755)
    const target = join(dir, 'pglite')
    const check = `import { dataFolderProblem } from ${JSON.stringify(join(import.meta.dirname, 'data-folder.ts'))}
      console.log(JSON.stringify(dataFolderProblem(${JSON.stringify(target)})))`
    // As root, run the check as an unprivileged user (root writes anywhere); otherwise take the
    // write permission away from the folder.
    const root = process.getuid?.() === 0
    if (!root) chmodSync(dir, 0o555)
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', check], {
      encoding: 'utf8',
      ...(root ? { uid: 65534, gid: 65534 } : {}),
    })
    expect(result.stderr).toBe('')
    const problem = JSON.parse(result.stdout) as string | null
    expect(problem).toMatch(/cannot be written \(EACCES\)/)
    expect(problem).toContain(target)
  })
})
