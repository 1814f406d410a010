/**
 * The content of a lesson: what `lesson_versions.content` holds, what `content/` ships and what
 * the template editor writes. Versioned by `schemaVersion`; a change that old content does not
 * satisfy raises the version and adds a migration (docs/decisions/010-lesson-content-format.md).
 * Client-safe (zod/mini); the check engine and the runner read the types. The parts of the format
 * sit beside this file, one each: its text (`content-text`), blocks (`block-content`), checks
 * (`check`) and steps (`step`); this file holds the lesson and its rubric, and gives the parts'
 * public names on. Which engine a lesson runs in is `lesson-engine.ts` (no zod: the player reads it).
 */
import * as z from 'zod/mini'
import { checkSchema } from './check.schemas'
import { slugSchema, text } from './content-text.schemas'
import { isPythonStep } from './lesson-engine'
import { type Step, stepKey, stepSchema } from './step.schemas'
import { lessonTranslationsSchema, translationIssues } from './translation.schemas'

export { blockProgramSchema } from './block-content.schemas'
export { type Check, type CodeConstruct, checkSchema } from './check.schemas'
export type { PractisedConcept } from './concepts.schemas'
export { codeLanguageSchema, markdownSchema, slugSchema } from './content-text.schemas'
export type { CodeStep, ExplanationStep, FreeBuildStep, QuizStep, Step } from './step.schemas'

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
    /** The child's texts in other languages, by language code (decision 214). */
    translations: z.optional(lessonTranslationsSchema),
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
      for (const issue of translationIssues(lesson))
        ctx.issues.push({ code: 'custom', input: lesson, ...issue })
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

export type LessonContent = z.output<typeof lessonContentSchema>
/** What an author writes in content/ (`satisfies LessonContentInput`). */
export type LessonContentInput = z.input<typeof lessonContentSchema>
