/** A lesson's steps: explanation, code exercise, quiz and free build, and the rules between their parts. */
import * as z from 'zod/mini'
import { blocksToJavaScript, EVENT_BLOCKS } from '@/kernel/runner-protocol'
import { blockProgramSchema, blockTypeSchema } from './block-content.schemas'
import { checkSchema } from './check.schemas'
import { PRACTISED_CONCEPTS } from './concepts.schemas'
import {
  code,
  codeLanguageSchema,
  lessonImageSchema,
  markdownSchema,
  programOutputSchema,
  SLUG,
  text,
} from './content-text.schemas'

export const stepKey = z
  .string()
  .check(z.regex(SLUG, 'use lower-case words joined by dashes'), z.maxLength(60))

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

export const stepSchema = z
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
