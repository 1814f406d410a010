import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { CheckSentence } from '@/kernel/runner-protocol/check-sentence'
import { colorLabel, normalizeColor } from '@/kernel/runner-protocol/colors'
import type { Drawing } from '../runtime/turtle-geometry'
import { distance } from '../runtime/turtle-points'
import type { RunnerWords } from '../words/run-words'
import { englishSentence } from './check-words'
import type { RunFacts } from './run-facts'
import { sameValue, showValue } from './values'

/** Each check's verdict on a run: passed or not, the values its messages fill in, and a detail. */
interface Verdict {
  passed: boolean
  values: Record<string, string | number>
  /** One more sentence, as the judge means it (decision 213). */
  detail?: CheckSentence
  /** Placeholders that already say what the detail says; when the fail text uses one, no detail. */
  detailCovers?: string[]
}

type Bounds = { min?: number; max?: number; exact?: number }

function withinBounds(actual: number, bounds: Bounds): { passed: boolean; expected: number } {
  if (bounds.exact !== undefined) return { passed: actual === bounds.exact, expected: bounds.exact }
  if (bounds.min !== undefined && actual < bounds.min) return { passed: false, expected: bounds.min }
  if (bounds.max !== undefined && actual > bounds.max) return { passed: false, expected: bounds.max }
  return { passed: true, expected: bounds.exact ?? bounds.min ?? bounds.max ?? actual }
}

function counted(actual: number, bounds: Bounds): Verdict {
  const { passed, expected } = withinBounds(actual, bounds)
  return { passed, values: { actual, expected } }
}

export function judge(check: Check, facts: RunFacts, voice: RunnerWords): Verdict {
  switch (check.type) {
    case 'no-error': {
      const error = facts.outcome.error
      const said: CheckSentence | undefined = error
        ? {
            key: 'mistake',
            message: error.message,
            ...(error.said ? { said: error.said } : {}),
            ...(error.kind ? { kind: error.kind } : {}),
          }
        : undefined
      const mistake = said ? englishSentence(said, voice) : undefined
      return {
        passed: error === null,
        values: {
          actual: mistake ?? 'no problems',
          expected: 'no problems',
          error: mistake ?? '',
        },
        detail: said,
        detailCovers: ['error', 'actual'],
      }
    }
    case 'output-includes': {
      const all = facts.lines.join('\n')
      const passed = check.ignoreCase
        ? all.toLowerCase().includes(check.text.toLowerCase())
        : all.includes(check.text)
      const last = facts.lines[facts.lines.length - 1]
      return {
        passed,
        values: { expected: check.text, actual: last ?? '' },
        detail: last === undefined ? { key: 'printed-nothing' } : { key: 'printed-last', text: last },
        detailCovers: ['actual'],
      }
    }
    case 'output-equals': {
      const actual = facts.lines
      const expected = check.lines.map((line) => line.trimEnd())
      const differs = Math.max(actual.length, expected.length)
      let line = 0
      for (let i = 0; i < differs; i++) {
        if (actual[i] !== expected[i]) {
          line = i + 1
          break
        }
      }
      const expectedLine = expected[line - 1]
      const actualLine = actual[line - 1]
      const counts = { actual: actual.length, expected: expected.length, line }
      let detail: CheckSentence | undefined
      if (line > 0) {
        if (actualLine === undefined)
          detail = { key: 'output-too-short', ...counts, expectedLine: expectedLine! }
        else if (expectedLine === undefined) detail = { key: 'output-too-long', ...counts, actualLine }
        else detail = { key: 'output-differs', line, expectedLine, actualLine }
      }
      return {
        passed: line === 0,
        values: {
          expected: expected.join('\n'),
          actual: actual.join('\n'),
          line,
          expectedLine: expectedLine ?? '',
          actualLine: actualLine ?? '',
        },
        detail,
        detailCovers: ['line', 'expectedLine', 'actualLine'],
      }
    }
    case 'output-matches': {
      const pattern = new RegExp(check.pattern)
      const last = facts.lines[facts.lines.length - 1]
      return {
        passed: facts.lines.some((line) => pattern.test(line)),
        values: { expected: check.pattern, actual: last ?? '' },
        detail: last === undefined ? { key: 'printed-nothing' } : { key: 'printed-last', text: last },
        detailCovers: ['actual'],
      }
    }
    case 'output-line-count':
      return counted(facts.lines.length, check)
    case 'turtle-segment-count':
      return counted(facts.drawing.lines.length, check)
    case 'turtle-closed-shape':
      return closedShapeVerdict(check, facts.drawing)
    case 'turtle-uses-color': {
      const wanted = normalizeColor(check.color) ?? check.color.toLowerCase()
      const used = facts.drawing.colorsUsed
      return {
        passed: used.includes(wanted),
        values: {
          expected: colorLabel(check.color),
          actual: used.map(colorLabel).join(', ') || 'nothing drawn',
        },
        detail: used.length === 0 ? { key: 'drew-nothing' } : { key: 'drew-with', colors: [...used] },
        detailCovers: ['actual'],
      }
    }
    case 'turtle-color-count':
      return counted(facts.drawing.colorsUsed.length, { min: check.min })
    case 'turtle-total-distance':
      return counted(Math.round(facts.drawing.distanceDrawn), check)
    case 'turtle-ends-at-start': {
      const { x, y } = facts.drawing.turtle
      const gap = Math.round(Math.hypot(x, y))
      return {
        passed: Math.hypot(x, y) <= 0.5,
        values: { actual: gap, expected: 0, gap },
        detail: { key: 'stopped-away', gap },
        detailCovers: ['gap', 'actual'],
      }
    }
    case 'turtle-ends-at': {
      const { x, y } = facts.drawing.turtle
      const at = `(${round(x)}, ${round(y)})`
      return {
        passed: Math.hypot(x - check.x, y - check.y) <= 1,
        values: { actual: at, expected: `(${check.x}, ${check.y})` },
        detail: { key: 'stopped-at', at },
        detailCovers: ['actual'],
      }
    }
    case 'turtle-circle-count':
      return counted(facts.drawing.circles.length, check)
    case 'turtle-fill-count':
      return counted(facts.drawing.fills.length, check)
    case 'function-exists': {
      const probe = facts.probe({ name: check.name, args: [], read: true })
      const passed = probe?.ok === true && probe.type === 'function'
      return {
        passed,
        values: { name: check.name, expected: check.name, actual: probe?.type ?? 'nothing' },
        detail: passed
          ? undefined
          : probe && !probe.missing
            ? { key: 'not-a-function', name: check.name, type: String(probe.type) }
            : undefined,
      }
    }
    case 'function-returns':
      return functionReturnsVerdict(check, facts)
    case 'variable-equals': {
      const probe = facts.probe({ name: check.name, args: [], read: true })
      const expected = showValue(check.expected)
      if (!probe?.ok) {
        return {
          passed: false,
          values: { name: check.name, expected, actual: 'nothing' },
          detail: probe?.error
            ? { key: 'probe-mistake', message: probe.error, ...(probe.said ? { said: probe.said } : {}) }
            : { key: 'no-variable', name: check.name },
        }
      }
      const actual = showValue(probe.value)
      return {
        passed: sameValue(probe.value, check.expected),
        values: { name: check.name, expected, actual },
        detail: { key: 'variable-is', name: check.name, value: actual },
        detailCovers: ['actual'],
      }
    }
    case 'code-uses': {
      const code = facts.code
      return {
        passed: code?.constructs.has(check.construct) ?? false,
        values: { expected: check.construct, actual: '' },
        detail: code ? undefined : { key: 'fix-first' },
      }
    }
    case 'code-calls': {
      const code = facts.code
      if (!code)
        return {
          passed: false,
          values: { name: check.name, actual: 0, expected: check.exact ?? check.min ?? 0 },
          detail: { key: 'fix-first' },
        }
      const verdict = counted(code.calls.get(check.name) ?? 0, check)
      return { ...verdict, values: { ...verdict.values, name: check.name } }
    }
    case 'code-max-statements': {
      const code = facts.code
      if (!code)
        return { passed: false, values: { actual: 0, expected: check.max }, detail: { key: 'fix-first' } }
      return counted(code.statements, { max: check.max })
    }
  }
}

function closedShapeVerdict(
  check: Extract<Check, { type: 'turtle-closed-shape' }>,
  drawing: Drawing,
): Verdict {
  const shapes = drawing.closedShapes
  const matching = shapes.filter((s) => check.sides === undefined || s.sides === check.sides)
  const needed = check.min ?? 1
  const expected = check.sides ?? needed
  // The shape the child was most likely making: the closed one nearest in sides, else the
  // longest open path.
  const nearest = [...shapes].sort(
    (a, b) => Math.abs(a.sides - (check.sides ?? a.sides)) - Math.abs(b.sides - (check.sides ?? b.sides)),
  )[0]
  const longest = [...drawing.paths].sort((a, b) => b.lines.length - a.lines.length)[0]
  const gap = longest
    ? Math.round(distance(longest.points[0]!, longest.points[longest.points.length - 1]!))
    : 0
  const actual = check.sides !== undefined ? (nearest?.sides ?? longest?.lines.length ?? 0) : matching.length
  const values = { expected, actual, count: matching.length, gap }
  if (matching.length >= needed) return { passed: true, values }

  if (!longest) return { passed: false, values, detail: { key: 'drew-nothing' }, detailCovers: [] }
  if (matching.length > 0) {
    const detail: CheckSentence = { key: 'shapes-too-few', count: matching.length, needed }
    return { passed: false, values, detail, detailCovers: ['count'] }
  }
  if (nearest && check.sides !== undefined) {
    const detail: CheckSentence = { key: 'shape-sides', sides: nearest.sides, needed: check.sides }
    return { passed: false, values, detail, detailCovers: ['actual'] }
  }
  const detail: CheckSentence = { key: 'shape-open', gap }
  return { passed: false, values, detail, detailCovers: ['gap'] }
}

function functionReturnsVerdict(
  check: Extract<Check, { type: 'function-returns' }>,
  facts: RunFacts,
): Verdict {
  const probe = facts.probe({ name: check.name, args: check.args })
  const call = `${check.name}(${check.args.map(showValue).join(', ')})`
  const expected = showValue(check.expected)
  const values = { name: check.name, call, expected, actual: '' }
  if (!probe) return { ...failed(values), detail: { key: 'check-did-not-run' } }
  if (probe.missing) return { ...failed(values), detail: { key: 'no-function', name: check.name } }
  if (!probe.ok)
    return {
      ...failed({ ...values, actual: 'a problem' }),
      detail: {
        key: 'call-problem',
        call,
        message: probe.error ?? '',
        ...(probe.said ? { said: probe.said } : {}),
      },
    }
  const actual = showValue(probe.value)
  if (sameValue(probe.value, check.expected)) return { passed: true, values: { ...values, actual } }
  const detail: CheckSentence =
    probe.value === undefined
      ? { key: 'gave-back-nothing', call }
      : { key: 'gave-back', call, actual, expected }
  return { passed: false, values: { ...values, actual }, detail, detailCovers: ['actual'] }
}

function failed(values: Record<string, string | number>): Verdict {
  return { passed: false, values }
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
