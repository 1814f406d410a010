import { expect, it } from 'vitest'
import { createCourse, createProgress, createSchoolWithPeople } from '@/features/schools/test-fixtures'
import { activity } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
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
        createdAt: new Date(base + index * 1000),
      })),
    )
    await recordActivity(db, {
      schoolId: theirs.school.id,
      profileId: theirs.students[0]!.profileId,
      kind: 'lesson_started',
    })

    const first = await listActivity(db, mine.teacher.actor)
    expect(first.scope).toBe('school')
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE)
    expect(first.entries[0]?.subject).toEqual({ lessonTitle: `Lesson ${ACTIVITY_PAGE_SIZE + 4}` })
    const second = await listActivity(db, mine.teacher.actor, { before: first.nextBefore! })
    expect(second.entries).toHaveLength(5)
    expect(second.nextBefore).toBeNull()

    const own = await listActivity(db, ada!.actor)
    expect(own.scope).toBe('mine')
    expect(own.entries.every((entry) => entry.actorName === ada!.actor.name)).toBe(true)
    expect(own.entries.length).toBe(28)
    // Nothing from the other school.
    const everything = [...first.entries, ...second.entries]
    expect(everything.some((entry) => entry.actorName === theirs.students[0]!.actor.name)).toBe(false)
  })

  it('lists my lessons with course and totals, from my school only', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const { items } = await createCourse(db, { title: 'Blocks' })
    const me = mine.students[0]!
    await createProgress(db, {
      profileId: me.profileId,
      schoolId: mine.school.id,
      item: items[0]!,
      status: 'completed',
      timeSpentSeconds: 300,
    })
    await createProgress(db, {
      profileId: me.profileId,
      schoolId: mine.school.id,
      item: items[1]!,
      timeSpentSeconds: 120,
    })
    await createProgress(db, {
      profileId: mine.students[1]!.profileId,
      schoolId: mine.school.id,
      item: items[0]!,
    })
    const rows = await listMyLessonActivity(db, me.actor)
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.courseTitle === 'Blocks')).toBe(true)
    expect(summarizeLessons(rows)).toEqual({ completed: 1, inProgress: 1, minutes: 7 })
  })
})
