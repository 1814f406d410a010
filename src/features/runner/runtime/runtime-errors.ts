import { STUDENT_FUNCTIONS } from '@/kernel/runner-protocol/student-names'
import { didYouMean } from './did-you-mean'
import { formatValue } from './format-value'
import { NAME_ALIASES, StudentError } from './student-api'

/** JavaScript's own names a child is likely to use (for "did you mean"). */
const JAVASCRIPT_NAMES = [
  'console',
  'Math',
  'Number',
  'String',
  'Array',
  'Object',
  'JSON',
  'Boolean',
  'parseInt',
  'parseFloat',
  'isNaN',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  'false',
  'null',
  'let',
  'const',
  'function',
  'return',
]

/** Names of methods children type wrong, to suggest `console.log` for `console.lg`. */
const MEMBER_NAMES = [
  'console.log',
  'Math.random',
  'Math.floor',
  'Math.round',
  'Math.ceil',
  'Math.max',
  'Math.min',
  'Math.abs',
  'Math.sqrt',
]

export interface ErrorContext {
  /** Names the student's program declares anywhere. */
  declared: ReadonlySet<string>
}

/**
 * The child-friendly sentence for an error thrown while the program ran (without the line,
 * which the caller adds). Covers V8's, Firefox's and QuickJS's wording of the usual mistakes
 * (QuickJS: the server's sandbox, docs/decisions/033-server-sandbox.md).
 */
export function describeRuntimeError(error: unknown, context: ErrorContext): string {
  if (error instanceof StudentError) return error.message
  if (!(error instanceof Error)) {
    return `your program stopped with: ${formatValue(error)}`
  }
  const message = error.message
  const known = [...STUDENT_FUNCTIONS, ...context.declared, ...JAVASCRIPT_NAMES]

  const undefinedName = /^(?:ReferenceError: )?'?([\w$]+)'? is not defined$/.exec(message)
  if (error.name === 'ReferenceError' && undefinedName) {
    const name = undefinedName[1]!
    const guess = NAME_ALIASES[name] ?? didYouMean(name, known)
    const base = `\`${name}\` is not a word the computer knows.`
    if (guess) return `${base} Did you mean \`${guess}\`?`
    return `${base} If it is a variable, make it first with \`let ${name} = …\`.`
  }

  const beforeInit =
    /^(?:Cannot access '([\w$]+)' before initialization|can't access lexical declaration '([\w$]+)' before initialization)/.exec(
      message,
    ) ?? /^([\w$]+) is not initialized$/.exec(message)
  if (beforeInit) {
    const name = beforeInit[1] ?? beforeInit[2]
    return `\`${name}\` is used before the line that makes it. Move the line with \`let ${name}\` or \`const ${name}\` higher up.`
  }

  if (/^Assignment to constant variable|^invalid assignment to const|^'[\w$]+' is read-only$/.test(message)) {
    const name = /const '([\w$]+)'|^'([\w$]+)' is read-only$/.exec(message)?.slice(1).find(Boolean)
    const what = name ? `\`${name}\`` : 'this variable'
    return `${what} was made with \`const\`, so it cannot change. Make it with \`let\` instead.`
  }

  const notFunction = /^(.+?) is not a function/.exec(message)
  if (error.name === 'TypeError' && notFunction) {
    const name = notFunction[1]!
    if ((STUDENT_FUNCTIONS as readonly string[]).includes(name) && context.declared.has(name)) {
      return `\`${name}\` is one of the turtle's words, but your program made a variable with the same name. Give your variable another name.`
    }
    const member = name.includes('.') ? didYouMean(name, MEMBER_NAMES) : null
    if (member) return `\`${name}\` is not something you can run. Did you mean \`${member}\`?`
    return `\`${name}\` is not a function, so you cannot use it with brackets like \`${name}()\`.`
  }

  if (error.name === 'TypeError' && message === 'not a function') {
    return 'this is not a function, so you cannot use it with brackets like `()`.'
  }

  const readProperty =
    /^Cannot (?:read|set) propert(?:y|ies) of (undefined|null)(?: \((?:reading|setting) '([^']*)'\))?/.exec(
      message,
    ) ??
    /^can't access property "([^"]*)", .* is (undefined|null)/.exec(message) ??
    /^cannot (?:read|set) property '([^']*)' of (undefined|null)/.exec(message)
  if (readProperty) {
    const [missing, property] =
      readProperty[1] === 'undefined' || readProperty[1] === 'null'
        ? [readProperty[1], readProperty[2]]
        : [readProperty[2], readProperty[1]]
    const part = property ? ` \`.${property}\`` : ''
    return `something here is \`${missing}\` (it has no value), so it has no${part || ' parts'}. Did every variable get a value, and is the list long enough?`
  }

  if (/Maximum call stack size exceeded|too much recursion|^stack overflow$/.test(message)) {
    return 'a function kept calling itself and never stopped. Make sure it has a way to finish.'
  }
  if (/is not iterable/.test(message)) {
    return 'you can only go through a list with `for (… of …)`. This is not a list.'
  }
  if (/^Invalid array length/i.test(message)) {
    return 'a list cannot have that many items. Use a smaller whole number.'
  }
  if (/^(?:BigInt|Cannot convert)/.test(message)) {
    return `JavaScript cannot turn this into a number (${message}).`
  }
  if (
    error.name === 'Error' ||
    !['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError'].includes(error.name)
  ) {
    return `your program stopped with: ${message}`
  }
  return `something went wrong: ${message}`
}
