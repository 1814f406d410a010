import { eq } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { classItemSettings, lessons, lessonVersions } from '@/server/db/schema'
import { sandbox } from '@/server/sandbox/sandbox'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithCourse, createSchoolWithPeople } from '@/test/factories'
import {
  loadFreeLesson,
  loadSharedLessonVersion,
  loadStudentLesson,
  loadTeacherLesson,
} from './lessons.server'

describeEachDatabase('lessons', (getDb) => {
  it('gives students the lesson without solutions, with the goal picture and the way on', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const lesson = await loadStudentLesson(db, students[0]!.actor, course.items[1]!.itemId)
    const line = lesson.content.steps.find((step) => step.key === 'line')
    expect(line).toMatchObject({ kind: 'code', showGoal: true })
    expect(line).not.toHaveProperty('solution')
    expect(JSON.stringify(lesson)).not.toContain('forward(100)')
    expect(lesson.goals.line).toEqual([{ op: 'forward', distance: 100 }])
    expect(lesson.nav).toMatchObject({ index: 2, total: 3 })
    expect(lesson.nav?.previous?.id).toBe(course.items[0]!.itemId)
    expect(lesson.nav?.next?.id).toBe(course.items[2]!.itemId)
    expect(lesson.progress).toMatchObject({ status: 'not_started', currentStep: 0 })
  })

  it('gives teachers the solutions and notes', async () => {
    const db = getDb()
    const { teacher, course } = await createSchoolWithCourse(db)
    const lesson = await loadTeacherLesson(db, teacher.actor, course.items[0]!.itemId)
    expect(lesson.content.steps.find((step) => step.key === 'line')).toMatchObject({
      solution: 'forward(100)',
    })
    expect(lesson.teacher?.notes.length).toBeGreaterThan(0)
  })

  it("refuses another school's students, students whose class lacks the course, and locked lessons", async () => {
    const db = getDb()
    const own = await createSchoolWithCourse(db)
    const other = await createSchoolWithPeople(db)
    const itemId = own.course.items[0]!.itemId
    await expect(loadStudentLesson(db, other.students[0]!.actor, itemId)).rejects.toMatchObject({
      status: 404,
    })
    await expect(loadStudentLesson(db, own.teacher.actor, itemId)).rejects.toMatchObject({ status: 403 })
    await expect(loadTeacherLesson(db, own.students[0]!.actor, itemId)).rejects.toMatchObject({ status: 403 })
    await db
      .insert(classItemSettings)
      .values({ classId: own.schoolClass.id, cardSectionItemId: itemId, locked: true })
    await expect(loadStudentLesson(db, own.students[0]!.actor, itemId)).rejects.toMatchObject({ status: 403 })
  })

  it('opens free lessons to anyone and nothing else', async () => {
    const db = getDb()
    const { course } = await createSchoolWithCourse(db)
    const free = await loadFreeLesson(db, course.items[0]!.lessonId)
    expect(free.mode).toBe('guest')
    expect(JSON.stringify(free.content)).not.toContain('forward(100)')
    await expect(loadFreeLesson(db, course.items[0]!.itemId)).rejects.toMatchObject({ status: 404 })
  })

  it('reading a lesson returns the goals stored with its version and runs no program', async () => {
    const db = getDb()
    const { students, teacher, course } = await createSchoolWithCourse(db)
    const item = course.items[0]!
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, item.lessonId))
    // Not what the solution (`forward(100)`) draws: only a read of the stored goals returns this.
    const stored = { line: [{ op: 'circle' as const, radius: 42 }] }
    await db
      .update(lessonVersions)
      .set({ goals: stored })
      .where(eq(lessonVersions.id, lesson!.currentVersionId!))
    const run = vi.spyOn(sandbox(), 'run')
    try {
      const reads = [
        await loadStudentLesson(db, students[0]!.actor, item.itemId),
        await loadTeacherLesson(db, teacher.actor, item.itemId),
        await loadFreeLesson(db, item.lessonId),
        await loadSharedLessonVersion(db, 'share-id', item.itemId),
      ]
      for (const read of reads) expect(read.goals).toEqual(stored)
      expect(run).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
    }
  })

  it('a version whose goals are not drawn yet shows none, and reading it draws nothing', async () => {
    const db = getDb()
    const { students, course } = await createSchoolWithCourse(db)
    const item = course.items[0]!
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, item.lessonId))
    await db
      .update(lessonVersions)
      .set({ goals: null })
      .where(eq(lessonVersions.id, lesson!.currentVersionId!))
    const run = vi.spyOn(sandbox(), 'run')
    try {
      expect((await loadStudentLesson(db, students[0]!.actor, item.itemId)).goals).toEqual({})
      expect(run).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
    }
  })
})
