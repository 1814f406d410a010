import { formatValue } from '../runtime/format-value'

/**
 * Equality for expected values in checks: structural for lists and objects, and numbers equal
 * when they differ only by floating-point dust (0.1 + 0.2 is 0.3 to a child).
 */
export function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (Number.isNaN(actual) || Number.isNaN(expected)) return Number.isNaN(actual) && Number.isNaN(expected)
    return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected))
  }
  if (Array.isArray(actual) || Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      Array.isArray(expected) &&
      actual.length === expected.length &&
      actual.every((item, i) => sameValue(item, expected[i]))
    )
  }
  if (isRecord(actual) && isRecord(expected)) {
    const keys = Object.keys(expected)
    return (
      Object.keys(actual).length === keys.length &&
      keys.every((key) => Object.hasOwn(actual, key) && sameValue(actual[key], expected[key]))
    )
  }
  return Object.is(actual, expected)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value as a message shows it: text in quotes, so "5" and 5 look different. */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : formatValue(value)
}
