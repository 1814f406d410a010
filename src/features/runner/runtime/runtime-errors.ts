import type { MistakeExplanation } from '@/kernel/runner-protocol/mistake-sentence'
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
 * The child-friendly explanation of an error thrown while the program ran (without the line,
 * which the caller adds), as a key and values (decision 220; `englishExplanation` says it in the
 * engine's English). Covers V8's, Firefox's and QuickJS's wording of the usual mistakes (QuickJS:
 * the server's sandbox, docs/decisions/033-server-sandbox.md).
 */
export function describeRuntimeError(error: unknown, context: ErrorContext): MistakeExplanation {
  if (error instanceof StudentError) return error.said
  if (!(error instanceof Error)) return { key: 'stopped-with', value: formatValue(error) }
  const message = error.message
  const known = [...STUDENT_FUNCTIONS, ...context.declared, ...JAVASCRIPT_NAMES]

  const undefinedName = /^(?:ReferenceError: )?'?([\w$]+)'? is not defined$/.exec(message)
  if (error.name === 'ReferenceError' && undefinedName) {
    const name = undefinedName[1]!
    const guess = NAME_ALIASES[name] ?? didYouMean(name, known)
    return { key: 'unknown-name', name, ...(guess ? { guess } : {}) }
  }

  const beforeInit =
    /^(?:Cannot access '([\w$]+)' before initialization|can't access lexical declaration '([\w$]+)' before initialization)/.exec(
      message,
    ) ?? /^([\w$]+) is not initialized$/.exec(message)
  if (beforeInit) {
    return { key: 'used-before-made', name: String(beforeInit[1] ?? beforeInit[2]) }
  }

  if (/^Assignment to constant variable|^invalid assignment to const|^'[\w$]+' is read-only$/.test(message)) {
    const name = /const '([\w$]+)'|^'([\w$]+)' is read-only$/.exec(message)?.slice(1).find(Boolean)
    return { key: 'const-changed', ...(name ? { name } : {}) }
  }

  const notFunction = /^(.+?) is not a function/.exec(message)
  if (error.name === 'TypeError' && notFunction) {
    const name = notFunction[1]!
    if ((STUDENT_FUNCTIONS as readonly string[]).includes(name) && context.declared.has(name)) {
      return { key: 'turtle-word-taken', name }
    }
    const member = name.includes('.') ? didYouMean(name, MEMBER_NAMES) : null
    if (member) return { key: 'not-runnable', name, guess: member }
    return { key: 'not-a-function', name }
  }

  if (error.name === 'TypeError' && message === 'not a function') return { key: 'not-a-function' }

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
    return { key: 'no-value', missing: String(missing), ...(property ? { property } : {}) }
  }

  if (/Maximum call stack size exceeded|too much recursion|^stack overflow$/.test(message)) {
    return { key: 'calls-itself' }
  }
  if (/is not iterable/.test(message)) return { key: 'not-a-list' }
  if (/^Invalid array length/i.test(message)) return { key: 'list-too-long' }
  if (/^(?:BigInt|Cannot convert)/.test(message)) return { key: 'not-a-number', message }
  if (
    error.name === 'Error' ||
    !['TypeError', 'ReferenceError', 'RangeError', 'SyntaxError'].includes(error.name)
  ) {
    return { key: 'stopped-with', value: message }
  }
  return { key: 'went-wrong', message }
}
