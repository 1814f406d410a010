import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
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
  codeRevisions,
  lessonProgress,
  lessonReviews,
  lessons,
  lessonVersions,
  profiles,
  progressDashboards,
  reviewComments,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { LessonVerdictInput, ReviewCommentInput, ReviewVerdict } from './progress-dashboards.schemas'
import {
  type GridLesson,
  type GridSection,
  type GridStudent,
  type ProgressStatus,
  type SectionSummary,
  STATUS_CODES,
  summarizeSections,
} from './progress-grid'

/*
 * The teacher's progress screens (PRODUCT.md §3 "Progress"). Every query is scoped to the actor's
 * school and, for a teacher, to the classes they teach (decision 042): anything else is 404.
 * Dashboards are one per class × course, created when first opened (decision 013).
 */

/** A visitor and whether their school is paid (AuthContext.paid). */
export type PaidActor = Actor & { paid: boolean }

/**
 * Paid-only areas (SPEC §2.5): the middleware refuses them too; checked here as well so the rule
 * holds for every caller of these functions.
 */
function assertPaid(actor: PaidActor): void {
  assertAdult(actor)
  if (!actor.paid) throw new HttpError(403, 'This needs a paid plan. Ask your school admin to upgrade.')
}

export interface DashboardListItem {
  classId: string
  className: string
  cardId: string
  cardTitle: string
  dashboardId: string | null
  students: number
}

/** Class × course pairs the actor can see (active classes), with their dashboard if opened. One query. */
export async function listDashboards(db: Db, actor: Actor): Promise<DashboardListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
      dashboardId: progressDashboards.id,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .innerJoin(classCards, eq(classCards.classId, schoolClasses.id))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .leftJoin(
      progressDashboards,
      and(eq(progressDashboards.classId, schoolClasses.id), eq(progressDashboards.cardId, cards.id)),
    )
    .where(and(manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name), asc(cards.position), asc(cards.title))
  return rows.map((row) => ({ ...row, students: Number(row.students) }))
}

/** The dashboard of a class × course, created on first use; the course must be the class's. */
export async function openDashboard(
  db: Db,
  actor: Actor,
  input: { classId: string; cardId: string },
): Promise<{ dashboardId: string }> {
  assertAdult(actor)
  const [pair] = await db
    .select({ className: schoolClasses.name, cardTitle: cards.title })
    .from(schoolClasses)
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, input.cardId)))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .where(and(eq(schoolClasses.id, input.classId), manageableClasses(actor)))
  if (!pair) throw notFound('This class or course')
  await db
    .insert(progressDashboards)
    .values({
      schoolId: actor.schoolId,
      classId: input.classId,
      cardId: input.cardId,
      title: `${pair.className} · ${pair.cardTitle}`,
      createdByProfileId: actor.profileId,
    })
    .onConflictDoNothing({ target: [progressDashboards.classId, progressDashboards.cardId] })
  const [row] = await db
    .select({ id: progressDashboards.id })
    .from(progressDashboards)
    .where(and(eq(progressDashboards.classId, input.classId), eq(progressDashboards.cardId, input.cardId)))
  return { dashboardId: row!.id }
}

export interface DashboardGrid {
  id: string
  title: string
  schoolClass: { id: string; name: string }
  card: { id: string; title: string }
  sections: GridSection[]
  lessons: GridLesson[]
  students: GridStudent[]
  summary: SectionSummary[]
}

/** The class × lesson grid: four queries whatever the number of students and lessons. */
export async function getDashboardGrid(
  db: Db,
  actor: PaidActor,
  dashboardId: string,
): Promise<DashboardGrid> {
  assertPaid(actor)
  const [dashboard] = await db
    .select({
      id: progressDashboards.id,
      title: progressDashboards.title,
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
    })
    .from(progressDashboards)
    .innerJoin(schoolClasses, eq(schoolClasses.id, progressDashboards.classId))
    .innerJoin(cards, eq(cards.id, progressDashboards.cardId))
    .where(
      and(
        eq(progressDashboards.id, dashboardId),
        eq(progressDashboards.schoolId, actor.schoolId),
        manageableClasses(actor),
      ),
    )
  if (!dashboard) throw notFound('This progress dashboard')

  const [items, students, progress] = await Promise.all([
    db
      .select({
        itemId: cardSectionItems.id,
        lessonId: lessons.id,
        title: lessons.title,
        sectionId: cardSections.id,
        sectionTitle: cardSections.title,
      })
      .from(cardSectionItems)
      .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
      .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
      .where(and(eq(cardSections.cardId, dashboard.cardId), eq(cardSectionItems.kind, 'lesson')))
      .orderBy(asc(cardSections.position), asc(cardSectionItems.position)),
    db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .innerJoin(classMembers, eq(classMembers.profileId, profiles.id))
      .where(and(eq(classMembers.classId, dashboard.classId), manageableStudents(actor)))
      .orderBy(asc(profiles.name), asc(profiles.id)),
    db
      .select({
        profileId: lessonProgress.profileId,
        itemId: lessonProgress.cardSectionItemId,
        status: lessonProgress.status,
      })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.schoolId, actor.schoolId),
          sql`${q(lessonProgress.profileId)} in (select ${q(classMembers.profileId)} from ${classMembers} where ${q(classMembers.classId)} = ${dashboard.classId})`,
          sql`${q(lessonProgress.cardSectionItemId)} in (select ${q(cardSectionItems.id)} from ${cardSectionItems} join ${cardSections} on ${q(cardSections.id)} = ${q(cardSectionItems.sectionId)} where ${q(cardSections.cardId)} = ${dashboard.cardId})`,
        ),
      ),
  ])

  const sections: GridSection[] = []
  for (const item of items) {
    if (sections.at(-1)?.id !== item.sectionId)
      sections.push({ id: item.sectionId, title: item.sectionTitle })
  }
  const lessonsList: GridLesson[] = items.map(({ itemId, lessonId, title, sectionId }) => ({
    itemId,
    lessonId,
    title,
    sectionId,
  }))
  const column = new Map(items.map((item, index) => [item.itemId, index]))
  const statuses = new Map<string, string[]>()
  for (const student of students)
    statuses.set(
      student.id,
      items.map(() => STATUS_CODES.not_started),
    )
  for (const row of progress) {
    const index = column.get(row.itemId)
    const cells = statuses.get(row.profileId)
    if (index !== undefined && cells) cells[index] = STATUS_CODES[row.status as ProgressStatus]
  }
  const gridStudents = students.map((student) => ({
    id: student.id,
    name: student.name,
    cells: statuses.get(student.id)!.join(''),
  }))
  return {
    id: dashboard.id,
    title: dashboard.title,
    schoolClass: { id: dashboard.classId, name: dashboard.className },
    card: { id: dashboard.cardId, title: dashboard.cardTitle },
    sections,
    lessons: lessonsList,
    students: gridStudents,
    summary: summarizeSections(sections, lessonsList, gridStudents),
  }
}

async function findStudent(db: Db, actor: Actor, studentId: string) {
  const [student] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.id, studentId), manageableStudents(actor)))
  if (!student) throw notFound('This student')
  return student
}

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
  language: 'blocks' | 'javascript'
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
      language: step.language === 'blocks' ? 'blocks' : 'javascript',
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
  if (!progress)
    throw new HttpError(404, 'This student has not started this lesson yet, so there is nothing to review.')
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

export interface MyLessonReview {
  verdict: ReviewVerdict
  comments: { line: number | null; body: string }[]
}

/** For the student's own lesson player: the teacher's verdict and comments, or null. */
export async function getMyLessonReview(
  db: Db,
  viewer: Pick<Actor, 'profileId' | 'schoolId'>,
  itemId: string,
): Promise<MyLessonReview | null> {
  const [row] = await db
    .select({ progressId: lessonProgress.id, verdict: lessonReviews.verdict })
    .from(lessonProgress)
    .innerJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
    .where(
      and(
        eq(lessonProgress.profileId, viewer.profileId),
        eq(lessonProgress.schoolId, viewer.schoolId),
        eq(lessonProgress.cardSectionItemId, itemId),
      ),
    )
  if (!row) return null
  const comments = await db
    .select({ line: reviewComments.line, body: reviewComments.body })
    .from(reviewComments)
    .where(inArray(reviewComments.progressId, [row.progressId]))
    .orderBy(asc(reviewComments.line), asc(reviewComments.createdAt))
  return { verdict: row.verdict, comments }
}
