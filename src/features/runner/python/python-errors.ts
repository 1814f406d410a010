import type {
  MistakeExplanation,
  MistakeSentence,
  PyTurtleMistake,
} from '@/kernel/runner-protocol/mistake-sentence'
import { englishExplanation } from '../runtime/mistake-english'
import type { RunError, RunErrorKind } from '../runtime/run-program'

/** A Python error as the harness (harness.py) describes it. */
export interface PythonError {
  type: string
  message: string
  /** The line of the child's program, when the error happened in it. */
  line?: number | null
  /** The line's text (syntax errors). */
  text?: string
  /** The unknown name (NameError, AttributeError) and a close name the program or Python knows. */
  name?: string
  suggestion?: string
  /** The error came from the runner's own functions (their message is already in plain words). */
  fromHost?: boolean
  /** The turtle's own mistake as a key and values, when turtle.py raised it. */
  said?: { key?: unknown }
}

const TURTLE_KEYS: ReadonlySet<string> = new Set<PyTurtleMistake['key']>([
  'py-turtle-cannot',
  'py-turtle-number',
  'py-turtle-colour',
  'py-turtle-colour-range',
  'py-turtle-goto',
  'py-turtle-speed',
  'py-turtle-place',
  'py-turtle-pensize',
  'py-turtle-shape',
  'py-turtle-colormode',
  'py-turtle-mode',
])

/** turtle.py's key and values, when the harness passed a key the page knows. */
function turtleSaid(said: PythonError['said']): PyTurtleMistake | undefined {
  return said && typeof said.key === 'string' && TURTLE_KEYS.has(said.key)
    ? (said as PyTurtleMistake)
    : undefined
}

/** The first `'…'` in a Python message, e.g. the statement in "after 'for' statement on line 2". */
const quoted = (message: string) => /'([^']+)'/.exec(message)?.[1]

/**
 * What went wrong, in words an 11-year-old can act on, as a key and values (decision 220;
 * `englishExplanation` says it in the engine's English). Without the "Line 3:" a JavaScript
 * mistake starts with: Python's sentences name their line themselves.
 */
function explain(error: PythonError, line: number | undefined): MistakeExplanation {
  const { type, message } = error
  const at = line === undefined ? {} : { line }
  if (type === 'IndentationError' || type === 'TabError') {
    const after = /expected an indented block after '?([\w ]+?)'? statement on line (\d+)/.exec(message)
    if (after) return { key: 'py-indent-after', statement: after[1]!, after: Number(after[2]) }
    if (/unexpected indent/.test(message)) return { key: 'py-unexpected-indent', ...at }
    if (/unindent does not match|inconsistent/.test(message)) return { key: 'py-indent-mismatch', ...at }
    return { key: 'py-indent', ...at }
  }
  if (type === 'SyntaxError') {
    const expected = /^expected '(.+)'$/.exec(message)
    if (expected) return { key: 'py-expected', token: expected[1]!, ...at }
    const unclosed = /^'(.)' was never closed$/.exec(message)
    if (unclosed) return { key: 'py-never-closed', bracket: unclosed[1]!, ...at }
    const unmatched = /^unmatched '(.)'$/.exec(message)
    if (unmatched) return { key: 'py-unmatched', bracket: unmatched[1]!, ...at }
    if (/unterminated (triple-quoted )?string/.test(message)) return { key: 'py-unclosed-text', ...at }
    if (/Maybe you meant '==' or ':=' instead of '='/.test(message)) return { key: 'py-equals', ...at }
    if (/Perhaps you forgot a comma/.test(message)) return { key: 'py-comma', ...at }
    if (/Missing parentheses in call to 'print'/.test(message)) return { key: 'py-print-brackets', ...at }
    return { key: 'py-unreadable', ...at }
  }
  const guess = error.suggestion ? { guess: error.suggestion } : {}
  if (type === 'NameError') {
    return { key: 'py-unknown-name', name: error.name ?? quoted(message) ?? '?', ...guess, ...at }
  }
  if (type === 'AttributeError' && error.name) {
    return { key: 'py-no-attribute', name: error.name, ...guess, ...at }
  }
  if (type === 'ZeroDivisionError') return { key: 'py-zero-division', ...at }
  if (type === 'IndexError') return { key: 'py-index', ...at }
  if (type === 'KeyError') return { key: 'py-key', missingKey: message, ...at }
  if (type === 'RecursionError') return { key: 'py-recursion', ...at }
  if (type === 'RuntimeError' && /input\(\) is not available/.test(message)) return { key: 'py-input', ...at }
  // The turtle's own words (turtle.py) say their key and values.
  const turtle = turtleSaid(error.said)
  if (turtle) return { ...turtle, ...at }
  // Without them (an unknown key): turtle.py's English, plain already.
  if (type === 'TurtleGraphicsError') return { key: 'py-turtle', message, ...at }
  // The turtle's own words (turtle.py) are already plain: "forward() needs a number, like …".
  if ((type === 'TypeError' || type === 'ValueError') && /^\w+\(\) needs /.test(message)) {
    return { key: 'py-turtle', message, ...at }
  }
  if (type === 'TypeError' && /can only concatenate str/.test(message)) return { key: 'py-join-text', ...at }
  if (
    type === 'TypeError' &&
    /unsupported operand type\(s\) for [+-] ?: '(int|float)' and 'str'/.test(message)
  ) {
    return { key: 'py-add-text', ...at }
  }
  if (type === 'TypeError' && /'(\w+)' object is not callable/.test(message)) {
    return { key: 'py-not-callable', name: quoted(message) ?? '?', ...at }
  }
  if (type === 'ValueError' && /invalid literal for int\(\)/.test(message))
    return { key: 'py-int-text', ...at }
  return { key: 'py-other', type, message, ...at }
}

/**
 * A Python error as the player shows it: "Line 3: Python expected a `:` at the end of line 3."
 * `host` is the error the runner's own functions threw, when the harness says it came from there.
 */
export function describePythonError(
  error: PythonError,
  host?: { message: string; kind?: RunErrorKind; said?: MistakeExplanation },
): RunError {
  const line = typeof error.line === 'number' ? error.line : undefined
  if (error.fromHost && host) {
    const said: MistakeSentence | undefined = host.said && {
      ...host.said,
      ...(line === undefined ? {} : { onLine: line }),
    }
    return {
      message: line === undefined ? host.message : `Line ${line}: ${host.message}`,
      ...(said ? { said } : {}),
      ...(line ? { line } : {}),
      ...(host.kind ? { kind: host.kind } : {}),
    }
  }
  const said = explain(error, line)
  const kind: RunErrorKind | undefined = error.type === 'RecursionError' ? 'calls-itself' : undefined
  return {
    message: englishExplanation(said),
    said,
    ...(line === undefined ? {} : { line }),
    ...(kind ? { kind } : {}),
  }
}
