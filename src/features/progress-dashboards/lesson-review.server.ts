import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import type { CodeLanguage } from '@/lib/code-languages'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
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
  lessonVersions,
  profiles,
  reviewComments,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { findStudent } from './dashboard-access.server'
import type { LessonVerdictInput, ReviewCommentInput, ReviewVerdict } from './progress-dashboards.schemas'
import type { ProgressStatus } from './progress-grid'

/** The student's progress row for a lesson (the most recently worked on, if the lesson is in two courses). */
async function findProgress(db: Db, actor: Actor, studentId: string, lessonId: string) {
  const [row] = await db
    .select({
      id: lessonProgress.id,
      status: lessonProgress.status,
      itemId: lessonProgress.cardSectionItemId,
      lessonVersionId: lessonProgress.lessonVersionId,
      attempts: lessonProgress.attempts,
      timeSpentSeconds: lessonProgress.timeSpentSeconds,
    })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.profileId, studentId),
        eq(lessonProgress.lessonId, lessonId),
        eq(lessonProgress.schoolId, actor.schoolId),
      ),
    )
    .orderBy(desc(lessonProgress.updatedAt))
    .limit(1)
  return row ?? null
}

export interface ReviewRevision {
  id: string
  stepKey: string
  revision: number
  code: string
  savedAt: string
  /** Saved from a stale tab: kept in the history, not the current version (decision 011). */
  keptFromOtherTab: boolean
}

interface ReviewStep {
  key: string
  title: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
}

interface ReviewComment {
  id: string
  revisionId: string | null
  line: number | null
  body: string
  authorName: string | null
  createdAt: string
}

export interface LessonReview {
  student: { id: string; name: string }
  lesson: { id: string; title: string }
  progress: { status: ProgressStatus; attempts: number; timeSpentSeconds: number } | null
  steps: ReviewStep[]
  revisions: ReviewRevision[]
  comments: ReviewComment[]
  verdict: ReviewVerdict | null
}

/** A student's code for a lesson at every saved version, the comments and the verdict. */
export async function getLessonReview(
  db: Db,
  actor: Actor,
  input: { studentId: string; lessonId: string },
): Promise<LessonReview> {
  assertAdult(actor)
  const student = await findStudent(db, actor, input.studentId)
  const [lesson] = await db
    .select({ id: lessons.id, title: lessons.title, currentVersionId: lessons.currentVersionId })
    .from(lessons)
    .where(and(eq(lessons.id, input.lessonId), lessonInVisibleCourse(actor)))
  if (!lesson) throw notFound('This lesson')
  recordAudit(db, actor, 'student.work.viewed', student, { detail: { lesson: lesson.title } })
  const progress = await findProgress(db, actor, student.id, lesson.id)
  const versionId = progress?.lessonVersionId ?? lesson.currentVersionId
  const [version] = versionId
    ? await db
        .select({ content: lessonVersions.content })
        .from(lessonVersions)
        .where(eq(lessonVersions.id, versionId))
    : []
  const content = version?.content as { steps?: Array<Record<string, unknown>> } | undefined
  const steps: ReviewStep[] = (content?.steps ?? [])
    .filter((step) => step.kind === 'code' || step.kind === 'free-build')
    .map((step) => ({
      key: String(step.key),
      title: String(step.title ?? step.key),
      language: step.language === 'blocks' || step.language === 'python' ? step.language : 'javascript',
      output: step.output === 'console' || step.output === 'both' ? step.output : 'turtle',
    }))
  if (!progress) {
    return {
      student,
      lesson: { id: lesson.id, title: lesson.title },
      progress: null,
      steps,
      revisions: [],
      comments: [],
      verdict: null,
    }
  }
  const [revisions, comments, [review]] = await Promise.all([
    db
      .select({
        id: codeRevisions.id,
        stepKey: codeRevisions.stepKey,
        revision: codeRevisions.revision,
        code: codeRevisions.code,
        createdAt: codeRevisions.createdAt,
        clientId: codeRevisions.clientId,
      })
      .from(codeRevisions)
      .where(eq(codeRevisions.progressId, progress.id))
      .orderBy(asc(codeRevisions.revision), asc(codeRevisions.createdAt)),
    db
      .select({
        id: reviewComments.id,
        revisionId: reviewComments.codeRevisionId,
        line: reviewComments.line,
        body: reviewComments.body,
        authorName: profiles.name,
        createdAt: reviewComments.createdAt,
      })
      .from(reviewComments)
      .leftJoin(profiles, eq(profiles.id, reviewComments.authorProfileId))
      .where(eq(reviewComments.progressId, progress.id))
      .orderBy(asc(reviewComments.createdAt)),
    db
      .select({ verdict: lessonReviews.verdict })
      .from(lessonReviews)
      .where(eq(lessonReviews.progressId, progress.id)),
  ])
  return {
    student,
    lesson: { id: lesson.id, title: lesson.title },
    progress: {
      status: progress.status,
      attempts: progress.attempts,
      timeSpentSeconds: progress.timeSpentSeconds,
    },
    steps,
    revisions: revisions.map((row) => ({
      id: row.id,
      stepKey: row.stepKey,
      revision: row.revision,
      code: row.code,
      savedAt: row.createdAt.toISOString(),
      keptFromOtherTab: row.clientId?.startsWith('kept:') ?? false,
    })),
    comments: comments.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    verdict: review?.verdict ?? null,
  }
}

/** Lessons of the global catalog's courses and of the actor's school's own courses. */
function lessonInVisibleCourse(actor: Actor) {
  return sql`exists (
    select 1 from ${cardSectionItems}
    join ${cardSections} on ${q(cardSections.id)} = ${q(cardSectionItems.sectionId)}
    join ${cards} on ${q(cards.id)} = ${q(cardSections.cardId)}
    where ${q(cardSectionItems.lessonId)} = ${q(lessons.id)}
      and (${q(cards.schoolId)} is null or ${q(cards.schoolId)} = ${actor.schoolId})
  )`
}

async function progressForReview(db: Db, actor: Actor, studentId: string, lessonId: string) {
  assertAdult(actor)
  await findStudent(db, actor, studentId)
  const progress = await findProgress(db, actor, studentId, lessonId)
  if (!progress) throw new HttpError(404, m.server_not_started_lesson())
  return progress
}

/** A comment pinned to a line of one saved version. */
export async function addReviewComment(
  db: Db,
  actor: Actor,
  input: ReviewCommentInput,
): Promise<{ id: string }> {
  const progress = await progressForReview(db, actor, input.studentId, input.lessonId)
  const [revision] = await db
    .select({ id: codeRevisions.id })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.id, input.revisionId), eq(codeRevisions.progressId, progress.id)))
  if (!revision) throw notFound('This version of the code')
  const [row] = await db
    .insert(reviewComments)
    .values({
      progressId: progress.id,
      codeRevisionId: revision.id,
      authorProfileId: actor.profileId,
      line: input.line,
      body: input.body,
    })
    .returning({ id: reviewComments.id })
  return { id: row!.id }
}

/** The overall verdict the student sees in their lesson; a new one replaces the old. */
export async function setLessonVerdict(
  db: Db,
  actor: Actor,
  input: LessonVerdictInput,
): Promise<{ ok: true }> {
  const progress = await progressForReview(db, actor, input.studentId, input.lessonId)
  await db
    .insert(lessonReviews)
    .values({ progressId: progress.id, verdict: input.verdict, reviewerProfileId: actor.profileId })
    .onConflictDoUpdate({
      target: lessonReviews.progressId,
      set: { verdict: input.verdict, reviewerProfileId: actor.profileId, updatedAt: new Date() },
    })
  return { ok: true }
}
