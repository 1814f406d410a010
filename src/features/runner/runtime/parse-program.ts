import { type Node, type Program, parse } from 'acorn'

/**
 * Student code parsed the way it runs: as a strict-mode script. The "use strict" directive sits
 * on the first line in front of the code, so line numbers stay the student's own.
 */
const STRICT_PREFIX = '"use strict";'

export type ParseOutcome =
  | { ok: true; program: Program }
  | { ok: false; error: { message: string; line: number; column: number; pos: number } }

export function parseProgram(code: string): ParseOutcome {
  try {
    const program = parse(STRICT_PREFIX + code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      locations: true,
    })
    return { ok: true, program }
  } catch (error) {
    const e = error as { message?: string; loc?: { line: number; column: number }; pos?: number }
    const line = e.loc?.line ?? 1
    const column = (e.loc?.column ?? 0) - (line === 1 ? STRICT_PREFIX.length : 0)
    return {
      ok: false,
      error: {
        message: String(e.message ?? 'Syntax error').replace(/ \(\d+:\d+\)$/, ''),
        line,
        column: Math.max(0, column),
        pos: Math.max(0, (e.pos ?? 0) - STRICT_PREFIX.length),
      },
    }
  }
}

/** Calls `visit` for every node under `root` (root included), parents before children. */
export function walk(root: Node, visit: (node: Node, parent: Node | null) => void): void {
  const stack: [Node, Node | null][] = [[root, null]]
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!
    visit(node, parent)
    const children: Node[] = []
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue
      const value = (node as unknown as Record<string, unknown>)[key]
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) children.push(item)
      } else if (isNode(value)) children.push(value)
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, node])
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** Names bound by a pattern: `x`, `[a, b]`, `{ c, d: e }`, `...rest`, `f = 1`. */
function patternNames(pattern: Node | null | undefined): string[] {
  if (!pattern) return []
  const p = pattern as Node & Record<string, unknown>
  switch (p.type) {
    case 'Identifier':
      return [p.name as string]
    case 'ArrayPattern':
      return (p.elements as (Node | null)[]).flatMap(patternNames)
    case 'ObjectPattern':
      return (p.properties as (Node & { value?: Node; argument?: Node })[]).flatMap((prop) =>
        patternNames(prop.type === 'RestElement' ? prop.argument : prop.value),
      )
    case 'RestElement':
      return patternNames(p.argument as Node)
    case 'AssignmentPattern':
      return patternNames(p.left as Node)
    default:
      return []
  }
}

/** Names the program declares at its top level (functions, variables, classes). */
export function topLevelNames(program: Program): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body) {
    if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
      if (statement.id) names.add(statement.id.name)
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations)
        for (const name of patternNames(declarator.id)) names.add(name)
    }
  }
  return names
}

/** Every name the program declares anywhere, including parameters, for "did you mean". */
export function declaredNames(program: Program): Set<string> {
  const names = new Set<string>()
  walk(program, (node) => {
    const n = node as Node & Record<string, unknown>
    if (n.type === 'VariableDeclarator') for (const name of patternNames(n.id as Node)) names.add(name)
    if (
      n.type === 'FunctionDeclaration' ||
      n.type === 'FunctionExpression' ||
      n.type === 'ArrowFunctionExpression'
    ) {
      if (n.id) names.add((n.id as { name: string }).name)
      for (const param of n.params as Node[]) for (const name of patternNames(param)) names.add(name)
    }
    if (n.type === 'ClassDeclaration' && n.id) names.add((n.id as { name: string }).name)
    if (n.type === 'CatchClause') for (const name of patternNames(n.param as Node | null)) names.add(name)
  })
  return names
}
