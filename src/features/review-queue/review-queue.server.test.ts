import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import {
  getMyLessonReview,
  listMyNotes,
  markMyLessonFixed,
} from '@/features/progress-dashboards/my-lesson-review.server'
import type { Actor } from '@/server/auth/actor'
import { codeRevisions, lessonProgress, lessonReviews, lessons, lessonVersions } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  assignCourse,
  createAdult,
  createClass,
  createCourse,
  createProgress,
  createSchool,
  createStudent,
  type TestSchool,
} from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { getReviewQueue } from './class-queue.server'
import { classResultsCsv } from './class-results.server'
import { filterQueue, nextUnreviewed } from './queue-filters'
import { addQueueComment, setQueueVerdict } from './queue-review.server'
import { getQueueWork } from './queue-work.server'

describeEachDatabase('review queue', (getDb) => {
  let school: TestSchool
  let teacher: Actor
  let outsider: Actor
  let otherAdmin: Actor
  let classId: string
  let otherClassId: string
  let item: { itemId: string; lessonId: string; title: string }
  let ada: Awaited<ReturnType<typeof createStudent>>
  let grace: Awaited<ReturnType<typeof createStudent>>
  let alan: Awaited<ReturnType<typeof createStudent>>
  let stranger: Awaited<ReturnType<typeof createStudent>>
  let adaRevision: string
  let cardId: string

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db)
    const other = await createSchool(db)
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    outsider = (await createAdult(db, school, 'TEACHER')).actor
    otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    classId = (await createClass(db, school, { teacherIds: [teacher.profileId] })).id
    otherClassId = (await createClass(db, school, { teacherIds: [outsider.profileId] })).id
    const course = await createCourse(db, { withContent: true })
    await assignCourse(db, classId, course.card.id)
    await assignCourse(db, otherClassId, course.card.id)
    item = course.items[0]!
    cardId = course.card.id
    // A rubric in the lesson's content: one criterion judged by a check, one by the teacher.
    const [lesson] = await db
      .select({ versionId: lessons.currentVersionId })
      .from(lessons)
      .where(eq(lessons.id, item.lessonId))
    const [version] = await db
      .select({ content: lessonVersions.content })
      .from(lessonVersions)
      .where(eq(lessonVersions.id, lesson!.versionId!))
    await db
      .update(lessonVersions)
      .set({
        content: {
          ...(version!.content as object),
          rubric: [
            {
              key: 'draws-a-line',
              label: 'Draws a line',
              step: 'line',
              check: { type: 'turtle-segment-count', min: 1, fail: 'x' },
            },
            { key: 'tidy', label: 'Tidy code' },
          ],
        },
      })
      .where(eq(lessonVersions.id, lesson!.versionId!))
    ada = await createStudent(db, school, { firstName: 'Ada', classIds: [classId] })
    grace = await createStudent(db, school, { firstName: 'Grace', classIds: [classId] })
    alan = await createStudent(db, school, { firstName: 'Alan', classIds: [classId] })
    stranger = await createStudent(db, school, { firstName: 'Zed', classIds: [otherClassId] })
    const adaProgress = await createProgress(db, ada, item, { status: 'completed' })
    await db
      .update(lessonProgress)
      .set({ checksPassed: { line: { done: true }, hello: { done: false } } })
      .where(eq(lessonProgress.id, adaProgress.id))
    const rows = await db
      .insert(codeRevisions)
      .values([
        { progressId: adaProgress.id, stepKey: 'line', revision: 1, code: 'forward(1)', clientId: 'tab' },
        { progressId: adaProgress.id, stepKey: 'line', revision: 2, code: 'forward(100)', clientId: 'tab' },
        { progressId: adaProgress.id, stepKey: 'line', revision: 3, code: 'stale()', clientId: 'kept:tab-2' },
        { progressId: adaProgress.id, stepKey: 'hello', revision: 4, code: 'print("hi")', clientId: 'tab' },
      ])
      .returning({ id: codeRevisions.id, revision: codeRevisions.revision })
    adaRevision = rows.find((row) => row.revision === 2)!.id
    await createProgress(db, grace, item, { status: 'in_progress' })
    await createProgress(db, stranger, item, { status: 'completed' })
  })

  it('lists every child of the class with where they stand, the rubric and the ideas practised', async () => {
    const queue = await getReviewQueue(getDb(), teacher, { classId, itemId: item.itemId })
    expect(queue.students.map((child) => child.name.split(' ')[0])).toEqual(['Ada', 'Alan', 'Grace'])
    expect(queue.students.find((child) => child.id === ada.profileId)).toMatchObject({
      status: 'completed',
      verdict: null,
      unreviewed: true,
      shown: ['sequences'],
    })
    expect(queue.students.find((child) => child.id === alan.profileId)).toMatchObject({
      status: 'not_started',
      unreviewed: false,
    })
    expect(queue.lesson.practises).toEqual(['sequences', 'loops'])
    expect(queue.rubric.map((criterion) => criterion.key)).toEqual(['draws-a-line', 'tidy'])
    expect(queue.rubric[0]!.check).toMatchObject({ type: 'turtle-segment-count' })
  })

  it('shows each step at the last version saved from the child’s own tab', async () => {
    const work = await getQueueWork(getDb(), teacher, {
      classId,
      itemId: item.itemId,
      studentId: ada.profileId,
    })
    expect(work.steps.map((step) => [step.key, step.latest?.code])).toEqual([
      ['line', 'forward(100)'],
      ['hello', 'print("hi")'],
    ])
    expect(work.verdict).toBeNull()
    const alanWork = await getQueueWork(getDb(), teacher, {
      classId,
      itemId: item.itemId,
      studentId: alan.profileId,
    })
    expect(alanWork.status).toBe('not_started')
    expect(alanWork.steps.every((step) => step.latest === null)).toBe(true)
  })

  it('reads a child’s work in a fixed number of queries', async () => {
    const counted = countQueries(getDb())
    await getQueueWork(counted.db, teacher, { classId, itemId: item.itemId, studentId: ada.profileId })
    expect(counted.count).toBeLessThanOrEqual(6)
  })

  it('keeps verdicts, rubric ticks and comments; "I fixed it" puts the child back in the queue', async () => {
    const db = getDb()
    const ids = { classId, itemId: item.itemId, studentId: ada.profileId }
    await addQueueComment(db, teacher, {
      ...ids,
      revisionId: adaRevision,
      line: 1,
      blockId: null,
      body: 'Nice line!',
    })
    await setQueueVerdict(db, teacher, {
      ...ids,
      verdict: 'keep_working',
      rubric: { 'draws-a-line': true, tidy: false },
    })
    let work = await getQueueWork(db, teacher, ids)
    expect(work).toMatchObject({
      verdict: 'keep_working',
      rubric: { 'draws-a-line': true, tidy: false },
      fixed: false,
    })
    expect(work.comments).toEqual([
      expect.objectContaining({ body: 'Nice line!', line: 1, revision: 2, stepKey: 'line' }),
    ])
    let queue = await getReviewQueue(db, teacher, { classId, itemId: item.itemId })
    const adaRow = () => queue.students.find((child) => child.id === ada.profileId)!
    expect(adaRow()).toMatchObject({ verdict: 'keep_working', unreviewed: false })
    expect(filterQueue(queue.students, 'needs-work').map((child) => child.id)).toEqual([ada.profileId])

    await db.update(lessonReviews).set({ fixedAt: new Date() })
    queue = await getReviewQueue(db, teacher, { classId, itemId: item.itemId })
    expect(adaRow()).toMatchObject({ fixed: true, unreviewed: true })

    await setQueueVerdict(db, teacher, {
      ...ids,
      verdict: 'well_done',
      rubric: { 'draws-a-line': true, tidy: true },
    })
    work = await getQueueWork(db, teacher, ids)
    expect(work).toMatchObject({ verdict: 'well_done', fixed: false })
  })

  it('exports the class’s results per lesson: status, verdict and each rubric criterion', async () => {
    const db = getDb()
    const file = await classResultsCsv(db, teacher, { classId, cardId })
    const lines = file.csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toContain(
      `${item.title}: status,${item.title}: review,${item.title}: Draws a line,${item.title}: Tidy code`,
    )
    expect(file.rows).toBe(3)
    const adaLine = lines.find((row) => row.startsWith(ada.name))!
    expect(adaLine).toContain('finished,well done,yes,yes')
    const alanLine = lines.find((row) => row.startsWith(alan.name))!
    expect(alanLine).toContain('not started,,,')
    expect(file.csv).not.toContain(stranger.name)
    await expect(classResultsCsv(db, outsider, { classId, cardId })).rejects.toMatchObject({ status: 404 })
    await expect(classResultsCsv(db, otherAdmin, { classId, cardId })).rejects.toMatchObject({ status: 404 })
  })

  it('the child reads only their own note; "I fixed it" puts only their own lesson back in the queue', async () => {
    const db = getDb()
    const ids = { classId, itemId: item.itemId }
    await setQueueVerdict(db, teacher, {
      ...ids,
      studentId: grace.profileId,
      verdict: 'keep_working',
      rubric: {},
    })
    await addQueueComment(db, teacher, {
      ...ids,
      studentId: ada.profileId,
      revisionId: adaRevision,
      line: 2,
      blockId: null,
      body: 'Only for Ada',
    })
    expect(await listMyNotes(db, grace, cardId)).toEqual([
      { itemId: item.itemId, lessonTitle: item.title, verdict: 'keep_working', comments: 0 },
    ])
    expect(await listMyNotes(db, alan, cardId)).toEqual([])
    const mine = await getMyLessonReview(db, grace, item.itemId)
    expect(mine).toEqual({ verdict: 'keep_working', fixed: false, comments: [] })
    expect(JSON.stringify(mine)).not.toContain('Only for Ada')
    // Alan has no review; Zed's school-mate in another class reads nothing of this class's.
    expect(await getMyLessonReview(db, alan, item.itemId)).toBeNull()
    await markMyLessonFixed(db, stranger, item.itemId)
    await markMyLessonFixed(db, alan, item.itemId)
    let queue = await getReviewQueue(db, teacher, ids)
    expect(queue.students.find((child) => child.id === grace.profileId)).toMatchObject({ unreviewed: false })
    await markMyLessonFixed(db, grace, item.itemId)
    expect(await getMyLessonReview(db, grace, item.itemId)).toMatchObject({ fixed: true })
    expect(await listMyNotes(db, grace, cardId)).toEqual([])
    queue = await getReviewQueue(db, teacher, ids)
    expect(queue.students.find((child) => child.id === grace.profileId)).toMatchObject({
      fixed: true,
      unreviewed: true,
    })
    expect(filterQueue(queue.students, 'unreviewed').map((child) => child.id)).toContain(grace.profileId)
  })

  it('pins a comment to a block of a saved version; the child reads it on the block it followed, or as earlier', async () => {
    const db = getDb()
    const ida = await createStudent(db, school, { firstName: 'Ida', classIds: [classId] })
    const progress = await createProgress(db, ida, item, { status: 'completed' })
    const square = [
      {
        type: 'when_run',
        body: [
          { type: 'forward', fields: { STEPS: 80 } },
          { type: 'turn_right', fields: { DEGREES: 90 } },
        ],
      },
    ]
    const [first] = await db
      .insert(codeRevisions)
      .values({
        progressId: progress.id,
        stepKey: 'line',
        revision: 1,
        code: 'forward(80);',
        blocksJson: square,
        clientId: 'tab',
      })
      .returning({ id: codeRevisions.id })
    const ids = { classId, itemId: item.itemId, studentId: ida.profileId, revisionId: first!.id, line: null }
    await addQueueComment(db, teacher, { ...ids, blockId: '0.1', body: 'Turn the other way' })
    await addQueueComment(db, teacher, { ...ids, blockId: '0.0', body: 'Longer!' })
    // A place no block of that version has (400), another child's version (404) and a version
    // without blocks (400) are refused.
    await expect(addQueueComment(db, teacher, { ...ids, blockId: '0.5', body: 'x' })).rejects.toMatchObject({
      status: 400,
    })
    await expect(
      addQueueComment(db, teacher, {
        ...ids,
        revisionId: adaRevision,
        blockId: '0',
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      addQueueComment(db, teacher, {
        classId,
        itemId: item.itemId,
        studentId: ada.profileId,
        revisionId: adaRevision,
        line: null,
        blockId: '0',
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 400 })
    await setQueueVerdict(db, teacher, { ...ids, verdict: 'keep_working', rubric: {} })
    const work = await getQueueWork(db, teacher, ids)
    expect(work.comments.map((comment) => [comment.blockId, comment.blockWords, comment.body])).toEqual([
      ['0.1', 'turn right 90', 'Turn the other way'],
      ['0.0', 'move forward 80', 'Longer!'],
    ])
    expect((await getMyLessonReview(db, ida, item.itemId))?.comments).toEqual([
      expect.objectContaining({
        on: 'block',
        block: { place: '0.1', words: 'turn right 90' },
        earlier: false,
      }),
      expect.objectContaining({
        on: 'block',
        block: { place: '0.0', words: 'move forward 80' },
        earlier: false,
      }),
    ])
    // The child adds a pen colour on top and makes the walk longer: the turn moved one place down,
    // and no block says "move forward 80" any more.
    await db.insert(codeRevisions).values({
      progressId: progress.id,
      stepKey: 'line',
      revision: 2,
      code: 'color("red"); forward(120);',
      blocksJson: [
        {
          type: 'when_run',
          body: [
            { type: 'color', fields: { COLOR: 'red' } },
            { type: 'forward', fields: { STEPS: 120 } },
            { type: 'turn_right', fields: { DEGREES: 90 } },
          ],
        },
      ],
      clientId: 'tab',
    })
    expect((await getMyLessonReview(db, ida, item.itemId))?.comments).toEqual([
      expect.objectContaining({
        stepKey: 'line',
        block: { place: '0.2', words: 'turn right 90' },
        earlier: false,
      }),
      expect.objectContaining({ stepKey: 'line', on: 'block', block: null, body: 'Longer!', earlier: true }),
    ])
  })

  it('answers 404 outside the teacher’s classes, the class, the course and the school', async () => {
    const db = getDb()
    const ids = { classId, itemId: item.itemId }
    await expect(getReviewQueue(db, outsider, ids)).rejects.toMatchObject({ status: 404 })
    await expect(getReviewQueue(db, otherAdmin, ids)).rejects.toMatchObject({ status: 404 })
    await expect(
      getReviewQueue(db, teacher, { classId, itemId: (await createCourse(db)).items[0]!.itemId }),
    ).rejects.toMatchObject({ status: 404 })
    // A child of another class, even of the same school and course, is not in this queue.
    await expect(getQueueWork(db, teacher, { ...ids, studentId: stranger.profileId })).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      setQueueVerdict(db, teacher, {
        ...ids,
        studentId: stranger.profileId,
        verdict: 'well_done',
        rubric: {},
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      addQueueComment(db, outsider, {
        ...ids,
        studentId: ada.profileId,
        revisionId: adaRevision,
        line: 1,
        blockId: null,
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 })
    // Nothing to review before the child starts.
    await expect(
      setQueueVerdict(db, teacher, { ...ids, studentId: alan.profileId, verdict: 'well_done', rubric: {} }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

it('filters the queue and finds the next child to review, wrapping round', () => {
  const child = (id: string, over: Partial<Parameters<typeof filterQueue>[0][number]> = {}) => ({
    id,
    status: 'in_progress' as const,
    verdict: null,
    unreviewed: true,
    shown: [] as string[],
    ...over,
  })
  const children = [
    child('a', { status: 'completed', verdict: 'well_done', unreviewed: false, shown: ['loops'] }),
    child('b', { verdict: 'keep_working', unreviewed: false }),
    child('c'),
    child('d', { status: 'not_started', unreviewed: false }),
  ]
  expect(filterQueue(children, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c', 'd'])
  expect(filterQueue(children, 'unreviewed').map((c) => c.id)).toEqual(['c'])
  expect(filterQueue(children, 'needs-work').map((c) => c.id)).toEqual(['b'])
  expect(filterQueue(children, 'finished').map((c) => c.id)).toEqual(['a'])
  expect(filterQueue(children, 'all', 'loops').map((c) => c.id)).toEqual(['b', 'c'])
  expect(nextUnreviewed(children, 2)?.id).toBe('c')
  expect(nextUnreviewed(children, 0)?.id).toBe('c')
  expect(nextUnreviewed(children.slice(0, 2), 0)).toBeNull()
})
