import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * SPEC §9: "A submitting button shows a spinner and is disabled during a request, then is
 * restored." The one way to get there (decisions 090 and 119): the call runs through `useAction`
 * (src/lib/use-action.ts), and the button is an `ActionButton` given its `pending`, or a button
 * with `aria-busy`, `disabled` (or `aria-disabled`) and a `Spinner` while it runs.
 *
 * This reads every component and finds each button whose click reaches the server: it calls a
 * server function (an import from a `*.functions` module) or runs through `useAction`'s `run`,
 * following the click into the handlers the file declares.
 */

const SRC = import.meta.dirname
const BUTTON_TAGS = new Set(['button', 'Button', 'ActionButton'])

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return componentFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

interface Finding {
  file: string
  line: number
  problem: string
}

/** An ESTree node of oxc's parser (what `vite` exports), as far as this test reads it. */
interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

function walk(node: AstNode, visit: (node: AstNode) => void) {
  visit(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit)
    if (isNode(value)) walk(value, visit)
  }
}

const nameOf = (node: unknown): string =>
  isNode(node) && node.type === 'JSXIdentifier' ? String(node.name) : ''

function attribute(opening: AstNode, name: string): AstNode | undefined {
  return (opening.attributes as AstNode[]).find(
    (attr) => attr.type === 'JSXAttribute' && nameOf(attr.name) === name,
  )
}

/** A function the file declares: `() => …`, `function () {…}` or `useCallback(…)`. */
function isHandler(init: AstNode, text: (node: AstNode) => string): boolean {
  return (
    init.type === 'ArrowFunctionExpression' ||
    init.type === 'FunctionExpression' ||
    (init.type === 'CallExpression' && /^useCallback\b/.test(text(init)))
  )
}

/** The text of a handler with the bodies of the file's own functions it names, two levels deep. */
function expand(text: string, declarations: Map<string, string>, depth = 2): string {
  if (depth === 0) return text
  let expanded = text
  for (const [name, body] of declarations) {
    if (new RegExp(`\\b${name}\\b`).test(text) && body !== text) {
      expanded += `\n${expand(body, declarations, depth - 1)}`
    }
  }
  return expanded
}

function checkFile(path: string): { buttons: number; findings: Finding[] } {
  const code = readFileSync(path, 'utf8')
  const program = parseSync(path, code, { lang: 'tsx' }).program as unknown as AstNode
  const text = (node: AstNode) => code.slice(node.start, node.end)
  const line = (offset: number) => code.slice(0, offset).split('\n').length

  const serverFns = new Set<string>()
  const declarations = new Map<string, string>()
  const actions = new Set<string>()
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration' && /\.functions$/.test(String((node.source as AstNode).value))) {
      for (const specifier of node.specifiers as AstNode[])
        serverFns.add(String((specifier.local as AstNode).name))
    }
    if (node.type === 'VariableDeclarator' && isNode(node.id) && isNode(node.init)) {
      const init = node.init
      // `const action = useAction()`, `const { run } = useAction()`: the names of the shared busy state.
      if (init.type === 'CallExpression' && /^useAction\b/.test(text(init))) {
        if (node.id.type === 'Identifier') actions.add(String(node.id.name))
        else actions.add('')
      }
      if (node.id.type === 'Identifier' && isHandler(init, text))
        declarations.set(String(node.id.name), text(init))
    }
    if (node.type === 'FunctionDeclaration' && isNode(node.id) && isNode(node.body)) {
      const name = String(node.id.name)
      if (!/^[A-Z]/.test(name)) declarations.set(name, text(node.body))
    }
  })

  const runsAction = (handler: string) =>
    [...actions].some((name) =>
      name === '' ? /(^|[^.\w])run\(/.test(handler) : new RegExp(`\\b${name}\\.run\\(`).test(handler),
    )
  const findings: Finding[] = []
  let buttons = 0
  walk(program, (node) => {
    if (node.type !== 'JSXElement') return
    const opening = node.openingElement as AstNode
    const tag = nameOf(opening.name)
    const where = { file: relative(SRC, path), line: line(node.start) }
    if (!BUTTON_TAGS.has(tag)) {
      // A component that draws the button (a table row's Skip) and is handed a click that runs an
      // action must be handed its busy state too. Fields and forms (onChange, onSubmit) are the
      // form toolkit's.
      if (!/^[A-Z]/.test(tag)) return
      const handed = (opening.attributes as AstNode[]).filter(
        (attr) =>
          attr.type === 'JSXAttribute' &&
          /^on[A-Z]/.test(nameOf(attr.name)) &&
          !/^on(Change|Submit|Input|Key\w*)$/.test(nameOf(attr.name)) &&
          isNode(attr.value),
      )
      if (handed.some((attr) => runsAction(expand(text(attr.value as AstNode), declarations)))) {
        buttons++
        const busyHanded = (opening.attributes as AstNode[]).some(
          (attr) =>
            attr.type === 'JSXAttribute' &&
            (/pending|busy/i.test(nameOf(attr.name)) || /isPending\(|pendingKey/.test(text(attr))),
        )
        if (!busyHanded)
          findings.push({ ...where, problem: 'is handed a server call but not which one is running' })
      }
      return
    }
    const onClick = attribute(opening, 'onClick')
    const handler = onClick && isNode(onClick.value) ? expand(text(onClick.value), declarations) : ''
    const callsServerFn = [...serverFns].some((name) => new RegExp(`\\b${name}\\(`).test(handler))
    const running = runsAction(handler)
    if (!callsServerFn && !running) return
    buttons++
    if (callsServerFn && !running)
      findings.push({ ...where, problem: 'calls a server function outside useAction' })
    const children = (node.children as AstNode[]).map(text).join('')
    const busy =
      tag === 'ActionButton'
        ? attribute(opening, 'pending') !== undefined
        : attribute(opening, 'aria-busy') !== undefined &&
          (attribute(opening, 'disabled') !== undefined ||
            attribute(opening, 'aria-disabled') !== undefined) &&
          /<Spinner\b/.test(children)
    if (!busy) findings.push({ ...where, problem: 'does not spin and disable while it runs' })
  })
  return { buttons, findings }
}

describe('buttons that call the server (SPEC §9, decision 119)', () => {
  const files = componentFiles(SRC)
  const results = files.map(checkFile)

  it('tells a busy button from one that is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'busy-buttons-'))
    const check = (name: string, body: string) => {
      const path = join(dir, `${name}.tsx`)
      writeFileSync(
        path,
        `import { shareLessonFn } from '../sharing.functions'\nexport function X({ item, onShare }) {\n  const action = useAction()\n${body}\n}\n`,
      )
      return checkFile(path).findings.map((finding) => finding.problem)
    }
    // Share as it was: disabled and aria-busy, but no spinner.
    expect(
      check(
        'share',
        `return <button disabled={action.pending} aria-busy={action.isPending(item.id) || undefined} onClick={() => void action.run(item.id, () => onShare(item.id))}><Link2 />Share</button>`,
      ),
    ).toEqual(['does not spin and disable while it runs'])
    // A call past the shared busy state.
    expect(
      check('direct', `return <Button onClick={() => shareLessonFn({ data: item })}>Share</Button>`),
    ).toEqual(['calls a server function outside useAction', 'does not spin and disable while it runs'])
    // The import preview's row as it was: handed the click, and only "something is running".
    expect(
      check(
        'row',
        `return <ShowRow disabled={action.pending} onToggle={() => action.run('toggle-1', () => onShare(1))} />`,
      ),
    ).toEqual(['is handed a server call but not which one is running'])
    // Through a handler the file declares, as Edit lesson does.
    expect(
      check(
        'handler',
        `const open = () => action.run('open', () => shareLessonFn({ data: item }))\n  return <button disabled={action.pending} aria-busy={action.pending} onClick={open}><Pencil />Edit lesson</button>`,
      ),
    ).toEqual(['does not spin and disable while it runs'])
    // As it should be.
    expect(
      check(
        'good',
        `return <><ActionButton pending={action.isPending('a')} onClick={() => action.run('a', () => shareLessonFn({ data: item }))}>Share</ActionButton>
          <button disabled={action.pending} aria-busy={action.pending} onClick={() => action.run('b', onShare)}>{action.pending ? <Spinner small /> : null}Go</button>
          <ShowRow toggling={action.isPending('c')} onToggle={() => action.run('c', onShare)} /></>`,
      ),
    ).toEqual([])
  })

  it('finds them', () => {
    // The four the audit named are among them, so the search sees through props and handlers.
    const total = results.reduce((sum, result) => sum + result.buttons, 0)
    expect(total).toBeGreaterThan(40)
  })

  it('each one goes through useAction, spins, is disabled and is restored', () => {
    expect(results.flatMap((result) => result.findings)).toEqual([])
  })
})
