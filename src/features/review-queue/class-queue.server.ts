import { and, asc, eq } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import type { Actor } from '@/server/auth/actor'
import { manageableStudents } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, lessonProgress, lessonReviews, profiles } from '@/server/db/schema'
import { codeStepsOf, findQueueLesson, type Status, shownIn } from './queue-lesson.server'
import type { QueueVerdict } from './review-queue.schemas'
import { type RubricCriterion, rubricOf } from './rubric'

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
