import { eq } from 'drizzle-orm'
import type { LessonContentInput } from '@/kernel/lesson-content/lesson-content.schemas'
import type { Db } from '@/server/db/client'
import { lessons, lessonVersions } from '@/server/db/schema'
import { uniqueId } from './unique'

/** A small valid lesson: an explanation, a turtle exercise (with a goal) and a console exercise. */
export function sampleLesson(slug: string): LessonContentInput {
  return {
    schemaVersion: 1,
    slug,
    title: 'A first line',
    summary: 'Move the turtle to draw a line.',
    ageBand: '9-11',
    concepts: ['turtle'],
    free: true,
    steps: [
      {
        kind: 'explanation',
        key: 'meet',
        title: 'Meet the turtle',
        body: 'The turtle draws where it walks.',
      },
      {
        kind: 'code',
        key: 'line',
        practises: ['sequences'],
        title: 'Draw a line',
        instructions: 'Make the turtle walk forward 100 steps.',
        language: 'javascript',
        starter: '',
        checks: [{ type: 'turtle-segment-count', min: 1, fail: 'Draw a line with forward.' }],
        hints: ['Use forward.', 'Write forward and a big number in brackets.'],
        solution: 'forward(100)',
        output: 'turtle',
        showGoal: true,
      },
      {
        kind: 'code',
        key: 'hello',
        practises: ['sequences', 'loops'],
        title: 'Say hello',
        instructions: 'Print hello.',
        language: 'javascript',
        starter: '// print here\n',
        checks: [{ type: 'output-includes', text: 'hello', fail: 'Print hello.' }],
        hints: ['Use print.', 'print("hello")'],
        solution: 'for (let i = 0; i < 1; i++) print("hello")',
        output: 'console',
      },
    ],
  }
}

/** The goals the sample lesson's version stores (what the sandbox draws for its solution). */
export const SAMPLE_GOALS = { line: [{ op: 'forward' as const, distance: 100 }] }

/** A lesson; with `withContent`, a published first version of the sample lesson (free). */
export async function createLesson(
  db: Db,
  overrides: { title?: string; slug?: string; withContent?: boolean } = {},
) {
  const slug = overrides.slug ?? `lesson-${uniqueId()}`
  const [lesson] = await db
    .insert(lessons)
    .values({ slug, title: overrides.title ?? `Lesson ${slug}` })
    .returning({ id: lessons.id, slug: lessons.slug, title: lessons.title })
  if (!lesson) throw new Error('lesson not created')
  if (overrides.withContent) await publishSampleVersion(db, lesson)
  return lesson
}

/** Gives a lesson a published first version with the sample content and its stored goals. */
export async function publishSampleVersion(db: Db, lesson: { id: string; slug: string }): Promise<void> {
  const [version] = await db
    .insert(lessonVersions)
    .values({ lessonId: lesson.id, version: 1, content: sampleLesson(lesson.slug), goals: SAMPLE_GOALS })
    .returning({ id: lessonVersions.id })
  await db
    .update(lessons)
    .set({ currentVersionId: version!.id, isFree: true })
    .where(eq(lessons.id, lesson.id))
}
