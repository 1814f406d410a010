import { expect, it } from 'vitest'
import { activity } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createClass,
  createCourse,
  createProgress,
  createSchoolWithPeople,
  createStudent,
  createTeacher,
} from '@/test/factories'
import { ACTIVITY_PAGE_SIZE, listActivity, listMyLessonActivity, summarizeLessons } from './activity.server'
import { recordActivity } from './record-activity.server'

describeEachDatabase('activity', (getDb) => {
  it('shows adults their school’s activity, newest first and paged, and a student only their own', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    const [ada, grace] = mine.students
    const base = Date.now() - 1_000_000
    await db.insert(activity).values(
      Array.from({ length: ACTIVITY_PAGE_SIZE + 5 }, (_, index) => ({
        schoolId: mine.school.id,
        profileId: index % 2 === 0 ? ada!.profileId : grace!.profileId,
        kind: 'lesson_started',
        subject: { lessonTitle: `Lesson ${index}` },
        // Pairs share an instant, one pair across the page boundary.
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    )
    await recordActivity(db, {
      schoolId: theirs.school.id,
      profileId: theirs.students[0]!.profileId,
      kind: 'lesson_started',
    })

    const first = await listActivity(db, mine.admin.actor)
    expect(first.scope).toBe('school')
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE)
    expect(first.entries[0]?.subject).toEqual({ lessonTitle: `Lesson ${ACTIVITY_PAGE_SIZE + 4}` })
    const second = await listActivity(db, mine.admin.actor, { before: first.nextBefore! })
    expect(second.entries).toHaveLength(5)
    expect(second.nextBefore).toBeNull()
    // Lessons 4 and 5 happened in the same instant, on either side of the page's end: both shown, once.
    const titles = [...first.entries, ...second.entries].map((entry) => entry.subject.lessonTitle)
    expect(new Set(titles).size).toBe(ACTIVITY_PAGE_SIZE + 5)

    const own = await listActivity(db, ada!.actor)
    expect(own.scope).toBe('mine')
    expect(own.entries.every((entry) => entry.actorName === ada!.actor.name)).toBe(true)
    expect(own.entries.length).toBe(28)
    // Nothing from the other school.
    const everything = [...first.entries, ...second.entries]
    expect(everything.some((entry) => entry.actorName === theirs.students[0]!.actor.name)).toBe(false)
  })

  it('shows a teacher only the activity of the classes they teach (decision 042)', async () => {
    const db = getDb()
    // Class A: the fixture's teacher with two students. Class B: another teacher, one student only
    // in B, and one student in both classes.
    const { school, admin, teacher, students, schoolClass: classA } = await createSchoolWithPeople(db)
    const otherTeacher = await createTeacher(db, school)
    const onlyInB = await createStudent(db, school)
    const inBoth = students[0]!
    const classB = await createClass(db, school, {
      teacherIds: [otherTeacher.profileId],
      studentIds: [onlyInB.profileId, inBoth.profileId],
    })
    const entry = (profileId: string | null, kind: string, subject: Record<string, unknown> = {}) =>
      recordActivity(db, { schoolId: school.id, profileId, kind, subject })
    await entry(students[1]!.profileId, 'lesson_started', { lessonTitle: 'A: only in A' })
    await entry(inBoth.profileId, 'lesson_completed', { lessonTitle: 'A+B: in both' })
    await entry(onlyInB.profileId, 'lesson_started', { lessonTitle: 'B: only in B' })
    await entry(onlyInB.profileId, 'login_locked', {
      classId: classB.id,
      className: classB.name,
      studentName: 'B: locked',
    })
    await entry(teacher.profileId, 'resource_added', { title: 'A: my own worksheet' })
    await entry(otherTeacher.profileId, 'resource_added', { title: 'B: their worksheet' })
    await entry(admin.profileId, 'settings_updated', { title: 'school: settings' })
    // A class A event whose student has since left the school still belongs to class A.
    await entry(null, 'student_joined', {
      classId: classA.id,
      className: classA.name,
      studentName: 'A: gone',
    })

    const labels = (page: Awaited<ReturnType<typeof listActivity>>) =>
      page.entries
        .map((e) => String(e.subject.lessonTitle ?? e.subject.title ?? e.subject.studentName))
        .sort()

    const teacherA = await listActivity(db, teacher.actor)
    expect(teacherA.scope).toBe('classes')
    expect(labels(teacherA)).toEqual(['A+B: in both', 'A: gone', 'A: my own worksheet', 'A: only in A'])

    const teacherB = await listActivity(db, otherTeacher.actor)
    expect(labels(teacherB)).toEqual(['A+B: in both', 'B: locked', 'B: only in B', 'B: their worksheet'])

    const wholeSchool = await listActivity(db, admin.actor)
    expect(wholeSchool.scope).toBe('school')
    expect(wholeSchool.entries).toHaveLength(8)

    const student = await listActivity(db, onlyInB.actor)
    expect(student.scope).toBe('mine')
    expect(labels(student)).toEqual(['B: locked', 'B: only in B'])
  })

  it('lists my lessons with course and totals, from my school only', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const { items } = await createCourse(db, { title: 'Blocks' })
    const me = mine.students[0]!
    await createProgress(db, me, items[0]!, { status: 'completed', timeSpentSeconds: 300 })
    await createProgress(db, me, items[1]!, { timeSpentSeconds: 120 })
    await createProgress(db, mine.students[1]!, items[0]!)
    const rows = await listMyLessonActivity(db, me.actor)
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.courseTitle === 'Blocks')).toBe(true)
    expect(summarizeLessons(rows)).toEqual({ completed: 1, inProgress: 1, minutes: 7 })
  })
})
