import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No author or student code runs in a server process's own realm (docs/decisions/033-server-sandbox.md):
 * nothing the server loads may reach the engine (`run-program`, which compiles code with
 * `new Function`) or `node:vm`, or compile code itself. Only the sandbox runs programs, and it
 * gets the engine as a bundled script it evaluates inside QuickJS. The browser's worker and the
 * tests may use the engine directly.
 */
const root = process.cwd()
const ENGINE = path.join(root, 'src/features/runner/runtime/run-program.ts')
const VM = /^(?:node:)?vm$/

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.endsWith('.d.ts')
const source = (file: string) => readFileSync(file, 'utf8')

/** Every module the server loads on its own account: the roots of the walk below. */
function serverModules(): string[] {
  const all = walk(path.join(root, 'src')).filter((file) => /\.tsx?$/.test(file) && !isTest(file))
  const serverRoutes = all.filter(
    (file) => file.includes(`${path.sep}routes${path.sep}`) && /server:\s*\{/.test(source(file)),
  )
  return [
    ...all.filter((file) => /\.(server|functions)\.ts$/.test(file)),
    ...all.filter((file) => file.startsWith(path.join(root, 'src/server') + path.sep)),
    path.join(root, 'src/server.ts'),
    ...serverRoutes,
    ...walk(path.join(root, 'scripts')).filter((file) => file.endsWith('.ts') && !isTest(file)),
  ]
}

/** Comments removed, so a sentence about `new Function` is not mistaken for a use of it. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** The modules a file imports at run time (type-only imports are erased and load nothing). */
function valueImports(text: string): string[] {
  const specifiers: string[] = []
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/g
  for (const match of text.matchAll(statement)) {
    const [, , typeOnly, clause, specifier] = match
    if (typeOnly) continue
    const names = /^\{([\s\S]*)\}$/.exec(clause!.trim())?.[1]
    if (names?.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()))) continue
    specifiers.push(specifier!)
  }
  for (const match of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) specifiers.push(match[1]!)
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!)
  return specifiers
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('~/')
      ? path.join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

interface Finding {
  file: string
  problem: string
  via: string[]
}

function findings(): Finding[] {
  const found: Finding[] = []
  const seen = new Map<string, string[]>()
  const queue = serverModules().map((file) => ({ file, via: [] as string[] }))
  while (queue.length > 0) {
    const { file, via } = queue.shift()!
    if (seen.has(file)) continue
    seen.set(file, via)
    const relative = path.relative(root, file)
    if (file === ENGINE) {
      found.push({ file: relative, problem: 'the engine (runProgram) is loaded', via })
      continue
    }
    const text = code(source(file))
    if (/\bnew\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*['"`]/.test(text))
      found.push({ file: relative, problem: 'compiles code with Function', via })
    if (/(?<![\w$.])eval\s*\(/.test(text)) found.push({ file: relative, problem: 'calls eval', via })
    for (const specifier of valueImports(text)) {
      if (VM.test(specifier)) {
        found.push({ file: relative, problem: `imports ${specifier}`, via })
        continue
      }
      const target = resolveImport(file, specifier)
      if (target && /\.tsx?$/.test(target)) queue.push({ file: target, via: [...via, relative] })
    }
  }
  return found
}

describe('no author code on the server', () => {
  it('no server module loads the engine or node:vm, or compiles code, directly or through its imports', () => {
    expect(findings()).toEqual([])
  })

  it('would notice: the walk finds the engine behind the browser worker and a planted vm import', () => {
    const worker = path.join(root, 'src/features/runner/sandbox/worker/runner-worker.ts')
    expect(valueImports(source(worker)).map((specifier) => resolveImport(worker, specifier))).toContain(
      ENGINE,
    )
    expect(
      valueImports("import vm from 'node:vm'\nimport type { A } from './a'\nimport { type B } from './b'"),
    ).toEqual(['node:vm'])
    expect(code('// new Function here\nconst f = new Function("x")')).toMatch(/new Function/)
    expect(code('/* eval(x) */ run()')).not.toMatch(/eval/)
  })

  it('walks every kind of server module', () => {
    const roots = serverModules().map((file) => path.relative(root, file))
    expect(roots).toEqual(
      expect.arrayContaining([
        'src/features/template-editor/template-editor.server.ts',
        'src/features/lessons/lessons.server.ts',
        'src/server/db/seed/courses.ts',
        'src/server/sandbox/sandbox.ts',
        'src/server.ts',
        'src/routes/api/health.ts',
        'scripts/db-seed.ts',
      ]),
    )
  })
})
