import { colorLabel, NAMED_COLORS, normalizeColor } from '@/kernel/runner-protocol/colors'
import type { GivenValue, MistakeExplanation } from '@/kernel/runner-protocol/mistake-sentence'
import type { STUDENT_GLOBALS } from '@/kernel/runner-protocol/student-names'
import { didYouMean } from './did-you-mean'
import { formatValue } from './format-value'
import { englishExplanation } from './mistake-english'
import type { ProgramEvent, RunErrorKind, TurtleCommand } from './run-program'

/**
 * A mistake in how the program used one of our words: `said` is what it means (decision 220), the
 * message its English, already child-friendly.
 */
export class StudentError extends Error {
  override name = 'StudentError'
  /** Set for the mistakes a blocks program can make too, so blocks can say it their way. */
  readonly kind?: RunErrorKind
  readonly said: MistakeExplanation
  constructor(said: MistakeExplanation, kind?: RunErrorKind) {
    super(englishExplanation(said))
    this.said = said
    if (kind) this.kind = kind
  }
}

/** Thrown once the program has produced more events than allowed; it stays thrown. */
export class EventLimitError extends StudentError {
  override name = 'EventLimitError'
}

/** Words from other turtle languages (Python, Logo, Scratch) and British spelling, mapped to ours. */
export const NAME_ALIASES: Readonly<Record<string, string>> = {
  colour: 'color',
  setColor: 'color',
  setColour: 'color',
  penColor: 'color',
  pencolor: 'color',
  penColour: 'color',
  backward: 'back',
  backwards: 'back',
  fd: 'forward',
  bk: 'back',
  rt: 'right',
  lt: 'left',
  turnRight: 'right',
  turnLeft: 'left',
  pu: 'penUp',
  pd: 'penDown',
  up: 'penUp',
  down: 'penDown',
  goto: 'goTo',
  setPosition: 'goTo',
  width: 'penWidth',
  pensize: 'penWidth',
  penSize: 'penWidth',
  say: 'print',
  log: 'console.log',
  println: 'print',
  printf: 'print',
  begin_fill: 'fill',
  end_fill: 'fill',
  fillColor: 'fill',
}

type Emit = (event: ProgramEvent) => void

/** The object whose properties become the program's globals. */
export function createStudentApi(emit: Emit): Record<(typeof STUDENT_GLOBALS)[number], unknown> {
  let penColor = '#000000'
  const turtle = (command: TurtleCommand) => emit({ type: 'turtle', command })
  const log = (...values: unknown[]) => emit({ type: 'log', text: joinValues(values) })
  const handlers = new Map<string, (() => void)[]>()

  return {
    forward: (distance?: unknown) => turtle({ op: 'forward', distance: number('forward', distance, 100) }),
    back: (distance?: unknown) => turtle({ op: 'forward', distance: -number('back', distance, 100) }),
    right: (degrees?: unknown) => turtle({ op: 'turn', degrees: number('right', degrees, 90) }),
    left: (degrees?: unknown) => turtle({ op: 'turn', degrees: -number('left', degrees, 90) }),
    penUp: () => turtle({ op: 'penUp' }),
    penDown: () => turtle({ op: 'penDown' }),
    color: (value?: unknown) => {
      penColor = color('color', value)
      turtle({ op: 'color', color: penColor })
    },
    penWidth: (width?: unknown) => {
      const w = number('penWidth', width, 5)
      if (w <= 0) throw new StudentError({ key: 'pen-width' }, 'pen-width')
      turtle({ op: 'width', width: Math.min(w, 100) })
    },
    goTo: (x?: unknown, y?: unknown) => {
      if (y === undefined) throw new StudentError({ key: 'go-to-two-numbers' })
      turtle({ op: 'goto', x: number('goTo', x, 50), y: number('goTo', y, 100) })
    },
    circle: (radius?: unknown) => turtle({ op: 'circle', radius: Math.abs(number('circle', radius, 50)) }),
    fill: (value?: unknown) =>
      turtle({ op: 'fill', color: value === undefined ? penColor : color('fill', value) }),
    home: () => turtle({ op: 'home' }),
    clear: () => turtle({ op: 'clear' }),
    speed: (value?: unknown) => {
      const s = number('speed', value, 5)
      turtle({ op: 'speed', speed: Math.max(0, Math.min(10, s)) })
    },
    write: (...values: unknown[]) => turtle({ op: 'write', text: joinValues(values) }),
    print: log,
    random: (min?: unknown, max?: unknown) => randomNumber(min, max),
    console: Object.freeze({ log, info: log, warn: log, error: log, debug: log }),
    onMessage: (name?: unknown, handler?: unknown) => {
      if (typeof name !== 'string' || typeof handler !== 'function') {
        throw new StudentError({ key: 'on-message-needs' })
      }
      handlers.set(name, [...(handlers.get(name) ?? []), handler as () => void])
    },
    send: (name?: unknown) => {
      if (typeof name !== 'string') throw new StudentError({ key: 'send-needs' })
      for (const handler of handlers.get(name) ?? []) handler()
    },
  }
}

/** Longest text one print or write keeps; a run's output has to travel to the page. */
const MAX_TEXT_LENGTH = 10_000

function joinValues(values: unknown[]): string {
  const text = values.map(formatValue).join(' ')
  if (text.length <= MAX_TEXT_LENGTH) return text
  return `${text.slice(0, MAX_TEXT_LENGTH)}… (${text.length - MAX_TEXT_LENGTH} more characters)`
}

function number(fn: string, value: unknown, example: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  throw new StudentError({ key: 'needs-number', fn, example, ...given(value) })
}

function color(fn: string, value: unknown): string {
  if (typeof value !== 'string') {
    throw new StudentError({ key: 'needs-colour', fn, ...given(value) })
  }
  const normalized = normalizeColor(value)
  if (normalized) return normalized
  const guess = didYouMean(value.trim().toLowerCase().replace(/\s+/g, ''), Object.keys(NAMED_COLORS))
  throw new StudentError({ key: 'unknown-colour', value, ...(guess ? { guess: colorLabel(guess) } : {}) })
}

/** What a word got instead, when it got anything. */
function given(value: unknown): { given?: GivenValue } {
  if (value === undefined) return {}
  if (typeof value === 'string') return { given: { kind: 'text', text: value } }
  if (typeof value === 'number') return { given: { kind: 'number', value: String(value) } }
  return { given: { kind: 'value', value: formatValue(value) } }
}

/** `random(1, 6)`: a whole number from 1 to 6; `random(10)`: 1 to 10; `random()`: 0 up to 1. */
function randomNumber(min: unknown, max: unknown): number {
  if (min === undefined) return Math.random()
  const low = max === undefined ? 1 : number('random', min, 1)
  const high = max === undefined ? number('random', min, 6) : number('random', max, 6)
  const a = Math.ceil(Math.min(low, high))
  const b = Math.floor(Math.max(low, high))
  return a + Math.floor(Math.random() * (b - a + 1))
}
