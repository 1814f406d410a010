import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { recordStep, saveCode } from '@/features/lessons/lesson-work.server'
import { classCards, classItemSettings, lessons } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createClass, createCourse, createSchoolWithCourse, createSchoolWithPeople } from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { setCourseAssignment } from './course-assignment.server'
import { listFreeLessons } from './free-lessons.server'
import { getStudentCourse, listStudentCourses } from './student-courses.server'
import { getTeacherCourse, listTeacherCourses } from './teacher-courses.server'

describeEachDatabase('courses', (getDb) => {
  it("shows students their classes' courses with progress and the lesson to carry on with", async () => {
    const db = getDb()
    const { students, course, schoolClass } = await createSchoolWithCourse(db)
    const ada = students[0]!.actor
    await recordStep(db, ada, { itemId: course.items[0]!.itemId, stepKey: 'meet', kind: 'done', done: true })
    await saveCode(db, ada, { itemId: course.items[0]!.itemId, stepKey: 'line', baseRevision: 0, code: 'x' })
    await db
      .insert(classItemSettings)
      .values({ classId: schoolClass.id, cardSectionItemId: course.items[2]!.itemId, hidden: true })
    const list = await listStudentCourses(db, ada)
    const mine = list.find((entry) => entry.id === course.card.id)
    expect(mine).toMatchObject({
      lessonCount: 2,
      completedCount: 0,
      nextItemId: course.items[0]!.itemId,
    })
    const detail = await getStudentCourse(db, ada, course.card.id)
    expect(detail.sections[0]!.items.map((item) => item.status)).toEqual(['in_progress', 'not_started'])
  })

  it("refuses a course the student's classes do not have", async () => {
    const db = getDb()
    const { students } = await createSchoolWithCourse(db)
    const other = await createCourse(db)
    await expect(getStudentCourse(db, students[0]!.actor, other.card.id)).rejects.toMatchObject({
      status: 404,
    })
  })

  it("lets teachers assign courses to their own classes only, and hides other schools' courses", async () => {
    const db = getDb()
    const own = await createSchoolWithCourse(db, { assign: false })
    const other = await createSchoolWithPeople(db)
    const privateCourse = await createCourse(db, { schoolId: other.school.id })
    const teacher = own.teacher.actor
    await setCourseAssignment(db, teacher, {
      cardId: own.course.card.id,
      classId: own.schoolClass.id,
      assigned: true,
    })
    const rows = await db.select().from(classCards).where(eq(classCards.classId, own.schoolClass.id))
    expect(rows.map((row) => row.cardId)).toEqual([own.course.card.id])
    const assignedDetail = await getTeacherCourse(db, teacher, own.course.card.id)
    expect(assignedDetail.classes).toEqual([
      { id: own.schoolClass.id, name: own.schoolClass.name, assigned: true },
    ])
    const list = await listTeacherCourses(db, teacher)
    expect(list.find((entry) => entry.id === own.course.card.id)?.assignedTo).toEqual([own.schoolClass.name])
    expect(list.some((entry) => entry.id === privateCourse.card.id)).toBe(false)
    await expect(
      setCourseAssignment(db, teacher, {
        cardId: own.course.card.id,
        classId: other.schoolClass.id,
        assigned: true,
      }),
    ).rejects.toMatchObject({ status: 404 })
    const notMine = await createClass(db, own.school)
    await expect(
      setCourseAssignment(db, teacher, { cardId: own.course.card.id, classId: notMine.id, assigned: true }),
    ).rejects.toMatchObject({ status: 404 })
    await setCourseAssignment(db, own.admin.actor, {
      cardId: own.course.card.id,
      classId: notMine.id,
      assigned: true,
    })
    await expect(getTeacherCourse(db, teacher, privateCourse.card.id)).rejects.toMatchObject({ status: 404 })
    await expect(listTeacherCourses(db, own.students[0]!.actor)).rejects.toMatchObject({ status: 403 })
    await setCourseAssignment(db, teacher, {
      cardId: own.course.card.id,
      classId: own.schoolClass.id,
      assigned: false,
    })
    const detail = await getTeacherCourse(db, teacher, own.course.card.id)
    expect(detail.classes).toEqual([{ id: own.schoolClass.id, name: own.schoolClass.name, assigned: false }])
  })

  it('lists free lessons', async () => {
    const db = getDb()
    const { course } = await createSchoolWithCourse(db)
    const free = await listFreeLessons(db)
    expect(free.map((lesson) => lesson.lessonId)).toEqual(expect.arrayContaining([course.items[0]!.lessonId]))
  })

  it('reads the free lessons once per 10 s per process, and at once after a publish forgot them (decision 132)', async () => {
    const counted = countQueries(getDb())
    const start = Date.now()
    const { course } = await createSchoolWithCourse(counted.db)
    counted.reset()
    const first = await listFreeLessons(counted.db, start)
    expect(await listFreeLessons(counted.db, start + 9_000)).toBe(first)
    expect(counted.count).toBe(1)
    await counted.db.update(lessons).set({ isFree: false }).where(eq(lessons.id, course.items[0]!.lessonId))
    expect(await listFreeLessons(counted.db, start + 10_000)).not.toContainEqual(
      expect.objectContaining({ lessonId: course.items[0]!.lessonId }),
    )
    await counted.db.update(lessons).set({ isFree: true }).where(eq(lessons.id, course.items[0]!.lessonId))
    listFreeLessons.forget(counted.db)
    expect(await listFreeLessons(counted.db, start + 10_001)).toContainEqual(
      expect.objectContaining({ lessonId: course.items[0]!.lessonId }),
    )
  })
})
