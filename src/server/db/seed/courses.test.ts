import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { loadStudentLesson } from '@/features/lessons/lessons.server'
import { describeEachDatabase } from '@/test/database'
import { loadCourses } from '~/content'
import { cards, groupCards, groups, lessonProgress, lessons, lessonVersions, profiles } from '../schema'
import { DEMO_JOIN_CODE } from './demo-accounts'
import { seedDemo } from './index'

describeEachDatabase('course seed', (getDb) => {
  it('loads every shipped course and lesson, published, with free lessons', async () => {
    const db = getDb()
    await seedDemo(db)
    const content = loadCourses()
    const cardRows = await db.select().from(cards).orderBy(cards.position)
    expect(cardRows.map((card) => card.slug)).toEqual(content.courses.map((course) => course.slug))
    expect(cardRows.every((card) => card.published && card.schoolId === null)).toBe(true)
    const lessonRows = await db.select().from(lessons)
    expect(lessonRows).toHaveLength(content.lessons.length)
    expect(lessonRows.every((lesson) => lesson.currentVersionId !== null)).toBe(true)
    expect(lessonRows.filter((lesson) => lesson.isFree).length).toBeGreaterThanOrEqual(6)
  })

  it('gives the demo class its courses and progress: ada finished two lessons, grace is part-way, alan has not started', async () => {
    const db = getDb()
    const [group] = await db.select().from(groups).where(eq(groups.joinCode, DEMO_JOIN_CODE))
    const assigned = await db.select().from(groupCards).where(eq(groupCards.groupId, group!.id))
    expect(assigned).toHaveLength(3)
    const progressOf = async (username: string) => {
      const [profile] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.schoolId, group!.schoolId), eq(profiles.username, username)))
      return db.select().from(lessonProgress).where(eq(lessonProgress.profileId, profile!.id))
    }
    expect((await progressOf('ada')).map((row) => row.status)).toEqual(['completed', 'completed'])
    expect((await progressOf('grace')).map((row) => row.status)).toEqual(['in_progress'])
    expect(await progressOf('alan')).toEqual([])
    const [ada] = await progressOf('ada')
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, ada!.profileId))
    const lesson = await loadStudentLesson(
      db,
      { profileId: profile!.id, schoolId: profile!.schoolId, visitorType: 'student' },
      ada!.cardSectionItemId,
    )
    expect(lesson.progress?.status).toBe('completed')
    expect(Object.keys(lesson.progress?.code ?? {}).length).toBeGreaterThan(0)
  })

  it('adds a new version only when a lesson file changes', async () => {
    const db = getDb()
    const before = await db.select().from(lessonVersions)
    await seedDemo(db)
    expect(await db.select().from(lessonVersions)).toHaveLength(before.length)
  })
})
