import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * Features have a direction (decision 170): the order written in docs/architecture.md (the
 * `feature-order` block) says which feature sits below which, and a feature imports only features
 * below it. This reads the imports of every file of src/features (tests left out) as the build sees
 * them: type-only imports load nothing and do not count; `export … from` and `import()` do. Routes
 * sit above every feature and src/lib, src/components, src/server and src/access below them all;
 * neither is read here. The kernel (src/kernel: the lesson content format and the runner's
 * engine-free protocol, decision 198) sits below every feature and imports none, not even a type.
 */

const ROOT = path.join(import.meta.dirname, '..')
const FEATURES = path.join(ROOT, 'src/features')
const KERNEL = path.join(ROOT, 'src/kernel')
const ORDER_DOC = path.join(ROOT, 'docs/architecture.md')

/** The modules a file loads at run time, as written (type-only imports and exports left out). */
function valueImports(file: string, text: string): string[] {
  const { module, errors } = parseSync(file, text)
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`)
  const specifiers: string[] = []
  for (const entry of module.staticImports) {
    // `import './x'` loads x; `import { type A } from './x'` loads nothing (the compiler drops it).
    if (entry.entries.length === 0 || entry.entries.some((name) => !name.isType)) {
      specifiers.push(entry.moduleRequest.value)
    }
  }
  for (const entry of module.staticExports) {
    for (const name of entry.entries) {
      if (name.moduleRequest && !name.isType) specifiers.push(name.moduleRequest.value)
    }
  }
  for (const entry of module.dynamicImports) {
    const written = text.slice(entry.moduleRequest.start, entry.moduleRequest.end)
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(written)
    if (!literal)
      throw new Error(`${file}: import(${written}) names no fixed module; the order cannot be checked`)
    specifiers.push(literal[2]!)
  }
  return [...new Set(specifiers)]
}

/** The feature a specifier of this file lands in, or null (a package, or src outside the features). */
function featureOf(from: string, specifier: string): string | null {
  const target = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('~/')
      ? path.join(ROOT, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null
  if (!target) return null
  const inside = path.relative(FEATURES, target)
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null
  return inside.split(path.sep)[0] ?? null
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

interface Edge {
  from: string
  to: string
  /** `src/features/x/file.ts imports '@/features/y/z'` */
  where: string
}

/** Every value import from one feature into another. */
function featureEdges(): Edge[] {
  return sourceFiles(FEATURES).flatMap((file) => {
    const from = path.relative(FEATURES, file).split(path.sep)[0]!
    const where = path.relative(ROOT, file)
    return valueImports(file, readFileSync(file, 'utf8')).flatMap((specifier) => {
      const to = featureOf(file, specifier)
      return to && to !== from ? [{ from, to, where: `${where} imports '${specifier}'` }] : []
    })
  })
}

/**
 * The written order: each line of the `feature-order` block is a chain, `a, b < c < d`, lowest
 * first (a and b below c, c below d); `*` is every feature the chain does not name. The order is
 * what the chains give, followed through. `names` are the features named (not through `*`).
 */
function writtenOrder(
  markdown: string,
  features: readonly string[],
): { names: string[]; below: Map<string, Set<string>> } {
  const block = /```feature-order\n([\s\S]*?)```/.exec(markdown)?.[1]
  if (block === undefined) throw new Error('docs/architecture.md has no ```feature-order block')
  const names: string[] = []
  const below = new Map<string, Set<string>>()
  const belowOf = (name: string) => below.get(name) ?? below.set(name, new Set()).get(name)!
  for (const line of block.split('\n')) {
    const chain = line.replace(/#.*/, '').trim()
    if (!chain) continue
    const written = chain.split('<').map((level) => level.split(',').map((name) => name.trim()))
    const named = written.flat().filter((name) => name !== '*')
    const levels = written.map((level) =>
      level.flatMap((name) =>
        name === '*' ? features.filter((feature) => !named.includes(feature)) : [name],
      ),
    )
    names.push(...named)
    for (const [index, level] of levels.entries()) {
      for (const name of level) {
        for (const lower of levels.slice(0, index).flat()) belowOf(name).add(lower)
      }
    }
  }
  // Followed through: below c and c below d puts it below d.
  let grew = true
  while (grew) {
    grew = false
    for (const lowers of below.values()) {
      for (const lower of [...lowers]) {
        for (const further of below.get(lower) ?? []) {
          if (!lowers.has(further)) {
            lowers.add(further)
            grew = true
          }
        }
      }
    }
  }
  return { names, below }
}

/** Groups of features that reach each other through their imports (Tarjan), each with its edges. */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return groups
}

describe('reading imports', () => {
  const text = [
    "import type { A } from './a'",
    "import { type B, type C } from './b'",
    "import { type D, E } from './d'",
    'import {',
    '  F,',
    '  G,',
    "} from './f'",
    "export { H } from './h'",
    "export type { I } from './i'",
    "export * from './j'",
    "import './k'",
    "const lazy = () => import('./l')",
    '// import { M } from "./m"',
    'const words = "import { N } from \'./n\'"',
  ].join('\n')

  it('counts what loads a module: value imports on one line or several, re-exports, side effects, import()', () => {
    expect(valueImports('x.tsx', text).sort()).toEqual(['./d', './f', './h', './j', './k', './l'])
  })

  it('names a feature from the alias or a relative path, and nothing for packages or shared code', () => {
    const file = path.join(FEATURES, 'lessons/components/player.tsx')
    expect(featureOf(file, '@/features/runner/runner.schemas')).toBe('runner')
    expect(featureOf(file, '@/features/progress')).toBe('progress')
    expect(featureOf(file, '../lessons.queries')).toBe('lessons')
    expect(featureOf(file, '../../courses/courses.queries')).toBe('courses')
    expect(featureOf(file, '@/lib/use-action')).toBeNull()
    expect(featureOf(file, '@/kernel/lesson-content')).toBeNull()
    expect(featureOf(file, 'react')).toBeNull()
  })

  it('reads the written chains, followed through; `*` is every feature the chain does not name', () => {
    const markdown = '```feature-order\n# lowest first\ne < *\na, b < c  # why\nc < d\n```'
    const { names, below } = writtenOrder(markdown, ['a', 'b', 'c', 'd', 'e'])
    expect(names).toEqual(['e', 'a', 'b', 'c', 'c', 'd'])
    expect([...(below.get('d') ?? [])].sort()).toEqual(['a', 'b', 'c', 'e'])
    expect([...(below.get('a') ?? [])]).toEqual(['e'])
    expect(below.get('e')).toBeUndefined()
  })

  it('finds a cycle of three features', () => {
    const edge = (from: string, to: string) => ({ from, to, where: '' })
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([
      ['a', 'b', 'c'],
    ])
  })
})

describe('the features have a direction (decision 170)', () => {
  const features = readdirSync(FEATURES).filter((name) => statSync(path.join(FEATURES, name)).isDirectory())
  const order = writtenOrder(readFileSync(ORDER_DOC, 'utf8'), features)
  const edges = featureEdges()

  it('places every feature of src/features in the written order, and nothing else', () => {
    const placed = new Set(order.names)
    expect(
      features.filter((name) => !placed.has(name)),
      'add the new feature to the feature-order block of docs/architecture.md',
    ).toEqual([])
    expect(
      [...placed].filter((name) => !features.includes(name)),
      'no such folder in src/features',
    ).toEqual([])
  })

  it('writes an order: no feature ends up below itself', () => {
    expect([...order.below].filter(([name, lowers]) => lowers.has(name)).map(([name]) => name)).toEqual([])
  })

  it('reads imports across features (the check below has something to check)', () => {
    expect(edges.length).toBeGreaterThan(50)
  })

  it('has no cycle among the features', () => {
    expect(
      cycles(edges).map((group) =>
        edges.filter(({ from, to }) => group.includes(from) && group.includes(to)).map(({ where }) => where),
      ),
    ).toEqual([])
  })

  it('imports only features below the importing one', () => {
    const upward = edges
      .filter(({ from, to }) => !order.below.get(from)?.has(to))
      .map(({ from, to, where }) => `${where}: ${to} is not below ${from}`)
    expect(
      upward,
      'move the shared piece down, or let the route pass the widget in (docs/architecture.md, feature order)',
    ).toEqual([])
  })
})

/** Every module a file names, type-only imports included. */
function allImports(file: string, text: string): string[] {
  const { module, errors } = parseSync(file, text)
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`)
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((name) => name.moduleRequest?.value ?? []),
    ),
    ...module.dynamicImports.map((entry) =>
      text.slice(entry.moduleRequest.start + 1, entry.moduleRequest.end - 1),
    ),
  ]
}

describe('the kernel imports no feature (decision 198)', () => {
  const files = sourceFiles(KERNEL)

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(5)
  })

  it('names no feature, route, component or server module, not even for a type', () => {
    const outward = files.flatMap((file) =>
      allImports(file, readFileSync(file, 'utf8'))
        .filter((specifier) => {
          const target = specifier.startsWith('@/')
            ? path.join(ROOT, 'src', specifier.slice(2))
            : specifier.startsWith('.')
              ? path.resolve(path.dirname(file), specifier)
              : null
          if (!target) return false
          const inside = path.relative(path.join(ROOT, 'src'), target)
          return /^(features|routes|components|server)(\/|$)/.test(inside)
        })
        .map((specifier) => `${path.relative(ROOT, file)} imports '${specifier}'`),
    )
    expect(
      outward,
      'the kernel is below every feature: move the piece into the kernel or leave it out',
    ).toEqual([])
  })
})
