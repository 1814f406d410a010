import { and, eq } from 'drizzle-orm'
import type { CodeLanguage } from '@/lib/code-languages'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classMembers,
  lessonProgress,
  lessons,
  lessonVersions,
  profiles,
  schoolClasses,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/*
 * The review queue (decision 193): a teacher goes through every child's latest work on one lesson
 * of a class, one child after another. Every query starts from a class the actor may manage
 * (decision 042) and a lesson of a course given to that class; progress rows are read in the
 * actor's school only. Anything else is 404.
 */

export type Status = 'not_started' | 'in_progress' | 'completed'

export interface StepContent {
  key: string
  title: string
  kind: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
  practises: string[]
}

/** The code steps of a lesson version's content, read leniently (old versions stay readable). */
export function codeStepsOf(content: unknown): StepContent[] {
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
export function shownIn(steps: readonly StepContent[], checksPassed: unknown): string[] {
  const progress = (checksPassed ?? {}) as Record<string, { done?: unknown } | undefined>
  const shown = new Set<string>()
  for (const step of steps) {
    if (progress[step.key]?.done === true) for (const idea of step.practises) shown.add(idea)
  }
  return [...shown]
}

/** The class (one the actor manages) and the lesson item of a course given to it, or 404. */
export async function findQueueLesson(db: Db, actor: Actor, classId: string, itemId: string) {
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

/** A child of the class the actor may see, with their progress on the lesson (null: not started). */
export async function findChild(db: Db, actor: Actor, classId: string, itemId: string, studentId: string) {
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

/** The child, who must have started the lesson: a verdict or a comment needs work to be about. */
export async function startedChild(
  db: Db,
  actor: Actor,
  input: { classId: string; itemId: string; studentId: string },
) {
  const [, child] = await Promise.all([
    findQueueLesson(db, actor, input.classId, input.itemId),
    findChild(db, actor, input.classId, input.itemId, input.studentId),
  ])
  if (!child.progressId) throw new HttpError(404, m.server_not_started_lesson())
  return { ...child, progressId: child.progressId }
}
