import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * SPEC §9: "A submitting button shows a spinner and is disabled during a request, then is
 * restored." The one way to get there (decisions 090 and 119): the call runs through `useAction`
 * (src/lib/use-action.ts), and the button is an `ActionButton` given its `pending`, or a button
 * with `aria-busy`, `disabled` (or `aria-disabled`) and a `Spinner` while it runs.
 *
 * This reads every component and finds each button whose click reaches the server: it calls a
 * server function (an import from a `*.functions` module), one of the browser's REST calls
 * (SPEC §7: `apiRequest` and the sign-in flow's calls built on it) or runs through `useAction`'s
 * `run`, following the click into the handlers the file declares.
 */

const SRC = import.meta.dirname
/** Buttons, and the menu item (a Radix `DropdownMenu.Item`, chosen with `onSelect`). */
const BUTTON_TAGS = new Set(['button', 'Button', 'ActionButton', 'DropdownMenu.Item'])
/** The browser's REST calls (src/lib/api-client.ts and the auth feature's session flow). */
const REST_CALLS = new Set(['apiRequest', 'signOut', 'selectProfile', 'transferToProfile', 'afterLogin'])

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

/** Where a component handed a server call lives: its own file, or the module it is imported from. */
function resolveComponent(from: string, source: string | undefined): string | null {
  if (source === undefined) return from
  const base = source.startsWith('@/')
    ? join(SRC, source.slice(2))
    : source.startsWith('.')
      ? join(dirname(from), source)
      : null
  if (base === null) return null
  return (
    [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts')].find((candidate) =>
      existsSync(candidate),
    ) ?? null
  )
}

interface FileCheck {
  buttons: number
  findings: Finding[]
  /** Props of other components (or of this file's own) that were handed a call past useAction. */
  handOffs: { file: string; prop: string }[]
}

/**
 * Checks one file. `handed` are props this file's components receive that call the server (a
 * route hands a page `onShare={(id) => shareLessonFn(…)}`): the button they reach must run them
 * through useAction as it would an imported server function.
 */
function checkFile(path: string, handed: ReadonlySet<string> = new Set()): FileCheck {
  const code = readFileSync(path, 'utf8')
  const program = parseSync(path, code, { lang: 'tsx' }).program as unknown as AstNode
  const text = (node: AstNode) => code.slice(node.start, node.end)
  const line = (offset: number) => code.slice(0, offset).split('\n').length

  const serverFns = new Set<string>(handed)
  const declarations = new Map<string, string>()
  const actions = new Set<string>()
  const imports = new Map<string, string>()
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as AstNode).value)
      const fromFunctions = /\.functions$/.test(source)
      for (const specifier of node.specifiers as AstNode[]) {
        const local = String((specifier.local as AstNode).name)
        imports.set(local, source)
        const imported = isNode(specifier.imported) ? String(specifier.imported.name) : ''
        if (fromFunctions || REST_CALLS.has(imported)) serverFns.add(local)
      }
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

  // A handler that names a server call calls it (`onClick={onShare}` as well as `() => onShare(id)`).
  const callsServer = (handler: string) =>
    [...serverFns].some((name) => new RegExp(`(^|[^.\\w])${name}\\b`).test(handler))
  const runsAction = (handler: string) =>
    [...actions].some((name) =>
      name === '' ? /(^|[^.\w])run\(/.test(handler) : new RegExp(`\\b${name}\\.run\\(`).test(handler),
    )
  const findings: Finding[] = []
  const handOffs: FileCheck['handOffs'] = []
  let buttons = 0
  const tagOf = (opening: AstNode) =>
    isNode(opening.name) && opening.name.type === 'JSXMemberExpression'
      ? text(opening.name)
      : nameOf(opening.name)
  /** An `ActionButton` given its `pending`, or a button with `aria-busy`, disabled and a `Spinner`. */
  const spinsWhileBusy = (node: AstNode, tag: string) => {
    const opening = node.openingElement as AstNode
    if (tag === 'ActionButton') return attribute(opening, 'pending') !== undefined
    if (tag === 'form.SubmitButton') return true
    const children = (node.children as AstNode[]).map(text).join('')
    return (
      attribute(opening, 'aria-busy') !== undefined &&
      (attribute(opening, 'disabled') !== undefined || attribute(opening, 'aria-disabled') !== undefined) &&
      /<Spinner\b/.test(children)
    )
  }
  walk(program, (node) => {
    if (node.type !== 'JSXElement') return
    const opening = node.openingElement as AstNode
    const tag = tagOf(opening)
    const where = { file: relative(SRC, path), line: line(node.start) }
    if (tag === 'form') {
      // A form whose submit reaches the server: its submit buttons are the ones that must spin.
      const onSubmit = attribute(opening, 'onSubmit')
      const handler = onSubmit && isNode(onSubmit.value) ? expand(text(onSubmit.value), declarations) : ''
      if (!callsServer(handler) && !runsAction(handler)) return
      if (!runsAction(handler))
        findings.push({ ...where, problem: 'submits a server call outside useAction' })
      walk(node, (inner) => {
        if (inner.type !== 'JSXElement' || inner === node) return
        const innerOpening = inner.openingElement as AstNode
        const innerTag = tagOf(innerOpening)
        const type = attribute(innerOpening, 'type')
        const submits =
          innerTag === 'form.SubmitButton' ||
          (BUTTON_TAGS.has(innerTag) &&
            (type ? /submit/.test(text(type)) : innerTag === 'button' && !attribute(innerOpening, 'onClick')))
        if (!submits) return
        buttons++
        if (!spinsWhileBusy(inner, innerTag))
          findings.push({
            file: where.file,
            line: line(inner.start),
            problem: 'does not spin and disable while it runs',
          })
      })
      return
    }
    if (!BUTTON_TAGS.has(tag)) {
      // A component that draws the button (a table row's Skip) and is handed a click that runs an
      // action must be handed its busy state too; handed the call itself, the button it reaches
      // is checked in its own file. Fields and forms (onChange, onSubmit) are the form toolkit's.
      if (!/^[A-Z]/.test(tag) || tag.includes('.')) return
      const passed = (opening.attributes as AstNode[]).filter(
        (attr) =>
          attr.type === 'JSXAttribute' &&
          /^on[A-Z]/.test(nameOf(attr.name)) &&
          !/^on(Change|Submit|Input|Key\w*)$/.test(nameOf(attr.name)) &&
          isNode(attr.value),
      )
      for (const attr of passed) {
        const handler = expand(text(attr.value as AstNode), declarations)
        if (!callsServer(handler) || runsAction(handler)) continue
        const file = resolveComponent(path, imports.get(tag))
        if (file) handOffs.push({ file, prop: nameOf(attr.name) })
        else
          findings.push({ ...where, problem: `hands a server call to ${tag}, which cannot show it running` })
      }
      if (passed.some((attr) => runsAction(expand(text(attr.value as AstNode), declarations)))) {
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
    const onClick = attribute(opening, tag === 'DropdownMenu.Item' ? 'onSelect' : 'onClick')
    const handler = onClick && isNode(onClick.value) ? expand(text(onClick.value), declarations) : ''
    const callsServerFn = callsServer(handler)
    const running = runsAction(handler)
    if (!callsServerFn && !running) return
    buttons++
    if (callsServerFn && !running)
      findings.push({ ...where, problem: 'calls a server function outside useAction' })
    if (!spinsWhileBusy(node, tag))
      findings.push({ ...where, problem: 'does not spin and disable while it runs' })
  })
  return { buttons, findings, handOffs }
}

/** Every file, then again every file a server call was handed into, with the props that carry it. */
function checkAll(files: string[]): FileCheck[] {
  const results: FileCheck[] = []
  const seen = new Set<string>()
  const queue: { file: string; handed: Set<string> }[] = files.map((file) => ({ file, handed: new Set() }))
  for (let next = queue.shift(); next; next = queue.shift()) {
    const key = `${next.file}\n${[...next.handed].sort().join(',')}`
    if (seen.has(key)) continue
    seen.add(key)
    const result = checkFile(next.file, next.handed)
    results.push(result)
    for (const { file, prop } of result.handOffs) {
      const handed = new Set([...(file === next.file ? next.handed : []), prop])
      queue.push({ file, handed })
    }
  }
  return results
}

describe('buttons that call the server (SPEC §9, decision 119)', () => {
  const files = componentFiles(SRC)
  const results = checkAll(files)

  it('tells a busy button from one that is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'busy-buttons-'))
    const check = (name: string, body: string) => {
      const path = join(dir, `${name}.tsx`)
      writeFileSync(
        path,
        `import { shareLessonFn } from '../sharing.functions'\nimport { apiRequest } from '@/lib/api-client'\nexport function X({ item, onShare }) {\n  const action = useAction()\n${body}\n}\n`,
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
    // A REST call, and one handed into another file's menu item (the account menu's Sign out as
    // it was): the item is checked where it is drawn, with the prop that carries the call.
    expect(
      check('fetch', `return <Button onClick={() => apiRequest('auth/profile')}>Check</Button>`),
    ).toEqual(['calls a server function outside useAction', 'does not spin and disable while it runs'])
    writeFileSync(
      join(dir, 'account-menu.tsx'),
      `export function AccountMenu({ onSignOut }) {\n  return <DropdownMenu.Item onSelect={onSignOut}>Sign out</DropdownMenu.Item>\n}\n`,
    )
    const caller = join(dir, 'visitor-menu.tsx')
    const menuOf = (body: string) => {
      writeFileSync(
        caller,
        `import { signOut } from '../session-flow'\nimport { AccountMenu } from './account-menu'\nexport function X() {\n  const action = useAction()\n  return ${body}\n}\n`,
      )
      return checkAll([caller]).flatMap((result) =>
        result.findings.map((finding) => `${finding.file.split('/').at(-1)}: ${finding.problem}`),
      )
    }
    expect(menuOf(`<AccountMenu onSignOut={() => void signOut('/login')} />`)).toEqual([
      'account-menu.tsx: calls a server function outside useAction',
      'account-menu.tsx: does not spin and disable while it runs',
    ])
    expect(
      menuOf(
        `<AccountMenu signOutPending={action.pending} onSignOut={() => action.run('out', () => signOut('/login'))} />`,
      ),
    ).toEqual([])
    // A form that submits to the server: its submit button spins, or the form says why not.
    expect(
      check(
        'form',
        `return <form onSubmit={(event) => { event.preventDefault(); void action.run('save', () => shareLessonFn({ data: item })) }}><button type="submit">Save</button></form>`,
      ).concat(
        check(
          'form-direct',
          `return <form onSubmit={() => shareLessonFn({ data: item })}><ActionButton type="submit" pending={false}>Save</ActionButton></form>`,
        ),
      ),
    ).toEqual(['does not spin and disable while it runs', 'submits a server call outside useAction'])
    // As it should be.
    expect(
      check(
        'good',
        `return <><ActionButton pending={action.isPending('a')} onClick={() => action.run('a', () => shareLessonFn({ data: item }))}>Share</ActionButton>
          <button disabled={action.pending} aria-busy={action.pending} onClick={() => action.run('b', onShare)}>{action.pending ? <Spinner small /> : null}Go</button>
          <ShowRow toggling={action.isPending('c')} onToggle={() => action.run('c', onShare)} />
          <form onSubmit={() => action.run('d', onShare)}><ActionButton type="submit" pending={action.isPending('d')}>Save</ActionButton></form></>`,
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
