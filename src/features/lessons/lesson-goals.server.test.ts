import { eq, isNull } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import type { Db } from '@/server/db/client'
import { jobs, lessons, lessonVersions } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithCourse, sampleLesson } from '@/test/factories'
import {
  backfillLessonGoals,
  drawGoals,
  enqueueMissingGoals,
  LESSON_GOALS_QUEUE,
  lessonGoalsJob,
} from './lesson-goals.server'

const square = [1, 2, 3, 4].flatMap(() => [
  { op: 'forward', distance: 40 },
  { op: 'turn', degrees: 90 },
])

function lessonDrawing(solution: string): LessonContent {
  const content = lessonContentSchema.parse(sampleLesson('goals'))
  const line = content.steps[1]!
  if (line.kind !== 'code') throw new Error('sample changed')
  line.solution = solution
  return content
}

/** Versions as they were before goals were stored: goals null, whatever the solution draws. */
async function versionsWithoutGoals(db: Db, solution: string) {
  const { course } = await createSchoolWithCourse(db)
  const versionIds: string[] = []
  for (const item of course.items) {
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, item.lessonId))
    const content = { ...lessonDrawing(solution), slug: lesson!.slug }
    await db
      .update(lessonVersions)
      .set({ content, goals: null })
      .where(eq(lessonVersions.id, lesson!.currentVersionId!))
    versionIds.push(lesson!.currentVersionId!)
  }
  return versionIds
}

async function goalsOf(db: Db, versionId: string) {
  const [row] = await db
    .select({ goals: lessonVersions.goals })
    .from(lessonVersions)
    .where(eq(lessonVersions.id, versionId))
  return row!.goals
}

const squareCode = 'for (let i = 0; i < 4; i++) {\n  forward(40)\n  right(90)\n}'

describeEachDatabase('lesson goals', (getDb) => {
  it('drawGoals runs each showGoal solution in the sandbox; one it has to stop gets no goal', async () => {
    expect(await drawGoals(lessonDrawing(squareCode))).toEqual({ goals: { line: square }, problems: [] })
    const stuck = await drawGoals(lessonDrawing('forward(10)\nwhile (true) {}'))
    expect(stuck.goals).toEqual({})
    expect(stuck.problems).toEqual([{ stepIndex: 1, title: 'Draw a line', run: { status: 'timeout' } }])
  })

  it('the job draws and stores the goals of versions that have none, once', async () => {
    const db = getDb()
    const versionIds = await versionsWithoutGoals(db, squareCode)
    expect(await enqueueMissingGoals(db)).toBe(true)
    expect(await enqueueMissingGoals(db)).toBe(true)
    const queued = await db.select().from(jobs).where(eq(jobs.queue, LESSON_GOALS_QUEUE))
    expect(queued).toHaveLength(1)

    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [LESSON_GOALS_QUEUE]: lessonGoalsJob() },
    })
    while (await worker.runOnce()) {}
    for (const versionId of versionIds) expect(await goalsOf(db, versionId)).toEqual({ line: square })
    expect(await db.select().from(lessonVersions).where(isNull(lessonVersions.goals))).toEqual([])
    const [job] = await db.select().from(jobs).where(eq(jobs.queue, LESSON_GOALS_QUEUE))
    expect(job!.status).toBe('done')
    expect(await enqueueMissingGoals(db)).toBe(false)
  })

  it('two backfills at once (two instances) store each version once', async () => {
    const db = getDb()
    const versionIds = await versionsWithoutGoals(db, squareCode)
    const [first, second] = await Promise.all([backfillLessonGoals(db), backfillLessonGoals(db)])
    expect(first + second).toBe(versionIds.length)
    for (const versionId of versionIds) expect(await goalsOf(db, versionId)).toEqual({ line: square })
  })

  it('a version whose solution never ends gets no goal for that step, and the job ends', async () => {
    const db = getDb()
    const versionIds = await versionsWithoutGoals(db, 'while (true) {}')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const worker = createJobWorker({
        getDb: async () => db,
        handlers: { [LESSON_GOALS_QUEUE]: lessonGoalsJob() },
      })
      await enqueueMissingGoals(db)
      while (await worker.runOnce()) {}
      for (const versionId of versionIds) expect(await goalsOf(db, versionId)).toEqual({})
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"Draw a line": timeout'))
    } finally {
      warn.mockRestore()
    }
  }, 60_000)
})
