import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getStudentCourse, listStudentCourses } from '@/features/courses/student-courses.server'
import { classCards, classMembers, classTeachers, schoolClasses } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createStudent,
} from '@/test/factories'
import { endSchoolYear, nextYearName, planSchoolYearEnd } from './end-school-year.server'

it('next year’s name moves the grade in the name up with the class', () => {
  expect(nextYearName('Class 4B', 4)).toBe('Class 5B')
  expect(nextYearName('4th grade coders', 4)).toBe('5th grade coders')
  expect(nextYearName('Year 10 / 14', 10)).toBe('Year 11 / 14')
  expect(nextYearName('Robots', 3)).toBe('Robots')
  expect(nextYearName('Class 4B', null)).toBe('Class 4B')
  expect(nextYearName('Class 14', 4)).toBe('Class 14')
})

describeEachDatabase('the school year ends in one step (decisions 121, 177)', (getDb) => {
  it('archives every class, makes next year’s with the same teachers, children and courses, and keeps their work', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const admin = (await createAdult(db, school, 'ADMIN')).actor
    const teacher = await createAdult(db, school, 'TEACHER')
    const course = await createCourse(db, { sections: 1, lessonsPerSection: 2 })
    const ada = await createStudent(db, school, { firstName: 'Ada' })
    const leo = await createStudent(db, school, { firstName: 'Leo' })
    const fourB = await createClass(db, school, {
      name: 'Class 4B',
      grade: 4,
      loginType: 'words',
      quickJoin: true,
      teacherIds: [teacher.actor.profileId],
      studentIds: [ada.profileId, leo.profileId],
      courseIds: [course.card.id],
    })
    const seniors = await createClass(db, school, { name: 'Seniors', grade: 12, studentIds: [leo.profileId] })
    const other = await createSchool(db)
    const otherClass = await createClass(db, other, { name: 'Class 4B', grade: 4 })
    await createProgress(
      db,
      ada.actor,
      { itemId: course.items[0]!.itemId, lessonId: course.items[0]!.lessonId },
      {
        status: 'completed',
      },
    )

    await expect(planSchoolYearEnd(db, teacher.actor)).rejects.toMatchObject({ status: 403 })
    await expect(endSchoolYear(db, teacher.actor, { classIds: [fourB.id] })).rejects.toMatchObject({
      status: 403,
    })
    const plan = await planSchoolYearEnd(db, admin)
    expect(plan.map((c) => [c.name, c.members, c.nextName, c.nextGrade])).toEqual([
      ['Class 4B', 2, 'Class 5B', 5],
      ['Seniors', 1, null, null],
    ])
    // A stale list (a class missing) changes nothing.
    await expect(endSchoolYear(db, admin, { classIds: [fourB.id] })).rejects.toMatchObject({ status: 409 })

    const result = await endSchoolYear(db, admin, { classIds: plan.map((c) => c.id) })
    expect(result.archived).toBe(2)
    expect(result.created.map((c) => c.name)).toEqual(['Class 5B'])
    // Pressed twice: the second finds the classes changed.
    await expect(endSchoolYear(db, admin, { classIds: plan.map((c) => c.id) })).rejects.toMatchObject({
      status: 409,
    })

    const old = await db
      .select()
      .from(schoolClasses)
      .where(inArray(schoolClasses.id, [fourB.id, seniors.id]))
    expect(old.every((c) => c.archivedAt !== null)).toBe(true)
    const [fiveB] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, result.created[0]!.id))
    expect(fiveB).toMatchObject({
      name: 'Class 5B',
      grade: 5,
      loginType: 'words',
      quickJoin: true,
      archivedAt: null,
    })
    expect(fiveB!.joinCode).not.toBe(fourB.joinCode)
    expect(result.created[0]!.joinCode).toBe(fiveB!.joinCode)
    const teachers = await db.select().from(classTeachers).where(eq(classTeachers.classId, fiveB!.id))
    expect(teachers.map((t) => t.profileId)).toEqual([teacher.actor.profileId])
    const members = await db.select().from(classMembers).where(eq(classMembers.classId, fiveB!.id))
    expect(members.map((m) => m.profileId).sort()).toEqual([ada.profileId, leo.profileId].sort())
    // Next year's class has last year's courses, so nobody waits for a teacher to add one.
    const fiveBCourses = await db.select().from(classCards).where(eq(classCards.classId, fiveB!.id))
    expect(fiveBCourses.map((c) => c.cardId)).toEqual([course.card.id])
    // Another school's classes are untouched.
    const [untouched] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, otherClass.id))
    expect(untouched!.archivedAt).toBeNull()

    // Next year Ada signs in: the course is this year's, with her work; nothing under Last year.
    const thisYear = await listStudentCourses(db, ada.actor)
    expect(thisYear.map((c) => [c.id, c.completedCount, c.lessonCount])).toEqual([[course.card.id, 1, 2]])
    expect(await listStudentCourses(db, ada.actor, 'last')).toEqual([])
    const detail = await getStudentCourse(db, ada.actor, course.card.id)
    expect(detail.sections[0]!.items.map((item) => item.status)).toEqual(['completed', 'not_started'])

    // A teacher who takes the course off next year's class finds it under Last year for Ada.
    await db.delete(classCards).where(eq(classCards.classId, fiveB!.id))
    expect(await listStudentCourses(db, ada.actor)).toEqual([])
    const lastYear = await listStudentCourses(db, ada.actor, 'last')
    expect(lastYear.map((c) => [c.id, c.completedCount, c.lessonCount])).toEqual([[course.card.id, 1, 2]])
  })
})
