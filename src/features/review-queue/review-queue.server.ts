import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { blockAt } from '@/kernel/runner-protocol'
import type { CodeLanguage } from '@/lib/code-languages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
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
  reviewComments,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { QueueCommentInput, QueueVerdict, QueueVerdictInput } from './review-queue.schemas'
import { type JsonValue, type RubricCriterion, rubricOf } from './rubric'

/*
 * The review queue (decision 193): a teacher goes through every child's latest work on one lesson
 * of a class, one child after another. Every query starts from a class the actor may manage
 * (decision 042) and a lesson of a course given to that class; progress rows are read in the
 * actor's school only. Anything else is 404.
 */

type Status = 'not_started' | 'in_progress' | 'completed'

export interface QueueStudent {
  id: string
  name: string
  status: Status
  verdict: QueueVerdict | null
  /** Pressed "I fixed it" after the last verdict: back in the queue. */
  fixed: boolean
  /** Started, and no verdict since the last "I fixed it". */
  unreviewed: boolean
  /** The ideas (decision 120) the child has shown in this lesson. */
  shown: string[]
}

export interface ReviewQueue {
  schoolClass: { id: string; name: string }
  card: { id: string; title: string }
  lesson: {
    itemId: string
    lessonId: string
    title: string
    practises: string[]
    /** The sandbox the lesson's player runs in (a lesson is all Python or none of it). */
    engine: 'javascript' | 'python'
  }
  rubric: RubricCriterion[]
  students: QueueStudent[]
}

interface StepContent {
  key: string
  title: string
  kind: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
  practises: string[]
}

/** The code steps of a lesson version's content, read leniently (old versions stay readable). */
function codeStepsOf(content: unknown): StepContent[] {
  const steps = (content as { steps?: unknown } | null)?.steps
  if (!Array.isArray(steps)) return []
  return steps
    .filter((step): step is Record<string, unknown> => !!step && typeof step === 'object')
    .filter((step) => step.kind === 'code' || step.kind === 'free-build')
    .map((step) => ({
      key: String(step.key),
      title: String(step.title ?? step.key),
      kind: String(step.kind),
      language: step.language === 'blocks' || step.language === 'python' ? step.language : 'javascript',
      output: step.output === 'console' || step.output === 'both' ? step.output : 'turtle',
      practises: Array.isArray(step.practises) ? step.practises.map(String) : [],
    }))
}

/** Ideas shown: those of the code steps the child finished (decision 120). */
function shownIn(steps: readonly StepContent[], checksPassed: unknown): string[] {
  const progress = (checksPassed ?? {}) as Record<string, { done?: unknown } | undefined>
  const shown = new Set<string>()
  for (const step of steps) {
    if (progress[step.key]?.done === true) for (const idea of step.practises) shown.add(idea)
  }
  return [...shown]
}

/** The class (one the actor manages) and the lesson item of a course given to it, or 404. */
async function findQueueLesson(db: Db, actor: Actor, classId: string, itemId: string) {
  assertAdult(actor)
  const [row] = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
      itemId: cardSectionItems.id,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      content: lessonVersions.content,
    })
    .from(schoolClasses)
    .innerJoin(classCards, eq(classCards.classId, schoolClasses.id))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .innerJoin(cardSections, eq(cardSections.cardId, cards.id))
    .innerJoin(
      cardSectionItems,
      and(eq(cardSectionItems.sectionId, cardSections.id), eq(cardSectionItems.id, itemId)),
    )
    .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(lessonVersions, eq(lessonVersions.id, lessons.currentVersionId))
    .where(and(eq(schoolClasses.id, classId), manageableClasses(actor)))
    .limit(1)
  if (!row) throw notFound('This class or lesson')
  return row
}

/** Every child of the class with where they stand on the lesson: three queries' worth in one. */
export async function getReviewQueue(
  db: Db,
  actor: Actor,
  input: { classId: string; itemId: string },
): Promise<ReviewQueue> {
  const found = await findQueueLesson(db, actor, input.classId, input.itemId)
  const steps = codeStepsOf(found.content)
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      status: lessonProgress.status,
      checksPassed: lessonProgress.checksPassed,
      verdict: lessonReviews.verdict,
      fixedAt: lessonReviews.fixedAt,
    })
    .from(profiles)
    .innerJoin(
      classMembers,
      and(eq(classMembers.profileId, profiles.id), eq(classMembers.classId, found.classId)),
    )
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.profileId, profiles.id),
        eq(lessonProgress.cardSectionItemId, found.itemId),
        eq(lessonProgress.schoolId, actor.schoolId),
      ),
    )
    .leftJoin(lessonReviews, eq(lessonReviews.progressId, lessonProgress.id))
    .where(manageableStudents(actor))
    .orderBy(asc(profiles.name), asc(profiles.id))
  recordAudit(
    db,
    actor,
    'class.progress.viewed',
    { id: found.classId, name: found.className },
    {
      detail: { lesson: found.lessonTitle },
    },
  )
  return {
    schoolClass: { id: found.classId, name: found.className },
    card: { id: found.cardId, title: found.cardTitle },
    lesson: {
      itemId: found.itemId,
      lessonId: found.lessonId,
      title: found.lessonTitle,
      practises: [...new Set(steps.flatMap((step) => step.practises))],
      engine: steps.some((step) => step.language === 'python') ? 'python' : 'javascript',
    },
    rubric: rubricOf(found.content),
    students: rows.map((row) => {
      const status: Status = row.status ?? 'not_started'
      const fixed = row.fixedAt !== null
      return {
        id: row.id,
        name: row.name,
        status,
        verdict: row.verdict,
        fixed,
        unreviewed: status !== 'not_started' && (row.verdict === null || fixed),
        shown: shownIn(steps, row.checksPassed),
      }
    }),
  }
}

export interface QueueStep {
  key: string
  title: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
  /** The latest version the child saved of this step (the one they last ran), or null. */
  latest: {
    id: string
    revision: number
    code: string
    /** A blocks step: the workspace as saved (Blockly's serialisation), for comments on blocks. */
    blocks: JsonValue
    savedAt: string
  } | null
}

interface QueueComment {
  id: string
  revisionId: string | null
  /** The revision number the comment was written on (the version badge), or null if it is gone. */
  revision: number | null
  stepKey: string | null
  line: number | null
  blockId: string | null
  /** What the block said in the version the comment is pinned to (decision 209). */
  blockWords: string | null
  body: string
  authorName: string | null
  createdAt: string
}

export interface QueueWork {
  student: { id: string; name: string }
  status: Status
  attempts: number
  timeSpentSeconds: number
  steps: QueueStep[]
  comments: QueueComment[]
  verdict: QueueVerdict | null
  rubric: Record<string, boolean>
  /** The rubric as ticked, or null before any verdict (the queue then pre-ticks from checks). */
  reviewedAt: string | null
  fixed: boolean
}

/** A child of the class the actor may see, with their progress on the lesson (null: not started). */
async function findChild(db: Db, actor: Actor, classId: string, itemId: string, studentId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      progressId: lessonProgress.id,
      status: lessonProgress.status,
      attempts: lessonProgress.attempts,
      timeSpentSeconds: lessonProgress.timeSpentSeconds,
      lessonVersionId: lessonProgress.lessonVersionId,
    })
    .from(profiles)
    .innerJoin(classMembers, and(eq(classMembers.profileId, profiles.id), eq(classMembers.classId, classId)))
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.profileId, profiles.id),
        eq(lessonProgress.cardSectionItemId, itemId),
        eq(lessonProgress.schoolId, actor.schoolId),
      ),
    )
    .where(and(eq(profiles.id, studentId), manageableStudents(actor)))
  if (!row) throw notFound('This student')
  return row
}

/**
 * One child's work on the lesson: each code step at the version they last saved (autosave keeps
 * the code that ran), the comments and the verdict. Two round trips to the database.
 */
export async function getQueueWork(
  db: Db,
  actor: Actor,
  input: { classId: string; itemId: string; studentId: string },
): Promise<QueueWork> {
  const [found, child] = await Promise.all([
    findQueueLesson(db, actor, input.classId, input.itemId),
    findChild(db, actor, input.classId, input.itemId, input.studentId),
  ])
  recordAudit(db, actor, 'student.work.viewed', child, { detail: { lesson: found.lessonTitle } })
  const student = { id: child.id, name: child.name }
  if (!child.progressId) {
    return {
      student,
      status: 'not_started',
      attempts: 0,
      timeSpentSeconds: 0,
      steps: codeStepsOf(found.content).map(({ key, title, language, output }) => ({
        key,
        title,
        language,
        output,
        latest: null,
      })),
      comments: [],
      verdict: null,
      rubric: {},
      reviewedAt: null,
      fixed: false,
    }
  }
  const progressId = child.progressId
  const [version, latest, comments, [review]] = await Promise.all([
    child.lessonVersionId
      ? db
          .select({ content: lessonVersions.content })
          .from(lessonVersions)
          .where(eq(lessonVersions.id, child.lessonVersionId))
          .then((rows) => rows[0]?.content ?? found.content)
      : Promise.resolve(found.content),
    db
      .selectDistinctOn([codeRevisions.stepKey], {
        id: codeRevisions.id,
        stepKey: codeRevisions.stepKey,
        revision: codeRevisions.revision,
        code: codeRevisions.code,
        blocks: codeRevisions.blocksJson,
        createdAt: codeRevisions.createdAt,
      })
      .from(codeRevisions)
      .where(
        and(
          eq(codeRevisions.progressId, progressId),
          sql`(${codeRevisions.clientId} is null or ${codeRevisions.clientId} not like 'kept:%')`,
        ),
      )
      .orderBy(codeRevisions.stepKey, desc(codeRevisions.revision)),
    db
      .select({
        id: reviewComments.id,
        revisionId: reviewComments.codeRevisionId,
        revision: codeRevisions.revision,
        stepKey: codeRevisions.stepKey,
        line: reviewComments.line,
        blockId: reviewComments.blockId,
        blocks: codeRevisions.blocksJson,
        body: reviewComments.body,
        authorName: profiles.name,
        createdAt: reviewComments.createdAt,
      })
      .from(reviewComments)
      .leftJoin(codeRevisions, eq(codeRevisions.id, reviewComments.codeRevisionId))
      .leftJoin(profiles, eq(profiles.id, reviewComments.authorProfileId))
      .where(eq(reviewComments.progressId, progressId))
      .orderBy(asc(reviewComments.createdAt)),
    db
      .select({
        verdict: lessonReviews.verdict,
        rubric: lessonReviews.rubric,
        fixedAt: lessonReviews.fixedAt,
        updatedAt: lessonReviews.updatedAt,
      })
      .from(lessonReviews)
      .where(eq(lessonReviews.progressId, progressId)),
  ])
  const byStep = new Map(latest.map((row) => [row.stepKey, row]))
  return {
    student,
    status: child.status ?? 'not_started',
    attempts: child.attempts ?? 0,
    timeSpentSeconds: child.timeSpentSeconds ?? 0,
    steps: codeStepsOf(version).map(({ key, title, language, output }) => {
      const row = byStep.get(key)
      return {
        key,
        title,
        language,
        output,
        latest: row
          ? {
              id: row.id,
              revision: row.revision,
              code: row.code,
              blocks: (row.blocks ?? null) as JsonValue,
              savedAt: row.createdAt.toISOString(),
            }
          : null,
      }
    }),
    comments: comments.map(({ blocks, ...row }) => ({
      ...row,
      blockWords: row.blockId ? (blockAt(blocks, row.blockId)?.words ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    verdict: review?.verdict ?? null,
    rubric: (review?.rubric ?? {}) as Record<string, boolean>,
    reviewedAt: review ? review.updatedAt.toISOString() : null,
    fixed: review?.fixedAt != null,
  }
}

async function startedChild(
  db: Db,
  actor: Actor,
  input: { classId: string; itemId: string; studentId: string },
) {
  const [, child] = await Promise.all([
    findQueueLesson(db, actor, input.classId, input.itemId),
    findChild(db, actor, input.classId, input.itemId, input.studentId),
  ])
  if (!child.progressId)
    throw new HttpError(404, 'This student has not started this lesson yet, so there is nothing to review.')
  return { ...child, progressId: child.progressId }
}

/** The verdict and the rubric as ticked; a new verdict replaces the old and takes it out of the queue. */
export async function setQueueVerdict(db: Db, actor: Actor, input: QueueVerdictInput): Promise<{ ok: true }> {
  const child = await startedChild(db, actor, input)
  const now = new Date()
  await db
    .insert(lessonReviews)
    .values({
      progressId: child.progressId,
      verdict: input.verdict,
      rubric: input.rubric,
      reviewerProfileId: actor.profileId,
    })
    .onConflictDoUpdate({
      target: lessonReviews.progressId,
      set: {
        verdict: input.verdict,
        rubric: input.rubric,
        reviewerProfileId: actor.profileId,
        fixedAt: null,
        updatedAt: now,
      },
    })
  return { ok: true }
}

/** A comment pinned to a line or a block of one saved version of the child's code. */
export async function addQueueComment(
  db: Db,
  actor: Actor,
  input: QueueCommentInput,
): Promise<{ id: string }> {
  const child = await startedChild(db, actor, input)
  const [revision] = await db
    .select({ id: codeRevisions.id, blocks: codeRevisions.blocksJson })
    .from(codeRevisions)
    .where(and(eq(codeRevisions.id, input.revisionId), eq(codeRevisions.progressId, child.progressId)))
  if (!revision) throw notFound('This version of the code')
  // A block is named by its place in this version's blocks (decision 209).
  if (input.blockId !== null && !blockAt(revision.blocks, input.blockId))
    throw new HttpError(400, 'That block is not in this version of the blocks. Choose a block first.')
  const [row] = await db
    .insert(reviewComments)
    .values({
      progressId: child.progressId,
      codeRevisionId: revision.id,
      authorProfileId: actor.profileId,
      line: input.line,
      blockId: input.blockId,
      body: input.body,
    })
    .returning({ id: reviewComments.id })
  return { id: row!.id }
}
