import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CodeLanguage } from '@/lib/code-languages'
import type { Db } from '@/server/db/client'
import { keptPerProcess } from '@/server/db/kept-per-process'
import { cardSectionItems, cardSections, cards, lessons } from '@/server/db/schema'

export interface FreeLesson {
  lessonId: string
  title: string
  summary: string
  course: {
    title: string
    color: string
    icon: string
    ageMin: number
    ageMax: number
    language: CodeLanguage
  } | null
}

/**
 * Free lessons for guests, in course order: the free lessons page's one read, kept per process
 * for 10 s (decision 132); publishing a lesson forgets it at once in its process.
 */
export const listFreeLessons = keptPerProcess(10_000, readFreeLessons)

async function readFreeLessons(db: Db): Promise<FreeLesson[]> {
  const rows = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      summary: lessons.summary,
      cardTitle: cards.title,
      color: cards.color,
      icon: cards.icon,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
      cardPosition: cards.position,
      sectionPosition: cardSections.position,
      itemPosition: cardSectionItems.position,
    })
    .from(lessons)
    .leftJoin(cardSectionItems, eq(cardSectionItems.lessonId, lessons.id))
    .leftJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .leftJoin(
      cards,
      and(eq(cards.id, cardSections.cardId), eq(cards.published, true), isNull(cards.schoolId)),
    )
    .where(and(eq(lessons.isFree, true), sql`${lessons.currentVersionId} is not null`))
  const seen = new Set<string>()
  return rows
    .sort(
      (a, b) =>
        (a.cardPosition ?? 999) - (b.cardPosition ?? 999) ||
        (a.sectionPosition ?? 0) - (b.sectionPosition ?? 0) ||
        (a.itemPosition ?? 0) - (b.itemPosition ?? 0),
    )
    .filter((row) => {
      if (seen.has(row.lessonId)) return false
      seen.add(row.lessonId)
      return true
    })
    .map((row) => ({
      lessonId: row.lessonId,
      title: row.title,
      summary: row.summary,
      course: row.cardTitle
        ? {
            title: row.cardTitle,
            color: row.color ?? '#2563eb',
            icon: row.icon ?? 'code',
            ageMin: row.ageMin ?? 6,
            ageMax: row.ageMax ?? 14,
            language: row.language ?? 'javascript',
          }
        : null,
    }))
}
