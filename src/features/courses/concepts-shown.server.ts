import { and, eq, inArray, sql } from 'drizzle-orm'
import { stepsProgressOf } from '@/features/progress/progress.schemas'
import { CONCEPTS, hasConcept, type PractisingStep, practisedMask, shownMask } from '@/kernel/lesson-content'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { cardSectionItems, lessonProgress, lessons, lessonVersions } from '@/server/db/schema'

/**
 * The code steps of a lesson's current version that name what they practise, read in the database
 * (a lesson's whole content never leaves it for a progress screen).
 */
export const practisingSteps = sql<PractisingStep[] | null>`(
  select jsonb_agg(jsonb_build_object('key', step->'key', 'practises', step->'practises'))
  from jsonb_array_elements(${q(lessonVersions.content)}->'steps') as step
  where step->>'kind' = 'code' and step->'practises' is not null
)`

export interface ConceptShown {
  concept: PractisedConcept
  shown: boolean
}

/**
 * For one student, per section: each big idea its lessons practise and whether the student has
 * shown it (decision 120). One query, for the child's own course page and their teacher's view.
 */
export async function conceptsShownBySection(
  db: Db,
  student: { profileId: string; schoolId: string },
  sections: readonly { id: string; itemIds: readonly string[] }[],
): Promise<Record<string, ConceptShown[]>> {
  const itemIds = sections.flatMap((section) => section.itemIds)
  if (itemIds.length === 0) return {}
  const rows = await db
    .select({
      itemId: cardSectionItems.id,
      steps: practisingSteps,
      checksPassed: lessonProgress.checksPassed,
    })
    .from(cardSectionItems)
    .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(lessonVersions, eq(lessonVersions.id, lessons.currentVersionId))
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.cardSectionItemId, cardSectionItems.id),
        eq(lessonProgress.profileId, student.profileId),
        eq(lessonProgress.schoolId, student.schoolId),
      ),
    )
    .where(inArray(cardSectionItems.id, [...itemIds]))
  const byItem = new Map(rows.map((row) => [row.itemId, row]))
  const result: Record<string, ConceptShown[]> = {}
  for (const section of sections) {
    let practised = 0
    let shown = 0
    for (const itemId of section.itemIds) {
      const row = byItem.get(itemId)
      if (!row) continue
      practised |= practisedMask(row.steps ?? [])
      shown |= shownMask(row.steps ?? [], stepsProgressOf(row.checksPassed))
    }
    result[section.id] = CONCEPTS.filter((concept) => hasConcept(practised, concept)).map((concept) => ({
      concept,
      shown: hasConcept(shown, concept),
    }))
  }
  return result
}
