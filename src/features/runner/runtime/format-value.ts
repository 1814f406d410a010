/**
 * How values look in the console, the way a child expects to read them: text as it is at the
 * top level and quoted inside lists (`["cat", "dog"]`), lists in square brackets, objects as
 * `{ name: "Ada", age: 9 }`. Deep, long or looping values are cut short instead of hanging.
 */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : formatNested(value, 0, new Set())
}

const MAX_DEPTH = 4
const MAX_ITEMS = 100

function formatNested(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value)
    case 'number':
      return Object.is(value, -0) ? '0' : String(value)
    case 'bigint':
      return `${value}n`
    case 'boolean':
    case 'undefined':
      return String(value)
    case 'symbol':
      return value.toString()
    case 'function':
      return value.name ? `function ${value.name}` : 'function'
  }
  if (value === null) return 'null'
  const object = value as object
  if (seen.has(object)) return '[circular]'
  if (object instanceof Error) return `${object.name}: ${object.message}`
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString()
  if (depth >= MAX_DEPTH) return Array.isArray(object) ? '[…]' : '{…}'
  seen.add(object)
  try {
    if (Array.isArray(object)) return `[${items(object, depth, seen).join(', ')}]`
    if (object instanceof Set) return `Set {${items([...object], depth, seen).join(', ')}}`
    if (object instanceof Map) {
      const entries = [...object].slice(0, MAX_ITEMS)
      const shown = entries.map(
        ([k, v]) => `${formatNested(k, depth + 1, seen)} => ${formatNested(v, depth + 1, seen)}`,
      )
      return `Map {${shown.join(', ')}}`
    }
    const keys = Object.keys(object)
    if (keys.length === 0) return '{}'
    const shown = keys
      .slice(0, MAX_ITEMS)
      .map(
        (key) =>
          `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${formatNested((object as Record<string, unknown>)[key], depth + 1, seen)}`,
      )
    if (keys.length > MAX_ITEMS) shown.push(`… ${keys.length - MAX_ITEMS} more`)
    return `{ ${shown.join(', ')} }`
  } finally {
    seen.delete(object)
  }
}

function items(list: readonly unknown[], depth: number, seen: Set<object>): string[] {
  const shown = list.slice(0, MAX_ITEMS).map((item) => formatNested(item, depth + 1, seen))
  if (list.length > MAX_ITEMS) shown.push(`… ${list.length - MAX_ITEMS} more`)
  return shown
}

/**
 * A copy of a value that survives `postMessage` and JSON: functions, symbols and loops become
 * descriptive text, so a probe's result can travel from the worker to the page.
 */
export function toPlainValue(value: unknown, depth = 0, seen: Set<object> = new Set()): unknown {
  if (value === null || value === undefined) return value
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value
    case 'bigint':
      return Number(value)
    case 'function':
    case 'symbol':
      return formatNested(value, 0, new Set())
  }
  const object = value as object
  if (seen.has(object)) return '[circular]'
  if (depth >= 20) return formatNested(object, MAX_DEPTH, new Set())
  if (object instanceof Date || object instanceof Error) return formatNested(object, 0, new Set())
  seen.add(object)
  try {
    if (Array.isArray(object)) return object.map((item) => toPlainValue(item, depth + 1, seen))
    if (object instanceof Set) return [...object].map((item) => toPlainValue(item, depth + 1, seen))
    if (object instanceof Map) {
      return Object.fromEntries([...object].map(([k, v]) => [String(k), toPlainValue(v, depth + 1, seen)]))
    }
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(object)) {
      copy[key] = toPlainValue((object as Record<string, unknown>)[key], depth + 1, seen)
    }
    return copy
  } finally {
    seen.delete(object)
  }
}
