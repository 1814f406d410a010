/**
 * The content of a lesson: what `lesson_versions.content` holds, what `content/` ships and what
 * the template editor writes. Versioned by `schemaVersion`; a change that old content does not
 * satisfy raises the version and adds a migration (docs/decisions/010-lesson-content-format.md).
 * Client-safe (zod/mini); the check engine and the runner read the types.
 */
import * as z from 'zod/mini'
import {
  BLOCK_COLORS,
  BLOCK_FIELDS,
  BLOCK_MESSAGES,
  BLOCK_TYPES,
  BLOCK_VARIABLES,
  type Block,
  BlockProgramError,
  blocksToJavaScript,
  CONTAINER_BLOCKS,
  EVENT_BLOCKS,
} from '@/kernel/runner-protocol'
import { CODE_LANGUAGES } from '@/lib/code-languages'
import { PRACTISED_CONCEPTS } from './concepts.schemas'
import { LESSON_PICTURES, unknownPictures } from './lesson-pictures'

export { CONCEPT_LABELS, PRACTISED_CONCEPTS, type PractisedConcept } from './concepts.schemas'

const LESSON_SCHEMA_VERSION = 1

/** The ideas lessons teach; progress screens group mastery by them. */
const CONCEPTS = [
  'sequences',
  'turtle',
  'angles',
  'shapes',
  'pen',
  'colours',
  'loops',
  'nested-loops',
  'events',
  'variables',
  'numbers',
  'strings',
  'output',
  'conditions',
  'comparisons',
  'logic',
  'functions',
  'parameters',
  'return-values',
  'arrays',
  'random',
  'debugging',
  'games',
] as const
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

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export const slugSchema = z
  .string()
  .check(z.regex(SLUG, 'use lower-case words joined by dashes'), z.maxLength(80))

const text = (max: number) =>
  z.string().check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => value.trim() === value, 'must not start or end with spaces'),
  )

/** Program text: any layout, but not blank. */
const code = (max: number) =>
  z.string().check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((value) => value.trim().length > 0, 'must not be empty'),
  )

/** Markdown. Images only from `/lesson-media/…`, so lessons never load from other sites. */
export const markdownSchema = (max: number) =>
  text(max).check(
    z.refine(
      (value) =>
        [...value.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].every((m) => m[1]!.startsWith('/lesson-media/')),
      'images must come from /lesson-media/…',
    ),
    z.refine(
      (value) => unknownPictures(value).length === 0,
      `pictures are written :name: with a name from ${Object.keys(LESSON_PICTURES).join(', ')}`,
    ),
  )

const lessonImageSchema = z.strictObject({
  src: z
    .string()
    .check(
      z.regex(
        /^\/lesson-media\/[a-z0-9][a-z0-9/_.-]*\.(png|jpe?g|svg|webp|gif)$/,
        'an image under /lesson-media/',
      ),
    ),
  alt: text(200),
})

const programOutputSchema = z.enum(['turtle', 'console', 'both'])
export const codeLanguageSchema = z.enum(CODE_LANGUAGES)
// ——— Blocks ———

const blockFieldValue = z.union([z.string(), z.number()])

const blockSchema: z.ZodMiniType<Block> = z.lazy(() =>
  z
    .strictObject({
      type: z.enum(BLOCK_TYPES),
      fields: z.optional(z.record(z.string(), blockFieldValue)),
      body: z.optional(z.array(blockSchema)),
      x: z.optional(z.number()),
      y: z.optional(z.number()),
    })
    .check(
      z.superRefine((block, ctx) => {
        const known = BLOCK_FIELDS[block.type]
        for (const [name, value] of Object.entries(block.fields ?? {})) {
          const field = known.find((f) => f.name === name)
          const issue = (message: string) =>
            ctx.issues.push({ code: 'custom', message, input: value, path: ['fields', name] })
          if (!field) issue(`${block.type} has no field ${name}`)
          else if (field.kind === 'number' && typeof value !== 'number') issue('must be a number')
          else if (field.kind === 'color' && !(BLOCK_COLORS as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_COLORS.join(', ')}`)
          else if (field.kind === 'variable' && !(BLOCK_VARIABLES as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_VARIABLES.join(', ')}`)
          else if (field.kind === 'message' && !(BLOCK_MESSAGES as readonly unknown[]).includes(value))
            issue(`one of ${BLOCK_MESSAGES.join(', ')}`)
          else if (field.kind === 'text' && (typeof value !== 'string' || value.length > 80))
            issue('text of at most 80 characters')
        }
        if (block.body && !CONTAINER_BLOCKS.includes(block.type)) {
          ctx.issues.push({
            code: 'custom',
            message: `${block.type} holds no blocks`,
            input: block,
            path: ['body'],
          })
        }
      }),
    ),
)

/** Blocks lying on the workspace (see block-program.ts); event blocks only at the top. */
export const blockProgramSchema = z.array(blockSchema).check(
  z.superRefine((program, ctx) => {
    try {
      blocksToJavaScript(program)
    } catch (error) {
      if (!(error instanceof BlockProgramError)) throw error
      ctx.issues.push({ code: 'custom', message: error.message, input: program })
    }
  }),
)

const blockTypeSchema = z.enum(BLOCK_TYPES)

// ——— Checks ———

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
// ——— Steps ———

const stepKey = z.string().check(z.regex(SLUG, 'use lower-case words joined by dashes'), z.maxLength(60))

const hint = text(300)

const explanationStepSchema = z.strictObject({
  kind: z.literal('explanation'),
  key: stepKey,
  title: text(80),
  body: markdownSchema(4000),
  image: z.optional(lessonImageSchema),
  /**
   * A small program shown under the text (as blocks when `blocks` is given) with a Run button,
   * so the child sees the idea work. `code` is what runs; for blocks it is what they write.
   */
  example: z.optional(
    z.strictObject({
      code: code(2000),
      blocks: z.optional(blockProgramSchema),
      /** The language `code` is in: JavaScript when not given (blocks write JavaScript). */
      language: z.optional(z.enum(['javascript', 'python'])),
      output: programOutputSchema,
    }),
  ),
})

const codeStepSchema = z.strictObject({
  kind: z.literal('code'),
  key: stepKey,
  title: text(80),
  /** Two or three short sentences. */
  instructions: markdownSchema(400),
  language: codeLanguageSchema,
  /** The code the editor starts with; for blocks, what `starterBlocks` write. */
  starter: z.string().check(z.maxLength(4000)),
  /** Blocks only: the workspace the child starts with. */
  starterBlocks: z.optional(blockProgramSchema),
  /** Blocks only: the blocks the child may drag in, in toolbox order. */
  toolbox: z.optional(z.array(blockTypeSchema).check(z.minLength(1))),
  checks: z.array(checkSchema).check(z.minLength(1, 'every exercise needs at least one check')),
  /** What the step practises (every shipped step names it; the solution must use each). */
  practises: z.optional(z.array(z.enum(PRACTISED_CONCEPTS)).check(z.minLength(1))),
  /** From a nudge to nearly the answer; unlocked one at a time. */
  hints: z.array(hint).check(z.minLength(2, 'give at least 2 hints, from a nudge to nearly the answer')),
  /** Teacher-only. For blocks, what `solutionBlocks` write. */
  solution: code(4000),
  /** Blocks only, teacher-only: the solution as blocks. */
  solutionBlocks: z.optional(blockProgramSchema),
  output: programOutputSchema,
  /**
   * Show the solution's drawing faintly on the canvas as the goal ("make this picture"). The
   * server sends the drawing (traceTurtle of the solution's run), never the solution's code.
   */
  showGoal: z.optional(z.boolean()),
})

const quizStepSchema = z.strictObject({
  kind: z.literal('quiz'),
  key: stepKey,
  title: text(80),
  question: markdownSchema(600),
  choices: z
    .array(z.strictObject({ text: text(200), correct: z.boolean(), feedback: text(300) }))
    .check(z.minLength(2), z.maxLength(6)),
  /** More than one choice may be right; the child ticks all right ones. */
  multiple: z.boolean(),
})

const freeBuildStepSchema = z.strictObject({
  kind: z.literal('free-build'),
  key: stepKey,
  title: text(80),
  instructions: markdownSchema(600),
  language: codeLanguageSchema,
  starter: z.string().check(z.maxLength(4000)),
  starterBlocks: z.optional(blockProgramSchema),
  toolbox: z.optional(z.array(blockTypeSchema).check(z.minLength(1))),
  output: programOutputSchema,
  /** Things to try, shown as a short list. */
  ideas: z.optional(z.array(text(160)).check(z.maxLength(6))),
})

const stepSchema = z
  .discriminatedUnion('kind', [explanationStepSchema, codeStepSchema, quizStepSchema, freeBuildStepSchema])
  .check(
    z.superRefine((step, ctx) => {
      const issue = (message: string, path: (string | number)[]) =>
        ctx.issues.push({ code: 'custom', message, input: step, path })
      if (step.kind === 'explanation' && step.example?.blocks) {
        if (blocksToJavaScript(step.example.blocks) !== step.example.code) {
          issue('example.code must be what example.blocks write', ['example', 'code'])
        }
        if (step.example.language === 'python')
          issue('blocks write JavaScript, not Python', ['example', 'language'])
      }
      if (step.kind === 'quiz') {
        const right = step.choices.filter((c) => c.correct).length
        if (right === 0) issue('at least one choice must be correct', ['choices'])
        if (!step.multiple && right !== 1)
          issue('a single-choice quiz has exactly one correct choice', ['choices'])
      }
      if (step.kind === 'code' || step.kind === 'free-build') {
        if (step.language === 'blocks') {
          if (!step.starterBlocks) issue('blocks need starterBlocks', ['starterBlocks'])
          if (!step.toolbox) issue('blocks need a toolbox', ['toolbox'])
          if (step.starterBlocks && blocksToJavaScript(step.starterBlocks) !== step.starter) {
            issue('starter must be what starterBlocks write (blocksToJavaScript)', ['starter'])
          }
          const events = new Set(EVENT_BLOCKS)
          if (step.starterBlocks && !step.starterBlocks.some((b) => events.has(b.type))) {
            issue('starterBlocks need an event block (when_run) to join blocks to', ['starterBlocks'])
          }
        } else if (step.starterBlocks || step.toolbox) {
          issue('starterBlocks and toolbox are for blocks only', ['language'])
        }
      }
      if (step.kind === 'code') {
        if (step.language === 'blocks') {
          if (!step.solutionBlocks) issue('blocks need solutionBlocks', ['solutionBlocks'])
          else if (blocksToJavaScript(step.solutionBlocks) !== step.solution) {
            issue('solution must be what solutionBlocks write (blocksToJavaScript)', ['solution'])
          }
        } else if (step.solutionBlocks) {
          issue('solutionBlocks are for blocks only', ['solutionBlocks'])
        }
        if (step.showGoal && step.output === 'console') issue('showGoal needs a turtle drawing', ['showGoal'])
      }
    }),
  )

export type Step = z.output<typeof stepSchema>
export type ExplanationStep = z.output<typeof explanationStepSchema>
export type CodeStep = z.output<typeof codeStepSchema>
export type QuizStep = z.output<typeof quizStepSchema>
export type FreeBuildStep = z.output<typeof freeBuildStepSchema>

// ——— Rubric ———

/**
 * One line of a lesson's rubric (decision 194): what a teacher looks for when reviewing the lesson
 * ("uses a loop", "the square is closed"). With a check, the review queue pre-ticks it from the
 * check's result on the child's code for `step` (the lesson's last code step when not given); the
 * teacher confirms or changes each tick with one key (1–9).
 */
const rubricCriterionSchema = z.strictObject({
  key: stepKey,
  label: text(80),
  step: z.optional(stepKey),
  check: z.optional(checkSchema),
})

// ——— Lesson ———

export const lessonContentSchema = z
  .strictObject({
    schemaVersion: z.literal(LESSON_SCHEMA_VERSION),
    slug: slugSchema,
    title: text(80),
    summary: text(200),
    /** Ages the lesson is written for, e.g. "6-8". */
    ageBand: z.string().check(
      z.regex(/^\d{1,2}-\d{1,2}$/, 'like "6-8"'),
      z.refine((band) => {
        const [from, to] = band.split('-').map(Number) as [number, number]
        return from >= 3 && from <= to && to <= 18
      }, 'ages between 3 and 18, youngest first'),
    ),
    /** The one new idea first, then any it practises. */
    concepts: z.array(z.enum(CONCEPTS)).check(z.minLength(1)),
    /** Free lessons are open to guests at /free-lessons. */
    free: z.boolean(),
    steps: z.array(stepSchema).check(z.minLength(1)),
    /** What the teacher ticks when reviewing the lesson: at most 9 lines, keys 1–9 (decision 194). */
    rubric: z.optional(z.array(rubricCriterionSchema).check(z.minLength(1), z.maxLength(9))),
  })
  .check(
    z.superRefine((lesson, ctx) => {
      const seen = new Set<string>()
      lesson.steps.forEach((step, index) => {
        if (seen.has(step.key)) {
          ctx.issues.push({
            code: 'custom',
            message: `step key "${step.key}" is used twice`,
            input: step,
            path: ['steps', index, 'key'],
          })
        }
        seen.add(step.key)
      })
      const keys = new Set<string>()
      const codeSteps = lesson.steps.filter((step) => step.kind === 'code' || step.kind === 'free-build')
      lesson.rubric?.forEach((criterion, index) => {
        const issue = (message: string, field: string) =>
          ctx.issues.push({ code: 'custom', message, input: criterion, path: ['rubric', index, field] })
        if (keys.has(criterion.key)) issue(`rubric key "${criterion.key}" is used twice`, 'key')
        keys.add(criterion.key)
        if (criterion.step && !codeSteps.some((step) => step.key === criterion.step))
          issue(`"${criterion.step}" is not a code step of this lesson`, 'step')
        if (criterion.check && codeSteps.length === 0)
          issue('a rubric check needs a code step to judge', 'check')
      })
      // One runner serves the lesson: its code is either all Python or none of it.
      const python = lesson.steps.map(isPythonStep)
      if (python.some(Boolean) && !python.every((yes, index) => yes || !hasCode(lesson.steps[index]!))) {
        ctx.issues.push({
          code: 'custom',
          message: 'a lesson with Python steps has no JavaScript or blocks steps',
          input: lesson,
          path: ['steps'],
        })
      }
    }),
  )

function hasCode(step: Step): boolean {
  return step.kind === 'code' || step.kind === 'free-build' || (step.kind === 'explanation' && !!step.example)
}

/** The parts of a step (as written, or as a player receives it) that say its language. */
interface StepLanguage {
  kind: string
  language?: string
  example?: { language?: string }
}

function isPythonStep(step: StepLanguage): boolean {
  if (step.kind === 'code' || step.kind === 'free-build') return step.language === 'python'
  return step.kind === 'explanation' && step.example?.language === 'python'
}

/** The engine a lesson's code runs in (a lesson is all Python or not at all). */
export function lessonEngine(content: { steps: readonly StepLanguage[] }): 'javascript' | 'python' {
  return content.steps.some(isPythonStep) ? 'python' : 'javascript'
}

export type LessonContent = z.output<typeof lessonContentSchema>
/** What an author writes in content/ (`satisfies LessonContentInput`). */
export type LessonContentInput = z.input<typeof lessonContentSchema>
