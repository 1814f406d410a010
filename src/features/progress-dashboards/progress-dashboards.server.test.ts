import { eq, inArray } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { conceptsShownBySection } from '@/features/courses/concepts-shown.server'
import { conceptsIn, maskAt } from '@/kernel/lesson-content'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { cardSectionItems, classCards, codeRevisions, lessonProgress } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createCourse,
  createSchool,
  createStudent,
  createStudents,
  type TestSchool,
} from '@/test/factories'
import { countQueries } from '@/test/query-count'
import type { PaidActor } from './dashboard-access.server'
import { getDashboardGrid, getDashboardGridSince } from './dashboard-grid.server'
import { listDashboards, openDashboard } from './dashboard-list.server'
import { applyGridChanges } from './grid-changes'
import { addReviewComment, getLessonReview, setLessonVerdict } from './lesson-review.server'
import { getMyLessonReview } from './my-lesson-review.server'
import { getStudentCourseProgress } from './student-course-progress.server'

const paid = (actor: Actor): PaidActor => ({ ...actor, paid: true })

async function itemsOf(db: Db, itemIds: string[]) {
  return db
    .select({ itemId: cardSectionItems.id, lessonId: cardSectionItems.lessonId })
    .from(cardSectionItems)
    .where(inArray(cardSectionItems.id, itemIds))
}

async function startLesson(
  db: Db,
  school: TestSchool,
  studentId: string,
  item: { itemId: string; lessonId: string | null },
  status: 'in_progress' | 'completed',
  codes: { code: string; clientId?: string }[] = [],
) {
  const [progress] = await db
    .insert(lessonProgress)
    .values({
      profileId: studentId,
      schoolId: school.id,
      cardSectionItemId: item.itemId,
      lessonId: item.lessonId!,
      status,
      attempts: 3,
      timeSpentSeconds: 120,
      latestRevision: codes.length,
    })
    .returning({ id: lessonProgress.id })
  const revisions = []
  for (const [index, { code, clientId }] of codes.entries()) {
    const [row] = await db
      .insert(codeRevisions)
      .values({
        progressId: progress!.id,
        stepKey: 'line',
        revision: index + 1,
        code,
        clientId: clientId ?? 'tab-1',
      })
      .returning({ id: codeRevisions.id })
    revisions.push(row!.id)
  }
  return { progressId: progress!.id, revisions }
}

describeEachDatabase('progress dashboards', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let admin: Actor
  let teacher: Actor
  let outsider: Actor
  let otherAdmin: Actor
  let studentActor: Actor
  let schoolClass: { id: string; name: string }
  let card: Awaited<ReturnType<typeof createCourse>>
  let items: { itemId: string; lessonId: string | null }[]
  let ada: Awaited<ReturnType<typeof createStudent>>
  let grace: Awaited<ReturnType<typeof createStudent>>
  let adaRevisions: string[]

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db)
    other = await createSchool(db)
    admin = (await createAdult(db, school, 'ADMIN')).actor
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    outsider = (await createAdult(db, school, 'TEACHER')).actor
    otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    studentActor = (await createStudent(db, school)).actor
    schoolClass = await createClass(db, school, { teacherIds: [teacher.profileId] })
    card = await createCourse(db, { sections: 2, lessonsPerSection: 2 })
    await db.insert(classCards).values({ classId: schoolClass.id, cardId: card.card.id })
    const rows = await itemsOf(
      db,
      card.items.map((item) => item.itemId),
    )
    items = card.items.map((item) => item.itemId).map((id) => rows.find((row) => row.itemId === id)!)
    ada = await createStudent(db, school, { firstName: 'Ada', classIds: [schoolClass.id] })
    grace = await createStudent(db, school, { firstName: 'Grace', classIds: [schoolClass.id] })
    const first = await startLesson(db, school, ada.profileId, items[0]!, 'completed', [
      { code: 'forward(10)' },
      { code: 'forward(100)\nright(90)' },
      { code: 'forward(5)', clientId: 'kept:tab-2' },
    ])
    adaRevisions = first.revisions
    await startLesson(db, school, ada.profileId, items[1]!, 'completed')
    await startLesson(db, school, grace.profileId, items[0]!, 'in_progress', [{ code: 'forw' }])
  })

  it('lists one dashboard per class × course the visitor can see; opening creates it once', async () => {
    const db = getDb()
    const listed = await listDashboards(db, teacher)
    expect(listed).toEqual([
      expect.objectContaining({
        classId: schoolClass.id,
        cardId: card.card.id,
        dashboardId: null,
        students: 2,
      }),
    ])
    expect((await listDashboards(db, admin)).map((row) => row.classId)).toContain(schoolClass.id)
    expect(await listDashboards(db, outsider)).toEqual([])
    expect(await listDashboards(db, otherAdmin)).toEqual([])

    const { dashboardId } = await openDashboard(db, teacher, {
      classId: schoolClass.id,
      cardId: card.card.id,
    })
    expect(await openDashboard(db, admin, { classId: schoolClass.id, cardId: card.card.id })).toEqual({
      dashboardId,
    })
    expect((await listDashboards(db, teacher))[0]!.dashboardId).toBe(dashboardId)

    await expect(
      openDashboard(db, outsider, { classId: schoolClass.id, cardId: card.card.id }),
    ).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      openDashboard(db, otherAdmin, { classId: schoolClass.id, cardId: card.card.id }),
    ).rejects.toMatchObject({ status: 404 })
    const unassigned = await createCourse(db)
    await expect(
      openDashboard(db, teacher, { classId: schoolClass.id, cardId: unassigned.card.id }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(listDashboards(db, studentActor)).rejects.toMatchObject({ status: 403 })
  })

  it('the grid: a status per student and lesson, a summary per section; others refused', async () => {
    const db = getDb()
    const { dashboardId } = await openDashboard(db, teacher, {
      classId: schoolClass.id,
      cardId: card.card.id,
    })
    const grid = await getDashboardGrid(db, paid(teacher), dashboardId)
    expect(grid.lessons.map((lesson) => lesson.itemId)).toEqual(card.items.map((item) => item.itemId))
    expect(grid.sections).toHaveLength(2)
    expect(grid.students.map((s) => [s.name, s.cells])).toEqual([
      [ada.name, '2200'],
      [grace.name, '1000'],
    ])
    expect(grid.summary[0]).toMatchObject({
      lessons: 2,
      completed: 2,
      inProgress: 1,
      notStarted: 1,
      studentsFinished: 1,
      percentCompleted: 50,
    })
    expect(grid.summary[1]).toMatchObject({ completed: 0, notStarted: 4, studentsFinished: 0 })

    await expect(getDashboardGrid(db, paid(outsider), dashboardId)).rejects.toMatchObject({ status: 404 })
    await expect(getDashboardGrid(db, paid(otherAdmin), dashboardId)).rejects.toMatchObject({ status: 404 })
    await expect(getDashboardGrid(db, { ...teacher, paid: false }, dashboardId)).rejects.toMatchObject({
      status: 403,
    })
    await expect(getDashboardGrid(db, paid(studentActor), dashboardId)).rejects.toMatchObject({ status: 403 })
    expect((await getDashboardGrid(db, paid(admin), dashboardId)).students).toHaveLength(2)
  })

  it('the grid shows which big ideas each child has shown: steps whose checks all passed (decision 120)', async () => {
    const db = getDb()
    const course = await createCourse(db, { sections: 1, lessonsPerSection: 2, withContent: true })
    const pairClass = await createClass(db, school, { teacherIds: [teacher.profileId] })
    await db.insert(classCards).values({ classId: pairClass.id, cardId: course.card.id })
    const [lesson1, lesson2] = await itemsOf(
      db,
      course.items.map((item) => item.itemId),
    )
    const mia = await createStudent(db, school, { firstName: 'Mia', classIds: [pairClass.id] })
    const noa = await createStudent(db, school, { firstName: 'Noa', classIds: [pairClass.id] })
    const done = (steps: Record<string, boolean>) =>
      Object.fromEntries(Object.entries(steps).map(([key, ok]) => [key, { done: ok }]))
    // Mia: the line in lesson 1, hello (a loop) in lesson 2. Noa: tried hello in lesson 1, not passed.
    for (const [student, item, checksPassed] of [
      [mia, lesson1!, done({ line: true })],
      [mia, lesson2!, done({ hello: true })],
      [noa, lesson1!, done({ hello: false })],
    ] as const) {
      await db.insert(lessonProgress).values({
        profileId: student.profileId,
        schoolId: school.id,
        cardSectionItemId: item.itemId,
        lessonId: item.lessonId!,
        status: 'in_progress',
        checksPassed,
      })
    }
    const { dashboardId } = await openDashboard(db, teacher, {
      classId: pairClass.id,
      cardId: course.card.id,
    })
    const grid = await getDashboardGrid(db, paid(teacher), dashboardId)
    expect(grid.lessons.map((lesson) => conceptsIn(lesson.practises))).toEqual([
      ['sequences', 'loops'],
      ['sequences', 'loops'],
    ])
    const shown = Object.fromEntries(
      grid.students.map((student) => [
        student.name,
        grid.lessons.map((_, index) => conceptsIn(maskAt(student.shown, index))),
      ]),
    )
    expect(shown).toEqual({
      [mia.name]: [['sequences'], ['sequences', 'loops']],
      [noa.name]: [[], []],
    })
    expect(grid.concepts[grid.sections[0]!.id]).toEqual([
      { concept: 'sequences', lessons: 2, studentsShown: 1 },
      { concept: 'loops', lessons: 2, studentsShown: 1 },
    ])
    // The child's own course page: per section, each idea and whether they showed it.
    const sections = [{ id: grid.sections[0]!.id, itemIds: [lesson1!.itemId, lesson2!.itemId] }]
    const section = grid.sections[0]!.id
    expect(
      (await conceptsShownBySection(db, { profileId: mia.profileId, schoolId: school.id }, sections))[
        section
      ],
    ).toEqual([
      { concept: 'sequences', shown: true },
      { concept: 'loops', shown: true },
    ])
    expect(
      (await conceptsShownBySection(db, { profileId: noa.profileId, schoolId: school.id }, sections))[
        section
      ],
    ).toEqual([
      { concept: 'sequences', shown: false },
      { concept: 'loops', shown: false },
    ])
    // Another school's student id finds no progress of this school.
    expect(
      (await conceptsShownBySection(db, { profileId: mia.profileId, schoolId: other.id }, sections))[section],
    ).toEqual([
      { concept: 'sequences', shown: false },
      { concept: 'loops', shown: false },
    ])
  })

  it('the grid, and a refetch with a cursor, cost the same number of queries for 1, 30 and 200 students', async () => {
    const db = getDb()
    const course = await createCourse(db, { sections: 3, lessonsPerSection: 4 })
    const courseItems = await itemsOf(
      db,
      course.items.map((item) => item.itemId),
    )
    const full: number[] = []
    const since: number[] = []
    for (const size of [1, 30, 200]) {
      const group = await createClass(db, school, { teacherIds: [teacher.profileId] })
      await db.insert(classCards).values({ classId: group.id, cardId: course.card.id })
      const students = await createStudents(db, school, size, { classId: group.id })
      await db.insert(lessonProgress).values(
        students.flatMap((student) =>
          courseItems.slice(0, 5).map((item) => ({
            profileId: student.profileId,
            schoolId: school.id,
            cardSectionItemId: item.itemId,
            lessonId: item.lessonId!,
            status: 'completed' as const,
          })),
        ),
      )
      const board = await openDashboard(db, teacher, { classId: group.id, cardId: course.card.id })
      const counted = countQueries(db)
      const grid = await getDashboardGrid(counted.db, paid(teacher), board.dashboardId)
      full.push(counted.count)
      expect(grid.students).toHaveLength(size)
      expect(grid.students.every((s) => s.cells === '222220000000')).toBe(true)
      counted.reset()
      const answer = await getDashboardGridSince(counted.db, paid(teacher), board.dashboardId, grid.cursor)
      since.push(counted.count)
      expect(answer.kind).toBe('changes')
    }
    expect(full).toEqual([full[0], full[0], full[0]])
    expect(full[0]).toBeLessThanOrEqual(4)
    expect(since).toEqual(full)
  })

  it('a refetch with a cursor answers only the cells changed since, and the whole grid when a student joins', async () => {
    const db = getDb()
    const course = await createCourse(db, { sections: 1, lessonsPerSection: 3 })
    const courseItems = await itemsOf(
      db,
      course.items.map((item) => item.itemId),
    )
    const group = await createClass(db, school, { teacherIds: [teacher.profileId] })
    await db.insert(classCards).values({ classId: group.id, cardId: course.card.id })
    const [first, second] = await createStudents(db, school, 2, { classId: group.id })
    const hourAgo = new Date(Date.now() - 3_600_000)
    const minuteAgo = new Date(Date.now() - 60_000)
    const progressOf = (
      profileId: string,
      item: (typeof courseItems)[number],
      status: 'in_progress' | 'completed',
    ) => ({
      profileId,
      schoolId: school.id,
      cardSectionItemId: item.itemId,
      lessonId: item.lessonId!,
      status,
    })
    await db.insert(lessonProgress).values([
      { ...progressOf(first!.profileId, courseItems[0]!, 'completed'), updatedAt: hourAgo },
      { ...progressOf(second!.profileId, courseItems[0]!, 'in_progress'), updatedAt: minuteAgo },
    ])
    const board = await openDashboard(db, teacher, { classId: group.id, cardId: course.card.id })
    const grid = await getDashboardGrid(db, paid(teacher), board.dashboardId)
    expect(grid.cursor.at).toBe(minuteAgo.toISOString())
    const cellsIn = (answer: Awaited<ReturnType<typeof getDashboardGridSince>>) => {
      if (answer.kind !== 'changes') throw new Error('expected only the changes')
      return answer.changes.map(({ studentId, index, status }) => ({ studentId, index, status }))
    }

    // Nothing new: only the cell of the cursor's own time comes again (the 2 s overlap), not the older one.
    const unchanged = await getDashboardGridSince(db, paid(teacher), board.dashboardId, grid.cursor)
    expect(cellsIn(unchanged)).toEqual([{ studentId: second!.profileId, index: 0, status: '1' }])
    expect(unchanged).toMatchObject({ cursor: grid.cursor })

    // The second student finishes the first lesson and starts the second.
    await db
      .update(lessonProgress)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(lessonProgress.profileId, second!.profileId))
    await db.insert(lessonProgress).values(progressOf(second!.profileId, courseItems[1]!, 'in_progress'))
    const answer = await getDashboardGridSince(db, paid(teacher), board.dashboardId, grid.cursor)
    if (answer.kind !== 'changes') throw new Error('expected only the changes')
    expect(cellsIn(answer)).toEqual(
      expect.arrayContaining([
        { studentId: second!.profileId, index: 0, status: '2' },
        { studentId: second!.profileId, index: 1, status: '1' },
      ]),
    )
    expect(answer.changes).toHaveLength(2)
    expect(new Date(answer.cursor.at!).getTime()).toBeGreaterThan(minuteAgo.getTime())

    // Applied in the browser, the grid is the one a full read draws; the first student's row is the same object.
    const merged = applyGridChanges(grid, answer.changes, answer.cursor)
    const fresh = await getDashboardGrid(db, paid(teacher), board.dashboardId)
    expect(merged).toEqual(fresh)
    const firstRow = grid.students.find((s) => s.id === first!.profileId)
    expect(merged.students.find((s) => s.id === first!.profileId)).toBe(firstRow)

    // A new student in the class: the grid's shape changed, so the whole grid comes back.
    await createStudents(db, school, 1, { classId: group.id })
    const regrown = await getDashboardGridSince(db, paid(teacher), board.dashboardId, answer.cursor)
    expect(regrown.kind).toBe('grid')
    if (regrown.kind === 'grid') expect(regrown.grid.students).toHaveLength(3)

    // The cursor is checked like the grid: another school's teacher gets nothing.
    await expect(
      getDashboardGridSince(db, paid(otherAdmin), board.dashboardId, grid.cursor),
    ).rejects.toMatchObject({
      status: 404,
    })
  })

  it('a dashboard loaded again is brought up to date from the rows changed since (decision 149): every change shows, in the same queries', async () => {
    const db = getDb()
    const course = await createCourse(db, { sections: 1, lessonsPerSection: 3 })
    const courseItems = await itemsOf(
      db,
      course.items.map((item) => item.itemId),
    )
    const group = await createClass(db, school, { teacherIds: [teacher.profileId] })
    await db.insert(classCards).values({ classId: group.id, cardId: course.card.id })
    const [first, second] = await createStudents(db, school, 2, { classId: group.id })
    const progressOf = (profileId: string, index: number, status: 'in_progress' | 'completed') => ({
      profileId,
      schoolId: school.id,
      cardSectionItemId: courseItems[index]!.itemId,
      lessonId: courseItems[index]!.lessonId!,
      status,
    })
    await db.insert(lessonProgress).values(progressOf(first!.profileId, 0, 'completed'))
    const board = await openDashboard(db, teacher, { classId: group.id, cardId: course.card.id })
    const cellsOf = (grid: Awaited<ReturnType<typeof getDashboardGrid>>) =>
      Object.fromEntries(grid.students.map((student) => [student.id, student.cells]))

    const counted = countQueries(db)
    const before = await getDashboardGrid(counted.db, paid(teacher), board.dashboardId)
    const firstCount = counted.count
    expect(cellsOf(before)).toEqual({ [first!.profileId]: '200', [second!.profileId]: '000' })

    // Both children work on; the lesson gets a new title.
    await db
      .insert(lessonProgress)
      .values([progressOf(first!.profileId, 1, 'completed'), progressOf(second!.profileId, 1, 'in_progress')])
    await db
      .update(lessonProgress)
      .set({ status: 'in_progress', updatedAt: new Date() })
      .where(eq(lessonProgress.profileId, first!.profileId))
    counted.reset()
    const after = await getDashboardGrid(counted.db, paid(teacher), board.dashboardId)
    expect(counted.count).toBe(firstCount)
    expect(cellsOf(after)).toEqual({ [first!.profileId]: '110', [second!.profileId]: '010' })
    expect(after.summary).not.toEqual(before.summary)
    expect(new Date(after.cursor.at!).getTime()).toBeGreaterThan(new Date(before.cursor.at!).getTime())

    // The school admin sees the same grid; a child who joins is in it at once.
    expect(cellsOf(await getDashboardGrid(db, paid(admin), board.dashboardId))).toEqual(cellsOf(after))
    const [third] = await createStudents(db, school, 1, { classId: group.id })
    const grown = await getDashboardGrid(db, paid(teacher), board.dashboardId)
    expect(cellsOf(grown)).toEqual({ ...cellsOf(after), [third!.profileId]: '000' })

    // Another school's admin still gets nothing, whatever this process remembers.
    await expect(getDashboardGrid(db, paid(otherAdmin), board.dashboardId)).rejects.toMatchObject({
      status: 404,
    })
  })

  it("one student's course progress: status, attempts, time, last saved; scoped and paid-only", async () => {
    const db = getDb()
    const page = await getStudentCourseProgress(db, paid(teacher), {
      studentId: ada.profileId,
      cardId: card.card.id,
    })
    expect(page.lessons.map((lesson) => lesson.status)).toEqual([
      'completed',
      'completed',
      'not_started',
      'not_started',
    ])
    expect(page.lessons[0]).toMatchObject({ attempts: 3, timeSpentSeconds: 120 })
    expect(page.lessons[0]!.lastSavedAt).not.toBeNull()
    expect(page.lessons[1]!.lastSavedAt).toBeNull()

    const input = { studentId: ada.profileId, cardId: card.card.id }
    await expect(getStudentCourseProgress(db, paid(outsider), input)).rejects.toMatchObject({ status: 404 })
    await expect(getStudentCourseProgress(db, paid(otherAdmin), input)).rejects.toMatchObject({ status: 404 })
    await expect(getStudentCourseProgress(db, { ...teacher, paid: false }, input)).rejects.toMatchObject({
      status: 403,
    })
    const otherSchoolCard = await createCourse(db, { schoolId: other.id })
    await expect(
      getStudentCourseProgress(db, paid(teacher), {
        studentId: ada.profileId,
        cardId: otherSchoolCard.card.id,
      }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('a review: every saved version (stale tab marked), comments on a line, a verdict the student sees', async () => {
    const db = getDb()
    const lessonId = items[0]!.lessonId!
    const review = await getLessonReview(db, teacher, { studentId: ada.profileId, lessonId })
    expect(review.revisions.map((r) => [r.revision, r.code, r.keptFromOtherTab])).toEqual([
      [1, 'forward(10)', false],
      [2, 'forward(100)\nright(90)', false],
      [3, 'forward(5)', true],
    ])
    expect(review.verdict).toBeNull()

    await addReviewComment(db, teacher, {
      studentId: ada.profileId,
      lessonId,
      revisionId: adaRevisions[1]!,
      line: 1,
      body: 'Nice long line!',
    })
    await setLessonVerdict(db, teacher, { studentId: ada.profileId, lessonId, verdict: 'keep_working' })
    await setLessonVerdict(db, teacher, { studentId: ada.profileId, lessonId, verdict: 'well_done' })
    const after = await getLessonReview(db, teacher, { studentId: ada.profileId, lessonId })
    expect(after.verdict).toBe('well_done')
    expect(after.comments).toEqual([
      expect.objectContaining({
        line: 1,
        body: 'Nice long line!',
        revisionId: adaRevisions[1],
        authorName: teacher.name,
      }),
    ])

    expect(
      await getMyLessonReview(db, { profileId: ada.profileId, schoolId: school.id }, items[0]!.itemId),
    ).toEqual({
      verdict: 'well_done',
      fixed: false,
      comments: [
        { stepKey: 'line', on: 'line', line: 1, block: null, body: 'Nice long line!', earlier: false },
      ],
    })
    expect(
      await getMyLessonReview(db, { profileId: grace.profileId, schoolId: school.id }, items[0]!.itemId),
    ).toBeNull()
  })

  it('a review refuses other schools, teachers of other classes, students and revisions of another lesson', async () => {
    const db = getDb()
    const lessonId = items[0]!.lessonId!
    const input = { studentId: ada.profileId, lessonId }
    await expect(getLessonReview(db, outsider, input)).rejects.toMatchObject({ status: 404 })
    await expect(getLessonReview(db, otherAdmin, input)).rejects.toMatchObject({ status: 404 })
    await expect(getLessonReview(db, studentActor, input)).rejects.toMatchObject({ status: 403 })
    const comment = { ...input, revisionId: adaRevisions[0]!, line: 1, body: 'Hi' }
    await expect(addReviewComment(db, outsider, comment)).rejects.toMatchObject({ status: 404 })
    await expect(addReviewComment(db, otherAdmin, comment)).rejects.toMatchObject({ status: 404 })
    await expect(setLessonVerdict(db, otherAdmin, { ...input, verdict: 'well_done' })).rejects.toMatchObject({
      status: 404,
    })
    await expect(setLessonVerdict(db, outsider, { ...input, verdict: 'well_done' })).rejects.toMatchObject({
      status: 404,
    })
    // Grace's revision is not part of Ada's lesson.
    const graceReview = await getLessonReview(db, teacher, { studentId: grace.profileId, lessonId })
    await expect(
      addReviewComment(db, teacher, { ...comment, revisionId: graceReview.revisions[0]!.id }),
    ).rejects.toMatchObject({ status: 404 })
    // A lesson the student has not started: nothing to review or judge.
    await expect(
      setLessonVerdict(db, teacher, {
        studentId: ada.profileId,
        lessonId: items[3]!.lessonId!,
        verdict: 'well_done',
      }),
    ).rejects.toMatchObject({ status: 404 })
    // A lesson only in another school's own course.
    const privateCard = await createCourse(db, { schoolId: other.id })
    const [privateItem] = await itemsOf(
      db,
      privateCard.items.map((item) => item.itemId),
    )
    await expect(
      getLessonReview(db, admin, { studentId: ada.profileId, lessonId: privateItem!.lessonId! }),
    ).rejects.toMatchObject({ status: 404 })
    // Another school's student.
    const stranger = await createStudent(db, other)
    await expect(
      getLessonReview(db, admin, { studentId: stranger.profileId, lessonId }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const rows = await db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.profileId, stranger.profileId))
    expect(rows).toEqual([])
  })
})
