import { and, asc, eq, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type CsvCell, toCsv } from '@/lib/csv'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classMembers,
  lessonProgress,
  lessonReviews,
  lessons,
  lessonVersions,
  profiles,
  schoolClasses,
} from '@/server/db/schema'
import { rubricOf } from './rubric'

const STATUS = { not_started: 'not started', in_progress: 'in progress', completed: 'finished' } as const
const VERDICT = { well_done: 'well done', keep_working: 'needs work' } as const

/**
 * A class's review and rubric results for one course as CSV (decision 194): one row per child, and
 * per lesson its status, the verdict and each rubric criterion (yes, no, or empty before a review),
 * as a gradebook reads them. Four queries whatever the class size.
 */
export async function classResultsCsv(
  db: Db,
  actor: Actor,
  input: { classId: string; cardId: string },
): Promise<{ fileName: string; csv: string; rows: number }> {
  assertAdult(actor)
  const [found] = await db
    .select({ className: schoolClasses.name, cardTitle: cards.title })
    .from(schoolClasses)
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, input.cardId)))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .where(and(eq(schoolClasses.id, input.classId), manageableClasses(actor)))
  if (!found) throw notFound('This class or course')
  const [items, students, results] = await Promise.all([
    db
      .select({
        itemId: cardSectionItems.id,
        title: lessons.title,
        rubric: sql<unknown>`${q(lessonVersions.content)}->'rubric'`,
      })
      .from(cardSectionItems)
      .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
      .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
      .leftJoin(lessonVersions, eq(lessonVersions.id, lessons.currentVersionId))
      .where(and(eq(cardSections.cardId, input.cardId), eq(cardSectionItems.kind, 'lesson')))
      .orderBy(asc(cardSections.position), asc(cardSectionItems.position)),
    db
      .select({ id: profiles.id, name: profiles.name, username: profiles.username })
      .from(profiles)
      .innerJoin(
        classMembers,
        and(eq(classMembers.profileId, profiles.id), eq(classMembers.classId, input.classId)),
      )
      .where(manageableStudents(actor))
      .orderBy(asc(profiles.name), asc(profiles.id)),
    db
      .select({
        profileId: lessonProgress.profileId,
        itemId: lessonProgress.cardSectionItemId,
        status: lessonProgress.status,
        verdict: lessonReviews.verdict,
        rubric: lessonReviews.rubric,
      })
      .from(lessonProgress)
      .leftJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
      .where(
        and(
          eq(lessonProgress.schoolId, actor.schoolId),
          sql`${q(lessonProgress.profileId)} in (select ${q(classMembers.profileId)} from ${classMembers} where ${q(classMembers.classId)} = ${input.classId})`,
          sql`${q(lessonProgress.cardSectionItemId)} in (select ${q(cardSectionItems.id)} from ${cardSectionItems} join ${cardSections} on ${q(cardSections.id)} = ${q(cardSectionItems.sectionId)} where ${q(cardSections.cardId)} = ${input.cardId})`,
        ),
      ),
  ])
  const columns = items.map((item) => ({ ...item, criteria: rubricOf({ rubric: item.rubric }) }))
  const header = ['Student', 'Username']
  for (const item of columns) {
    header.push(`${item.title}: status`, `${item.title}: review`)
    for (const criterion of item.criteria) header.push(`${item.title}: ${criterion.label}`)
  }
  const byCell = new Map(results.map((row) => [`${row.profileId}:${row.itemId}`, row]))
  const rows = students.map((student) => {
    const cells: CsvCell[] = [student.name, student.username]
    for (const item of columns) {
      const result = byCell.get(`${student.id}:${item.itemId}`)
      cells.push(STATUS[result?.status ?? 'not_started'], result?.verdict ? VERDICT[result.verdict] : '')
      const ticks = (result?.verdict ? result.rubric : null) as Record<string, boolean> | null
      for (const criterion of item.criteria) {
        const tick = ticks?.[criterion.key]
        cells.push(tick === undefined ? '' : tick ? 'yes' : 'no')
      }
    }
    return cells
  })
  recordAudit(
    db,
    actor,
    'class.progress.viewed',
    { id: input.classId, name: found.className },
    {
      detail: { course: found.cardTitle, export: 'review results' },
    },
  )
  const slug = `${found.className}-${found.cardTitle}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { fileName: `review-results-${slug || 'class'}.csv`, csv: toCsv(header, rows), rows: rows.length }
}
