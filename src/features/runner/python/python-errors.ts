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
}

const code = (text: string) => `\`${text}\``

/** The first `'…'` in a Python message, e.g. the statement in "after 'for' statement on line 2". */
const quoted = (message: string) => /'([^']+)'/.exec(message)?.[1]

/** What went wrong, in words an 11-year-old can act on, without the line (added by the caller). */
function explain(error: PythonError, line: number | undefined): string {
  const { type, message } = error
  const at = line === undefined ? '' : ` on line ${line}`
  if (type === 'IndentationError' || type === 'TabError') {
    const after = /expected an indented block after '?([\w ]+?)'? statement on line (\d+)/.exec(message)
    if (after) {
      return `The lines after ${code(after[1]!)} on line ${after[2]} need to be indented: start them with 4 spaces.`
    }
    if (/unexpected indent/.test(message)) {
      return `Line ${line ?? '?'} starts with spaces it should not have: line it up with the line above.`
    }
    if (/unindent does not match|inconsistent/.test(message)) {
      return `Line ${line ?? '?'} is indented by a different amount than the lines around it: use 4 spaces for each level.`
    }
    return `Python could not follow the indentation${at}: use 4 spaces for each level.`
  }
  if (type === 'SyntaxError') {
    const expected = /^expected '(.+)'$/.exec(message)
    if (expected) return `Python expected a ${code(expected[1]!)} at the end of line ${line ?? '?'}.`
    const unclosed = /^'(.)' was never closed$/.exec(message)
    if (unclosed) return `A ${code(unclosed[1]!)} on line ${line ?? '?'} is never closed.`
    const unmatched = /^unmatched '(.)'$/.exec(message)
    if (unmatched) return `There is a ${code(unmatched[1]!)} too many on line ${line ?? '?'}.`
    if (/unterminated (triple-quoted )?string/.test(message)) {
      return `The text on line ${line ?? '?'} has no closing quote: end it with the same quote it starts with.`
    }
    if (/Maybe you meant '==' or ':=' instead of '='/.test(message)) {
      return `Line ${line ?? '?'} uses ${code('=')} (which stores a value) where Python needs ${code('==')} (which compares).`
    }
    if (/Perhaps you forgot a comma/.test(message)) {
      return `Python thinks a comma is missing on line ${line ?? '?'}.`
    }
    if (/Missing parentheses in call to 'print'/.test(message)) {
      return `${code('print')} needs brackets on line ${line ?? '?'}, like ${code('print("hello")')}.`
    }
    return `Python could not understand line ${line ?? '?'}: check its brackets, quotes and ${code(':')}.`
  }
  if (type === 'NameError') {
    const name = error.name ?? quoted(message) ?? '?'
    const guess = error.suggestion ? ` Did you mean ${code(error.suggestion)}?` : ''
    return `Python does not know the name ${code(name)}${at}.${guess || ' Check its spelling, or make it first.'}`
  }
  if (type === 'AttributeError' && error.name) {
    const guess = error.suggestion ? ` Did you mean ${code(error.suggestion)}?` : ''
    return `There is no ${code(error.name)}${at}.${guess}`
  }
  if (type === 'ZeroDivisionError') return `Line ${line ?? '?'} divides by zero, which no one can do.`
  if (type === 'IndexError') {
    return `Line ${line ?? '?'} asks for an item that is not in the list (the list is shorter). Items count from 0.`
  }
  if (type === 'KeyError') return `Line ${line ?? '?'} asks for the key ${message} that is not there.`
  if (type === 'RecursionError') return `A function${at} keeps calling itself and never stops.`
  if (type === 'RuntimeError' && /input\(\) is not available/.test(message)) {
    return `${code('input()')} does not work in lessons${at}: put the value in the program instead, like ${code('guess = 7')}.`
  }
  // What cannot work in a lesson and colours out of range: turtle.py says it plainly already.
  if (type === 'TurtleGraphicsError') return `Line ${line ?? '?'}: ${message}.`
  // The turtle's own words (turtle.py) are already plain: "forward() needs a number, like …".
  if ((type === 'TypeError' || type === 'ValueError') && /^\w+\(\) needs /.test(message)) {
    return `Line ${line ?? '?'}: ${message}.`
  }
  if (type === 'TypeError' && /can only concatenate str/.test(message)) {
    return `Python cannot join text and a number with ${code('+')}${at}: use ${code('str(number)')} or an f-string like ${code('f"score {score}"')}.`
  }
  if (
    type === 'TypeError' &&
    /unsupported operand type\(s\) for [+-] ?: '(int|float)' and 'str'/.test(message)
  ) {
    return `Python cannot add a number and text${at}: turn the text into a number with ${code('int(text)')}.`
  }
  if (type === 'TypeError' && /'(\w+)' object is not callable/.test(message)) {
    return `${code(quoted(message) ?? '?')} is not a function${at}: maybe a variable has the same name as a function?`
  }
  if (type === 'ValueError' && /invalid literal for int\(\)/.test(message)) {
    return `${code('int()')} got text that is not a whole number${at}.`
  }
  return `${type}${at}: ${message}`
}

/**
 * A Python error as the player shows it: "Line 3: Python expected a `:` at the end of line 3."
 * `host` is the error the runner's own functions threw, when the harness says it came from there.
 */
export function describePythonError(
  error: PythonError,
  host?: { message: string; kind?: RunErrorKind },
): RunError {
  const line = typeof error.line === 'number' ? error.line : undefined
  if (error.fromHost && host) {
    return {
      message: line === undefined ? host.message : `Line ${line}: ${host.message}`,
      ...(line ? { line } : {}),
      ...(host.kind ? { kind: host.kind } : {}),
    }
  }
  const text = explain(error, line)
  const kind: RunErrorKind | undefined = error.type === 'RecursionError' ? 'calls-itself' : undefined
  return { message: text, ...(line === undefined ? {} : { line }), ...(kind ? { kind } : {}) }
}
