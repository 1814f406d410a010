import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { loadStudentLesson } from '@/features/lessons/lessons.server'
import { turtleCommands } from '@/features/runner'
import { runProgram } from '@/features/runner/runtime/run-program'
import {
  getTemplate,
  openTemplateForItem,
  publishTemplate,
  saveDraft,
} from '@/features/template-editor/template-editor.server'
import { lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool } from '@/test/factories'
import { loadCourses } from '~/content'
import {
  cardSectionItems,
  cards,
  classCards,
  lessonProgress,
  lessons,
  lessonVersions,
  profiles,
  schoolClasses,
} from '../schema'
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
    const [schoolClass] = await db
      .select()
      .from(schoolClasses)
      .where(eq(schoolClasses.joinCode, DEMO_JOIN_CODE))
    const assigned = await db.select().from(classCards).where(eq(classCards.classId, schoolClass!.id))
    expect(assigned).toHaveLength(3)
    const progressOf = async (username: string) => {
      const [profile] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.schoolId, schoolClass!.schoolId), eq(profiles.username, username)))
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

  it('stores every goal picture with its version, the same the browser engine draws', async () => {
    const db = getDb()
    const versions = await db.select().from(lessonVersions)
    let goals = 0
    for (const version of versions) {
      const content = lessonContentSchema.parse(version.content)
      const expected: Record<string, unknown> = {}
      for (const step of content.steps) {
        if (step.kind !== 'code' || !step.showGoal) continue
        expected[step.key] = turtleCommands(runProgram(step.solution, { maxEvents: 5000 }).events)
        goals += 1
      }
      expect(version.goals, content.slug).toEqual(expected)
    }
    expect(goals).toBeGreaterThan(10)
  })

  it('draws the goals of a version that has none at the next run, adding no version', async () => {
    const db = getDb()
    const [version] = await db
      .select()
      .from(lessonVersions)
      .where(sql`${lessonVersions.goals} <> '{}'::jsonb`)
    await db.update(lessonVersions).set({ goals: null }).where(eq(lessonVersions.id, version!.id))
    const before = await db.select().from(lessonVersions)
    await seedDemo(db)
    const [after] = await db.select().from(lessonVersions).where(eq(lessonVersions.id, version!.id))
    expect(after!.goals).toEqual(version!.goals)
    expect(await db.select().from(lessonVersions)).toHaveLength(before.length)
  })

  it('never replaces a version published from the template editor when the seed runs again', async () => {
    const db = getDb()
    const [item] = await db
      .select({ itemId: cardSectionItems.id, lessonId: cardSectionItems.lessonId })
      .from(cardSectionItems)
      .where(isNotNull(cardSectionItems.lessonId))
      .limit(1)
    const school = await createSchool(db)
    const editor = (await createAdult(db, school, 'ADMIN', { userRole: 'LESSON_EDITOR' })).actor
    const { templateId } = await openTemplateForItem(db, editor, item!.itemId)
    const draft = (await getTemplate(db, editor, templateId)).draft
    draft.title = `${draft.title} (edited)`
    await saveDraft(db, editor, { templateId, draft })
    const published = await publishTemplate(db, editor, { templateId, safeChange: false })
    const versionsBefore = await db.select().from(lessonVersions)

    await seedDemo(db)

    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, item!.lessonId!))
    const [current] = await db
      .select()
      .from(lessonVersions)
      .where(eq(lessonVersions.id, lesson!.currentVersionId!))
    expect(current!.version).toBe(published.version)
    expect(current!.fromSeed).toBe(false)
    expect(lesson!.title).toBe(draft.title)
    expect(await db.select().from(lessonVersions)).toHaveLength(versionsBefore.length)
  })
})
