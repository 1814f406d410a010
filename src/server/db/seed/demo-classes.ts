import { and, asc, eq, isNull } from 'drizzle-orm'
import { loadCourses } from '~/content'
import type { Db } from '../client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  codeRevisions,
  lessonProgress,
  lessons,
  profiles,
  schoolClasses,
  schools,
} from '../schema'
import { DEMO_JOIN_CODE } from './demo-accounts'

/** Courses per demo class (by join code) and the demo class's progress. */
const DEMO_ASSIGNMENTS: Record<string, string[]> = {
  [DEMO_JOIN_CODE]: ['first-steps-with-blocks', 'turtle-art-in-javascript', 'javascript-basics'],
  MTR4PX: ['turtle-art-in-javascript', 'javascript-basics'],
}

const DEMO_PROGRESS_COURSE = 'turtle-art-in-javascript'

/**
 * Demo data on top of the courses: the demo classes get their courses and the demo class its
 * progress (ada finished two lessons, grace is part-way through one, alan has not started).
 * Returns rows inserted.
 */
export async function seedDemoClasses(db: Db): Promise<number> {
  const contents = loadCourses().lessons
  const cardIds = new Map(
    (await db.select({ id: cards.id, slug: cards.slug }).from(cards).where(isNull(cards.schoolId))).map(
      (card) => [card.slug, card.id],
    ),
  )
  let inserted = 0
  for (const [joinCode, slugs] of Object.entries(DEMO_ASSIGNMENTS)) {
    const [schoolClass] = await db
      .select({ id: schoolClasses.id, schoolId: schoolClasses.schoolId })
      .from(schoolClasses)
      .where(and(eq(schoolClasses.joinCode, joinCode), isNull(schoolClasses.archivedAt)))
    if (!schoolClass) continue
    for (const slug of slugs) {
      const cardId = cardIds.get(slug)
      if (!cardId) continue
      inserted += (
        await db
          .insert(classCards)
          .values({ classId: schoolClass.id, cardId })
          .onConflictDoNothing()
          .returning()
      ).length
    }
  }

  const [demo] = await db.select({ id: schools.id }).from(schools).where(eq(schools.subdomain, 'demo'))
  const cardId = cardIds.get(DEMO_PROGRESS_COURSE)
  if (!demo || !cardId) return inserted
  const items = await db
    .select({
      itemId: cardSectionItems.id,
      lessonId: cardSectionItems.lessonId,
      versionId: lessons.currentVersionId,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .where(and(eq(cardSections.cardId, cardId), eq(cardSectionItems.kind, 'lesson')))
    .orderBy(asc(cardSections.position), asc(cardSectionItems.position))
  const student = async (username: string) => {
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.schoolId, demo.id), eq(profiles.username, username)))
    return row?.id
  }
  const bySlug = new Map(contents.map((content) => [content.slug, content]))
  const lessonSlug = async (lessonId: string) =>
    (await db.select({ slug: lessons.slug }).from(lessons).where(eq(lessons.id, lessonId)))[0]?.slug

  const plan: { username: string; lessons: { index: number; stepsDone: number | 'all' }[] }[] = [
    {
      username: 'ada',
      lessons: [
        { index: 0, stepsDone: 'all' },
        { index: 1, stepsDone: 'all' },
      ],
    },
    { username: 'grace', lessons: [{ index: 0, stepsDone: 2 }] },
  ]
  for (const entry of plan) {
    const profileId = await student(entry.username)
    if (!profileId) continue
    for (const { index, stepsDone } of entry.lessons) {
      const item = items[index]
      if (!item?.lessonId) continue
      const content = bySlug.get((await lessonSlug(item.lessonId)) ?? '')
      if (!content) continue
      const steps = stepsDone === 'all' ? content.steps : content.steps.slice(0, stepsDone)
      const completed = stepsDone === 'all'
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
      const [progress] = await db
        .insert(lessonProgress)
        .values({
          profileId,
          schoolId: demo.id,
          cardSectionItemId: item.itemId,
          lessonId: item.lessonId,
          lessonVersionId: item.versionId,
          status: completed ? 'completed' : 'in_progress',
          currentStep: Math.min(steps.length, content.steps.length - 1),
          checksPassed: Object.fromEntries(steps.map((step) => [step.key, { done: true }])),
          attempts: steps.filter((step) => step.kind === 'code').length * 2,
          timeSpentSeconds: steps.length * 150,
          startedAt: minutesAgo(60 * 24 * (3 - index)),
          completedAt: completed ? minutesAgo(60 * 24 * (2 - index)) : null,
        })
        .onConflictDoNothing({ target: [lessonProgress.profileId, lessonProgress.cardSectionItemId] })
        .returning({ id: lessonProgress.id })
      if (!progress) continue
      inserted += 1
      let revision = 0
      for (const step of steps) {
        if (step.kind !== 'code') continue
        revision += 1
        await db.insert(codeRevisions).values({
          progressId: progress.id,
          stepKey: step.key,
          revision,
          code: step.solution,
          blocksJson: step.solutionBlocks ?? null,
          clientId: 'seed',
        })
        inserted += 1
      }
      await db
        .update(lessonProgress)
        .set({ latestRevision: revision })
        .where(eq(lessonProgress.id, progress.id))
    }
  }
  return inserted
}
