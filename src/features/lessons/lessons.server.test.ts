import { expect, it } from 'vitest'
import { createSchoolWithPeople } from '@/features/schools/test-fixtures'
import { groupItemSettings } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { loadFreeLesson, loadStudentLesson, loadTeacherLesson } from './lessons.server'
import { schoolWithCourse } from './testing/lesson-fixtures'

describeEachDatabase('lessons', (getDb) => {
  it('gives students the lesson without solutions, with the goal picture and the way on', async () => {
    const db = getDb()
    const { students, course } = await schoolWithCourse(db)
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
    const { teacher, course } = await schoolWithCourse(db)
    const lesson = await loadTeacherLesson(db, teacher.actor, course.items[0]!.itemId)
    expect(lesson.content.steps.find((step) => step.key === 'line')).toMatchObject({
      solution: 'forward(100)',
    })
    expect(lesson.teacher?.notes.length).toBeGreaterThan(0)
  })

  it("refuses another school's students, students whose class lacks the course, and locked lessons", async () => {
    const db = getDb()
    const own = await schoolWithCourse(db)
    const other = await createSchoolWithPeople(db)
    const itemId = own.course.items[0]!.itemId
    await expect(loadStudentLesson(db, other.students[0]!.actor, itemId)).rejects.toMatchObject({
      status: 404,
    })
    await expect(loadStudentLesson(db, own.teacher.actor, itemId)).rejects.toMatchObject({ status: 403 })
    await expect(loadTeacherLesson(db, own.students[0]!.actor, itemId)).rejects.toMatchObject({ status: 403 })
    await db
      .insert(groupItemSettings)
      .values({ groupId: own.group.id, cardSectionItemId: itemId, locked: true })
    await expect(loadStudentLesson(db, own.students[0]!.actor, itemId)).rejects.toMatchObject({ status: 403 })
  })

  it('opens free lessons to anyone and nothing else', async () => {
    const db = getDb()
    const { course } = await schoolWithCourse(db)
    const free = await loadFreeLesson(db, course.items[0]!.lessonId)
    expect(free.mode).toBe('guest')
    expect(JSON.stringify(free.content)).not.toContain('forward(100)')
    await expect(loadFreeLesson(db, course.items[0]!.itemId)).rejects.toMatchObject({ status: 404 })
  })
})
