import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  codeRevisions,
  lessonProgress,
  lessonReviews,
  lessons,
} from '@/server/db/schema'
import { assertPaid, findStudent, type PaidActor } from './dashboard-access.server'
import type { ReviewVerdict } from './progress-dashboards.schemas'
import type { ProgressStatus } from './progress-grid'

interface StudentCourseLesson {
  itemId: string
  lessonId: string
  title: string
  sectionTitle: string
  status: ProgressStatus
  attempts: number
  timeSpentSeconds: number
  lastSavedAt: string | null
  verdict: ReviewVerdict | null
}

export interface StudentCourseProgress {
  student: { id: string; name: string }
  card: { id: string; title: string }
  lessons: StudentCourseLesson[]
}

/** One student's progress through one course: three queries. */
export async function getStudentCourseProgress(
  db: Db,
  actor: PaidActor,
  input: { studentId: string; cardId: string },
): Promise<StudentCourseProgress> {
  assertPaid(actor)
  const student = await findStudent(db, actor, input.studentId)
  const [card] = await db
    .select({ id: cards.id, title: cards.title })
    .from(cards)
    .where(and(eq(cards.id, input.cardId), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId))))
  if (!card) throw notFound('This course')
  recordAudit(db, actor, 'student.progress.viewed', student, { detail: { course: card.title } })
  const rows = await db
    .select({
      itemId: cardSectionItems.id,
      lessonId: lessons.id,
      title: lessons.title,
      sectionTitle: cardSections.title,
      status: lessonProgress.status,
      attempts: lessonProgress.attempts,
      timeSpentSeconds: lessonProgress.timeSpentSeconds,
      lastSavedAt: sql<
        string | null
      >`(select max(${q(codeRevisions.createdAt)}) from ${codeRevisions} where ${q(codeRevisions.progressId)} = ${q(lessonProgress.id)})`,
      verdict: lessonReviews.verdict,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.cardSectionItemId, cardSectionItems.id),
        eq(lessonProgress.profileId, student.id),
        eq(lessonProgress.schoolId, actor.schoolId),
      ),
    )
    .leftJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
    .where(and(eq(cardSections.cardId, card.id), eq(cardSectionItems.kind, 'lesson')))
    .orderBy(asc(cardSections.position), asc(cardSectionItems.position))
  return {
    student,
    card,
    lessons: rows.map((row) => ({
      ...row,
      status: (row.status ?? 'not_started') as ProgressStatus,
      attempts: row.attempts ?? 0,
      timeSpentSeconds: row.timeSpentSeconds ?? 0,
      lastSavedAt: row.lastSavedAt ? new Date(row.lastSavedAt).toISOString() : null,
      verdict: row.verdict ?? null,
    })),
  }
}
