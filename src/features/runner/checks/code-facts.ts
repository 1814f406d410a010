import type { Node } from 'acorn'
import type { CodeConstruct } from '@/kernel/lesson-content/lesson-content.schemas'
import { parseProgram, walk } from '../runtime/parse-program'

/** What a program's code is made of, for the code-* checks. Null facts: the code does not parse. */
export interface CodeFacts {
  constructs: Set<CodeConstruct>
  /** Calls by name: `forward`, `console.log`, the child's own functions. */
  calls: Map<string, number>
  /** Statements, not counting blocks `{}` or the `let` inside `for (let …)`. */
  statements: number
}

type AnyNode = Node & Record<string, unknown>

const LOOPS = new Set([
  'ForStatement',
  'ForOfStatement',
  'ForInStatement',
  'WhileStatement',
  'DoWhileStatement',
])
const FOR_LOOPS = new Set(['ForStatement', 'ForOfStatement', 'ForInStatement'])
const COMPARISONS = new Set(['<', '>', '<=', '>=', '===', '!==', '==', '!='])
const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression'])

/** Code facts as plain data, as an engine reports them in a message (Python's, from its own syntax tree). */
export interface PlainCodeFacts {
  constructs: string[]
  calls: Record<string, number>
  statements: number
}

/** Facts an engine reported, as the checks read them. */
export function codeFactsOf(facts: PlainCodeFacts): CodeFacts {
  return {
    constructs: new Set(facts.constructs as CodeConstruct[]),
    calls: new Map(Object.entries(facts.calls)),
    statements: facts.statements,
  }
}

export function codeFacts(code: string): CodeFacts | null {
  const parsed = parseProgram(code)
  if (!parsed.ok) return null
  const parents = new Map<Node, Node | null>()
  const constructs = new Set<CodeConstruct>()
  const calls = new Map<string, number>()
  let statements = 0

  const inside = (node: Node, test: (ancestor: AnyNode, child: Node) => boolean): boolean => {
    let child = node
    for (let parent = parents.get(node); parent; child = parent, parent = parents.get(parent)) {
      if (test(parent as AnyNode, child)) return true
    }
    return false
  }
  const isForHead = (node: Node) => {
    const parent = parents.get(node) as AnyNode | undefined
    return !!parent && FOR_LOOPS.has(parent.type) && (parent.init === node || parent.left === node)
  }
  const inForTest = (node: Node) =>
    inside(
      node,
      (ancestor, child) =>
        ancestor.type === 'ForStatement' && (ancestor.test === child || ancestor.update === child),
    )
  const namedFunction = (node: AnyNode) => {
    if (node.type === 'FunctionDeclaration') return true
    if (!FUNCTIONS.has(node.type)) return false
    const parent = parents.get(node) as AnyNode | undefined
    return parent?.type === 'VariableDeclarator' && parent.init === node
  }

  walk(parsed.program, (node, parent) => {
    parents.set(node, parent)
    const n = node as AnyNode
    if (
      /(Statement|Declaration)$/.test(n.type) &&
      n.type !== 'BlockStatement' &&
      n.type !== 'EmptyStatement'
    ) {
      // Directives ("use strict", which parsing puts in front) are not the child's statements.
      if (!n.directive && !isForHead(n)) statements++
    }
    if (LOOPS.has(n.type)) {
      constructs.add('loop').add('repeat')
      constructs.add(FOR_LOOPS.has(n.type) ? 'for' : 'while')
      if (inside(n, (ancestor) => LOOPS.has(ancestor.type))) constructs.add('nested-loop')
    }
    if (namedFunction(n)) {
      constructs.add('function')
      if ((n.params as Node[]).length > 0) constructs.add('parameter')
    }
    switch (n.type) {
      case 'ReturnStatement':
        if (n.argument) constructs.add('return')
        break
      case 'IfStatement':
        constructs.add('if')
        if (n.alternate) constructs.add('else')
        break
      case 'VariableDeclaration':
        if (!isForHead(n)) constructs.add('variable')
        break
      case 'ArrayExpression':
        constructs.add('array')
        break
      case 'TemplateLiteral':
        if ((n.expressions as Node[]).length > 0) constructs.add('template-literal')
        break
      case 'BinaryExpression':
        if (COMPARISONS.has(n.operator as string) && !inForTest(n)) constructs.add('comparison')
        break
      case 'LogicalExpression':
        constructs.add('logical')
        break
      case 'UnaryExpression':
        if (n.operator === '!') constructs.add('logical')
        break
      case 'CallExpression': {
        const name = calleeName(n.callee as AnyNode)
        if (name) calls.set(name, (calls.get(name) ?? 0) + 1)
        if (name === 'onMessage') constructs.add('event')
        if (name === 'random' || name === 'Math.random') constructs.add('random')
        break
      }
    }
  })
  return { constructs, calls, statements }
}

function calleeName(callee: AnyNode): string | null {
  if (callee.type === 'Identifier') return callee.name as string
  if (callee.type === 'MemberExpression' && !callee.computed) {
    const object = callee.object as AnyNode
    const property = callee.property as AnyNode
    if (object.type === 'Identifier' && property.type === 'Identifier')
      return `${object.name}.${property.name}`
  }
  return null
}
