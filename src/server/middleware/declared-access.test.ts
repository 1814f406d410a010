import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { isValidInput } from '@/lib/valid-input'
import { flattenedMiddleware, type ServerFnParts, serverFnPartsOf } from '@/test/server-fns'
import { accessDeclarationOf } from './access-declarations'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/**
 * Every server function is a public endpoint (`/_serverFn/…`). This walks all of them, as the app
 * defines them, and holds each to decision 082: its middleware declares who may call it (a guard,
 * or publicAccess with the reason), and input it reads goes through validInput.
 */

const SRC = join(import.meta.dirname, '../..')
const DEFINITION = /=\s*createServerFn\(/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.functions.ts')

async function exportedServerFns(): Promise<{ name: string; parts: ServerFnParts }[]> {
  const found: { name: string; parts: ServerFnParts }[] = []
  for (const [path, load] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(await load())) {
      const parts = serverFnPartsOf(value)
      if (parts) found.push({ name: `${path.replace('/src/', '')}#${exportName}`, parts })
    }
  }
  return found
}

describe('declared access of every server function (decision 082)', () => {
  it('finds every server function: defined only in *.functions.ts files, and all of them exported', async () => {
    const definitions = sourceFiles(SRC).flatMap((path) => {
      const count = readFileSync(path, 'utf8').match(DEFINITION)?.length ?? 0
      return count > 0 ? [{ file: relative(SRC, path), count }] : []
    })
    expect(definitions.filter(({ file }) => !file.endsWith('.functions.ts')).map(({ file }) => file)).toEqual(
      [],
    )
    const defined = definitions.reduce((sum, { count }) => sum + count, 0)
    const exported = await exportedServerFns()
    expect(exported.length).toBeGreaterThan(100)
    expect(exported.length).toBe(defined)
  })

  it('gives every server function a guard or a publicAccess reason', async () => {
    const undeclared = (await exportedServerFns())
      .filter(
        ({ parts }) => !flattenedMiddleware(parts).some((middleware) => accessDeclarationOf(middleware)),
      )
      .map(({ name }) => name)
    expect(undeclared, 'add requireVisitor(...) or publicAccess(why) to their middleware').toEqual([])
  })

  it('validates with validInput in every server function that reads input', async () => {
    const unvalidated = (await exportedServerFns())
      .filter(({ parts }) =>
        parts.validator === undefined
          ? /\bdata\b/.test(String(parts.handler))
          : !isValidInput(parts.validator),
      )
      .map(({ name }) => name)
    expect(unvalidated, 'add .validator(validInput(schema)) with the schema in the feature').toEqual([])
  })
})
