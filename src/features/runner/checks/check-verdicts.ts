import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import { colorLabel, normalizeColor } from '@/kernel/runner-protocol/colors'
import type { Drawing } from '../runtime/turtle-geometry'
import { distance } from '../runtime/turtle-points'
import { plural, type Say } from './check-words'
import type { RunFacts } from './run-facts'
import { sameValue, showValue } from './values'

/** Each check's verdict on a run: passed or not, the values its messages fill in, and a detail. */
interface Verdict {
  passed: boolean
  values: Record<string, string | number>
  detail?: string
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

export function judge(check: Check, facts: RunFacts, say: Say): Verdict {
  switch (check.type) {
    case 'no-error': {
      const error = facts.outcome.error
      const mistake = error ? say.mistake(error) : undefined
      return {
        passed: error === null,
        values: {
          actual: mistake ?? 'no problems',
          expected: 'no problems',
          error: mistake ?? '',
        },
        detail: mistake,
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
        detail: last === undefined ? say.printedNothing : say.printedLast(last),
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
      let detail: string | undefined
      if (line > 0) {
        if (actualLine === undefined)
          detail = say.outputTooShort(actual.length, expected.length, line, expectedLine!)
        else if (expectedLine === undefined)
          detail = say.outputTooLong(actual.length, expected.length, line, actualLine)
        else detail = say.outputDiffers(line, expectedLine, actualLine)
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
        detail: last === undefined ? say.printedNothing : say.printedLast(last),
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
        detail:
          used.length === 0
            ? 'The turtle has not drawn anything yet.'
            : `The turtle drew with ${used.map(colorLabel).join(', ')}.`,
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
        detail: `The turtle stopped ${plural(gap, 'step')} away from where it started.`,
        detailCovers: ['gap', 'actual'],
      }
    }
    case 'turtle-ends-at': {
      const { x, y } = facts.drawing.turtle
      const at = `(${round(x)}, ${round(y)})`
      return {
        passed: Math.hypot(x - check.x, y - check.y) <= 1,
        values: { actual: at, expected: `(${check.x}, ${check.y})` },
        detail: `The turtle stopped at ${at}.`,
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
            ? `\`${check.name}\` is a ${probe.type}, not a function.`
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
          detail: probe?.error ?? `Your program has no \`${check.name}\`.`,
        }
      }
      const actual = showValue(probe.value)
      return {
        passed: sameValue(probe.value, check.expected),
        values: { name: check.name, expected, actual },
        detail: `\`${check.name}\` is ${actual}.`,
        detailCovers: ['actual'],
      }
    }
    case 'code-uses': {
      const code = facts.code
      return {
        passed: code?.constructs.has(check.construct) ?? false,
        values: { expected: check.construct, actual: '' },
        detail: code ? undefined : say.fixFirst,
      }
    }
    case 'code-calls': {
      const code = facts.code
      if (!code)
        return {
          passed: false,
          values: { name: check.name, actual: 0, expected: check.exact ?? check.min ?? 0 },
          detail: say.fixFirst,
        }
      const verdict = counted(code.calls.get(check.name) ?? 0, check)
      return { ...verdict, values: { ...verdict.values, name: check.name } }
    }
    case 'code-max-statements': {
      const code = facts.code
      if (!code) return { passed: false, values: { actual: 0, expected: check.max }, detail: say.fixFirst }
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

  if (!longest)
    return { passed: false, values, detail: 'The turtle has not drawn anything yet.', detailCovers: [] }
  if (matching.length > 0) {
    const detail = `You drew ${plural(matching.length, 'shape')} like this; ${needed} are needed.`
    return { passed: false, values, detail, detailCovers: ['count'] }
  }
  if (nearest && check.sides !== undefined) {
    const detail = `Your closed shape has ${plural(nearest.sides, 'side')}; it needs ${check.sides}.`
    return { passed: false, values, detail, detailCovers: ['actual'] }
  }
  const detail = `Your shape is not closed yet: its end is ${plural(gap, 'step')} away from its start.`
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
  if (!probe) return { ...failed(values), detail: 'This check did not run. Run your code again.' }
  if (probe.missing)
    return { ...failed(values), detail: `There is no function called \`${check.name}\` yet.` }
  if (!probe.ok)
    return {
      ...failed({ ...values, actual: 'a problem' }),
      detail: `\`${call}\` stopped with a problem: ${probe.error ?? ''}`,
    }
  const actual = showValue(probe.value)
  if (sameValue(probe.value, check.expected)) return { passed: true, values: { ...values, actual } }
  const detail =
    probe.value === undefined
      ? `\`${call}\` gave back nothing (undefined). Does it \`return\` its answer?`
      : `\`${call}\` gave back ${actual}, but it should give back ${expected}.`
  return { passed: false, values: { ...values, actual }, detail, detailCovers: ['actual'] }
}

function failed(values: Record<string, string | number>): Verdict {
  return { passed: false, values }
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}
