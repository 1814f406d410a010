import { eq } from 'drizzle-orm'
import { createCourse, createSchoolWithPeople } from '@/features/schools/test-fixtures'
import type { Db } from '@/server/db/client'
import { groupCards, lessons, lessonVersions } from '@/server/db/schema'
import type { LessonContentInput } from '../lesson-content.schemas'

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
        title: 'Say hello',
        instructions: 'Print hello.',
        language: 'javascript',
        starter: '// print here\n',
        checks: [{ type: 'output-includes', text: 'hello', fail: 'Print hello.' }],
        hints: ['Use print.', 'print("hello")'],
        solution: 'print("hello")',
        output: 'console',
      },
    ],
  }
}

/** Gives each lesson a published first version with the sample content. */
export async function publishSampleVersions(db: Db, items: { lessonId: string }[]) {
  for (const item of items) {
    const [lesson] = await db
      .select({ slug: lessons.slug })
      .from(lessons)
      .where(eq(lessons.id, item.lessonId))
    const [version] = await db
      .insert(lessonVersions)
      .values({ lessonId: item.lessonId, version: 1, content: sampleLesson(lesson!.slug) })
      .returning({ id: lessonVersions.id })
    await db
      .update(lessons)
      .set({ currentVersionId: version!.id, isFree: true })
      .where(eq(lessons.id, item.lessonId))
  }
}

/** A school with people and a global course of sample lessons assigned to its class. */
export async function schoolWithCourse(db: Db, options: { assign?: boolean } = {}) {
  const people = await createSchoolWithPeople(db)
  const course = await createCourse(db, { lessonCount: 3 })
  await publishSampleVersions(db, course.items)
  if (options.assign !== false) {
    await db.insert(groupCards).values({ groupId: people.group.id, cardId: course.card.id })
  }
  return { ...people, course }
}
