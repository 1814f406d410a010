import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { codeHistory } from '@/features/progress/saved-code.server'
import { activity, codeRevisions, lessonProgress } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithCourse } from '@/test/factories'
import { importGuestProgress, recordStep, saveCode } from './lesson-work.server'
import { loadStudentLesson } from './lessons.server'

describeEachDatabase('progress', (getDb) => {
  it('saves code as numbered revisions and the player gets the latest back', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const ada = students[0]!.actor
    const itemId = course.items[0]!.itemId
    const first = await saveCode(db, ada, { itemId, stepKey: 'line', baseRevision: 0, code: 'forward(10)' })
    expect(first).toEqual({ status: 'saved', revision: 1 })
    const second = await saveCode(db, ada, { itemId, stepKey: 'line', baseRevision: 1, code: 'forward(100)' })
    expect(second).toEqual({ status: 'saved', revision: 2 })
    const lesson = await loadStudentLesson(db, ada, itemId)
    expect(lesson.progress?.code.line).toMatchObject({ revision: 2, code: 'forward(100)' })
    expect(lesson.progress?.status).toBe('in_progress')
    const started = await db
      .select()
      .from(activity)
      .where(and(eq(activity.profileId, ada.profileId), eq(activity.kind, 'lesson_started')))
    expect(started).toHaveLength(1)
  })

  it('refuses to let a stale revision become the latest, and keeps both versions', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const ada = students[0]!.actor
    const itemId = course.items[0]!.itemId
    await saveCode(db, ada, { itemId, stepKey: 'line', baseRevision: 0, code: 'tab A' })
    const stale = await saveCode(db, ada, {
      itemId,
      stepKey: 'line',
      baseRevision: 0,
      code: 'tab B',
      clientId: 'b',
    })
    expect(stale).toMatchObject({
      status: 'conflict',
      latest: { revision: 1, code: 'tab A' },
      keptRevision: 2,
    })
    const lesson = await loadStudentLesson(db, ada, itemId)
    expect(lesson.progress?.code.line?.code).toBe('tab A')
    const [progress] = await db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.cardSectionItemId, itemId))
    const history = await codeHistory(db, progress!.id, 'line')
    expect(history.map((entry) => [entry.code, entry.keptFromOtherTab])).toEqual([
      ['tab B', true],
      ['tab A', false],
    ])
    // Keeping "mine" after the conflict: saved on top of the newer version.
    const mine = await saveCode(db, ada, { itemId, stepKey: 'line', baseRevision: 1, code: 'tab B' })
    expect(mine).toEqual({ status: 'saved', revision: 3 })
  })

  it("refuses another school's lesson and a lesson the class does not have", async () => {
    const db = getDb()
    const own = await createSchoolWithCourse(db)
    const other = await createSchoolWithCourse(db, { assign: false })
    const ada = own.students[0]!.actor
    await expect(
      saveCode(db, ada, {
        itemId: other.course.items[0]!.itemId,
        stepKey: 'line',
        baseRevision: 0,
        code: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 })
    const otherStudent = other.students[0]!.actor
    await expect(
      saveCode(db, otherStudent, {
        itemId: own.course.items[0]!.itemId,
        stepKey: 'line',
        baseRevision: 0,
        code: 'x',
      }),
    ).rejects.toBeInstanceOf(HttpError)
    await expect(
      recordStep(db, own.teacher.actor, {
        itemId: own.course.items[0]!.itemId,
        stepKey: 'line',
        kind: 'run',
        done: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('refuses a step that has no code and a step the lesson does not have', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const itemId = course.items[0]!.itemId
    await expect(
      saveCode(db, students[0]!.actor, { itemId, stepKey: 'meet', baseRevision: 0, code: 'x' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      recordStep(db, students[0]!.actor, { itemId, stepKey: 'nope', kind: 'run', done: false }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('counts runs and time, and completes the lesson once every step is done', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const ada = students[0]!.actor
    const itemId = course.items[1]!.itemId
    await recordStep(db, ada, { itemId, stepKey: 'meet', kind: 'done', done: true, timeSpentSeconds: 20 })
    await recordStep(db, ada, {
      itemId,
      stepKey: 'line',
      kind: 'run',
      done: false,
      checksPassed: 0,
      checksTotal: 1,
      timeSpentSeconds: 10_000,
    })
    await recordStep(db, ada, {
      itemId,
      stepKey: 'line',
      kind: 'run',
      done: true,
      checksPassed: 1,
      checksTotal: 1,
    })
    const beforeLast = await recordStep(db, ada, { itemId, stepKey: 'hello', kind: 'visit', done: false })
    expect(beforeLast.status).toBe('in_progress')
    const last = await recordStep(db, ada, {
      itemId,
      stepKey: 'hello',
      kind: 'run',
      done: true,
      checksPassed: 1,
      checksTotal: 1,
    })
    expect(last).toMatchObject({ status: 'completed', justCompleted: true })
    const again = await recordStep(db, ada, { itemId, stepKey: 'hello', kind: 'run', done: true })
    expect(again.justCompleted).toBe(false)
    const [row] = await db.select().from(lessonProgress).where(eq(lessonProgress.cardSectionItemId, itemId))
    expect(row).toMatchObject({ status: 'completed', attempts: 4, timeSpentSeconds: 320 })
    expect(row!.completedAt).not.toBeNull()
    const completed = await db
      .select()
      .from(activity)
      .where(and(eq(activity.profileId, ada.profileId), eq(activity.kind, 'lesson_completed')))
    expect(completed).toHaveLength(1)
  })

  it("brings a guest's free-lesson work into the account without replacing saved work", async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const ada = students[0]!.actor
    const [first, second] = course.items
    await saveCode(db, ada, {
      itemId: second!.itemId,
      stepKey: 'line',
      baseRevision: 0,
      code: 'mine already',
    })
    const result = await importGuestProgress(db, ada, {
      lessons: [
        {
          lessonId: first!.lessonId,
          steps: {
            meet: { done: true },
            line: { done: true, code: 'forward(100)' },
            hello: { done: true, code: 'print("hello")' },
          },
        },
        { lessonId: second!.lessonId, steps: { line: { done: true, code: 'guest version' } } },
      ],
    })
    expect(result.imported).toBe(2)
    const firstLesson = await loadStudentLesson(db, ada, first!.itemId)
    expect(firstLesson.progress).toMatchObject({ status: 'completed' })
    expect(firstLesson.progress?.code.line?.code).toBe('forward(100)')
    const secondLesson = await loadStudentLesson(db, ada, second!.itemId)
    expect(secondLesson.progress?.code.line?.code).toBe('mine already')
    const revisions = await db.select().from(codeRevisions)
    expect(revisions.filter((row) => row.code === 'guest version')).toHaveLength(0)
  })
})
