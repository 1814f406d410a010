import { and, desc, eq, isNull } from 'drizzle-orm'
import { backfillLessonGoals, drawGoals } from '@/features/lessons/lesson-goals.server'
import type { CourseResource } from '@/kernel/lesson-content/course-content.schemas'
import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import { loadCourses } from '~/content'
import type { Db } from '../client'
import { cardSectionItems, cardSections, cards, lessons, lessonVersions, resources } from '../schema'

/** Where `/resources/…` paths in content live: the company's curriculum site (resources need a URL). */
const RESOURCE_SITE = process.env.COMPANY_SITE_URL ?? 'https://codeschool.example'

/** JSON with keys sorted: jsonb stores keys in its own order, so plain JSON text differs. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  )
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/**
 * The lesson by slug, created or brought up to date: a changed file becomes a new version. A
 * lesson whose current version was published from the template editor is left as it is: the
 * editor's version is never replaced by the file's (decision 115).
 */
async function upsertLesson(db: Db, content: LessonContent): Promise<{ id: string; inserted: number }> {
  let inserted = 0
  const inserts = await db
    .insert(lessons)
    .values({ slug: content.slug, title: content.title, summary: content.summary, isFree: content.free })
    .onConflictDoNothing({ target: lessons.slug })
    .returning({ id: lessons.id })
  inserted += inserts.length
  const [lesson] = await db.select().from(lessons).where(eq(lessons.slug, content.slug))
  if (!lesson) throw new Error(`Seed: lesson ${content.slug} missing`)
  if (lesson.currentVersionId) {
    const [current] = await db
      .select({ fromSeed: lessonVersions.fromSeed })
      .from(lessonVersions)
      .where(eq(lessonVersions.id, lesson.currentVersionId))
    if (current && !current.fromSeed) return { id: lesson.id, inserted }
  }
  const [latest] = await db
    .select()
    .from(lessonVersions)
    .where(eq(lessonVersions.lessonId, lesson.id))
    .orderBy(desc(lessonVersions.version))
    .limit(1)
  let currentVersionId = lesson.currentVersionId
  if (!latest || !same(latest.content, content)) {
    // Goal pictures are drawn once, here in the sandbox, and stored with the version. One the
    // sandbox had to stop is left out (the content tests catch such a solution).
    const { goals, problems } = await drawGoals(content)
    for (const problem of problems) {
      console.warn(`Seed: no goal for ${content.slug} step ${problem.stepIndex} (${problem.run.status})`)
    }
    const [version] = await db
      .insert(lessonVersions)
      .values({ lessonId: lesson.id, version: (latest?.version ?? 0) + 1, content, goals, fromSeed: true })
      .returning({ id: lessonVersions.id })
    currentVersionId = version!.id
    inserted += 1
  }
  if (
    currentVersionId !== lesson.currentVersionId ||
    lesson.title !== content.title ||
    lesson.summary !== content.summary ||
    lesson.isFree !== content.free
  ) {
    await db
      .update(lessons)
      .set({
        currentVersionId,
        title: content.title,
        summary: content.summary,
        isFree: content.free,
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lesson.id))
  }
  return { id: lesson.id, inserted }
}

function resourceUrl(url: string): string {
  return url.startsWith('/') ? `${RESOURCE_SITE.replace(/\/$/, '')}${url}` : url
}

async function upsertResource(db: Db, cardId: string, resource: CourseResource) {
  const [existing] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.cardId, cardId), isNull(resources.schoolId), eq(resources.title, resource.title)))
  if (existing) return { id: existing.id, inserted: 0 }
  const [row] = await db
    .insert(resources)
    .values({
      cardId,
      schoolId: null,
      title: resource.title,
      kind: resource.kind,
      url: resourceUrl(resource.url),
    })
    .returning({ id: resources.id })
  return { id: row!.id, inserted: 1 }
}

/**
 * Loads the shipped courses (content/) into cards → sections → items, lessons → versions and
 * resources, by slug: a second run inserts nothing, a changed lesson file becomes a new version.
 * Product content: every deployment gets it (decision 008). Then draws the goals of any version
 * that has none yet (decision 033). Returns rows inserted (or filled in).
 */
export async function seedCourses(db: Db): Promise<number> {
  const { courses, lessons: lessonContents } = loadCourses()
  let inserted = 0
  const lessonIds = new Map<string, string>()
  for (const content of lessonContents) {
    const result = await upsertLesson(db, content)
    lessonIds.set(content.slug, result.id)
    inserted += result.inserted
  }

  for (const [position, course] of courses.entries()) {
    const values = {
      slug: course.slug,
      title: course.title,
      description: course.description,
      ageMin: course.ageMin,
      ageMax: course.ageMax,
      language: course.language,
      color: course.color,
      icon: course.icon,
      position,
      published: true,
    }
    inserted += (
      await db.insert(cards).values(values).onConflictDoNothing({ target: cards.slug }).returning()
    ).length
    const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.slug, course.slug))
    if (!card) throw new Error(`Seed: course ${course.slug} missing`)

    for (const [sectionIndex, section] of course.sections.entries()) {
      let [sectionRow] = await db
        .select({ id: cardSections.id })
        .from(cardSections)
        .where(and(eq(cardSections.cardId, card.id), eq(cardSections.title, section.title)))
      if (!sectionRow) {
        ;[sectionRow] = await db
          .insert(cardSections)
          .values({ cardId: card.id, title: section.title, position: sectionIndex })
          .returning({ id: cardSections.id })
        inserted += 1
      }
      const existingItems = await db
        .select()
        .from(cardSectionItems)
        .where(eq(cardSectionItems.sectionId, sectionRow!.id))
      for (const [itemIndex, item] of section.items.entries()) {
        if ('lesson' in item) {
          const lessonId = lessonIds.get(item.lesson)
          if (!lessonId) throw new Error(`Seed: ${course.slug} names unknown lesson ${item.lesson}`)
          if (existingItems.some((row) => row.lessonId === lessonId)) continue
          await db
            .insert(cardSectionItems)
            .values({ sectionId: sectionRow!.id, kind: 'lesson', lessonId, position: itemIndex })
          inserted += 1
        } else {
          const resource = await upsertResource(db, card.id, item.resource)
          inserted += resource.inserted
          if (existingItems.some((row) => row.resourceId === resource.id)) continue
          await db.insert(cardSectionItems).values({
            sectionId: sectionRow!.id,
            kind: 'resource',
            resourceId: resource.id,
            position: itemIndex,
          })
          inserted += 1
        }
      }
    }
    for (const resource of course.resources)
      inserted += (await upsertResource(db, card.id, resource)).inserted
  }
  // Versions written before goals were stored (or by an editor then) get theirs now too.
  inserted += await backfillLessonGoals(db, {
    onProblem: (versionId, problem) =>
      console.warn(
        `Seed: no goal for version ${versionId} step ${problem.stepIndex} (${problem.run.status})`,
      ),
  })
  return inserted
}
