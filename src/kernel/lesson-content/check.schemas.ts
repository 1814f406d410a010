/** The checks a code step runs on the child's program, and what a code-uses check looks for. */
import * as z from 'zod/mini'
import { IDENTIFIER, text } from './content-text.schemas'

/** What a code-uses check can look for in the program's syntax (blocks: in their JavaScript). */
const CODE_CONSTRUCTS = [
  /** `for (…;…;…)`, `for…of`, `for…in` */
  'for',
  /** `while` or `do…while` */
  'while',
  /** any loop; what a repeat block writes counts */
  'loop',
  /** same as loop: the blocks course's word */
  'repeat',
  /** a loop inside a loop */
  'nested-loop',
  /** a named function: `function f() {}` or `const f = () => …` */
  'function',
  /** a named function with at least one parameter */
  'parameter',
  /** `return` with a value */
  'return',
  'if',
  'else',
  /** `let`, `const` or `var` */
  'variable',
  /** an array literal `[…]` */
  'array',
  /** a template literal with `${…}` */
  'template-literal',
  /** `<`, `>`, `<=`, `>=`, `===`, `!==`, `==`, `!=` */
  'comparison',
  /** `&&`, `||` or `!` */
  'logical',
  /** `onMessage(…)`: a when-I-get-a-message event */
  'event',
  /** `random(…)` or `Math.random()` */
  'random',
] as const
export type CodeConstruct = (typeof CODE_CONSTRUCTS)[number]

const count = z.number().check(z.int(), z.gte(0))

/** `{ min?, max?, exact? }`: at least one bound. */
const countBounds = {
  min: z.optional(count),
  max: z.optional(count),
  exact: z.optional(count),
}
const hasBound = z.refine((value: unknown) => {
  const c = value as { min?: number; max?: number; exact?: number }
  return c.min !== undefined || c.max !== undefined || c.exact !== undefined
}, 'give min, max or exact')

/**
 * Every check says, in words the child can act on, what is missing (`fail`) and may say
 * something kind when it passes (`pass`). Messages may use `{actual}` and `{expected}` (and the
 * extra placeholders listed per check in checks/evaluate-checks.ts); the engine fills them in.
 */
const messages = {
  fail: text(200),
  pass: z.optional(text(200)),
}

const jsonValue = z.json()

export const checkSchema = z.discriminatedUnion('type', [
  /** The program ran to its end without an error. */
  z.strictObject({ type: z.literal('no-error'), ...messages }),
  /** The console output contains this text somewhere. */
  z.strictObject({
    type: z.literal('output-includes'),
    text: text(200),
    ignoreCase: z.optional(z.boolean()),
    ...messages,
  }),
  /** The console output is exactly these lines (spaces at line ends ignored). */
  z.strictObject({
    type: z.literal('output-equals'),
    lines: z.array(z.string()).check(z.minLength(1)),
    ...messages,
  }),
  /** Some output line matches this regular expression (for outputs with random parts). */
  z.strictObject({
    type: z.literal('output-matches'),
    pattern: text(200).check(
      z.refine((p) => {
        try {
          new RegExp(p)
          return true
        } catch {
          return false
        }
      }, 'must be a valid regular expression'),
    ),
    ...messages,
  }),
  /** How many lines of console output. */
  z.strictObject({ type: z.literal('output-line-count'), ...countBounds, ...messages }).check(hasBound),
  /** How many lines the turtle drew; strokes in a row in the same direction count as one. */
  z.strictObject({ type: z.literal('turtle-segment-count'), ...countBounds, ...messages }).check(hasBound),
  /** At least `min` (default 1) closed shapes, each with `sides` sides if given. */
  z.strictObject({
    type: z.literal('turtle-closed-shape'),
    sides: z.optional(z.number().check(z.int(), z.gte(3))),
    min: z.optional(z.number().check(z.int(), z.gte(1))),
    ...messages,
  }),
  /** Something was drawn in this colour (names and codes are the same colour: red = #ff0000). */
  z.strictObject({ type: z.literal('turtle-uses-color'), color: text(40), ...messages }),
  /** At least this many different colours were drawn with. */
  z.strictObject({
    type: z.literal('turtle-color-count'),
    min: z.number().check(z.int(), z.gte(1)),
    ...messages,
  }),
  /** Total length drawn with the pen down. */
  z.strictObject({ type: z.literal('turtle-total-distance'), ...countBounds, ...messages }).check(hasBound),
  /** The turtle finished where it started (0, 0). */
  z.strictObject({ type: z.literal('turtle-ends-at-start'), ...messages }),
  /** The turtle finished at (x, y), within 1 step. */
  z.strictObject({ type: z.literal('turtle-ends-at'), x: z.number(), y: z.number(), ...messages }),
  /** How many circles were drawn. */
  z.strictObject({ type: z.literal('turtle-circle-count'), ...countBounds, ...messages }).check(hasBound),
  /** How many fills were painted. */
  z.strictObject({ type: z.literal('turtle-fill-count'), ...countBounds, ...messages }).check(hasBound),
  /** The program declares a top-level function with this name. */
  z.strictObject({
    type: z.literal('function-exists'),
    name: z.string().check(z.regex(IDENTIFIER)),
    ...messages,
  }),
  /** Calling the top-level function `name(...args)` returns `expected` (deep equality). */
  z.strictObject({
    type: z.literal('function-returns'),
    name: z.string().check(z.regex(IDENTIFIER)),
    args: z.array(jsonValue),
    expected: jsonValue,
    ...messages,
  }),
  /** The top-level variable `name` holds `expected` when the program ends. */
  z.strictObject({
    type: z.literal('variable-equals'),
    name: z.string().check(z.regex(IDENTIFIER)),
    expected: jsonValue,
    ...messages,
  }),
  /** The program's code uses this construct (found in its syntax tree). */
  z.strictObject({ type: z.literal('code-uses'), construct: z.enum(CODE_CONSTRUCTS), ...messages }),
  /** The code calls `name` (a turtle word, `console.log`, or the child's own function) so many times. */
  z
    .strictObject({
      type: z.literal('code-calls'),
      name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/)),
      ...countBounds,
      ...messages,
    })
    .check(hasBound),
  /** The program has at most this many statements (loops keep programs short). */
  z.strictObject({
    type: z.literal('code-max-statements'),
    max: z.number().check(z.int(), z.gte(1)),
    ...messages,
  }),
])
export type Check = z.output<typeof checkSchema>
