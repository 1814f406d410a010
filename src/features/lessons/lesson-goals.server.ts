import { and, asc, eq, isNull } from 'drizzle-orm'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { lessonEngine } from '@/kernel/lesson-content/lesson-engine'
import type { TurtleCommand } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import { lessonVersions } from '@/server/db/schema'
import { enqueueJob } from '@/server/jobs/queue'
import type { JobHandler } from '@/server/jobs/worker'
import { lessonSandbox, type StoppedRun } from '@/server/sandbox/sandbox'

/** Step key → the turtle commands of that step's solution: the faint goal a `showGoal` step draws. */
export type LessonGoals = Record<string, TurtleCommand[]>

export interface GoalProblem {
  stepIndex: number
  title: string
  run: StoppedRun
}

/**
 * Draws the goal picture of every `showGoal` step by running its solution in the sandbox, one
 * after another. This happens when a version is written (publish, seed, the backfill job) and for
 * the editor's preview, never when a lesson is read. A solution the sandbox had to stop gets no
 * goal and is named in `problems`.
 */
export async function drawGoals(
  content: LessonContent,
): Promise<{ goals: LessonGoals; problems: GoalProblem[] }> {
  const goals: LessonGoals = {}
  const problems: GoalProblem[] = []
  const drawn = content.steps.flatMap((step, stepIndex) =>
    step.kind === 'code' && step.showGoal ? [{ step, stepIndex }] : [],
  )
  if (drawn.length === 0) return { goals, problems }
  const sandbox = await lessonSandbox(lessonEngine(content))
  try {
    for (const { step, stepIndex } of drawn) {
      const run = await sandbox.draw(step.solution)
      if (run.status === 'done') goals[step.key] = run.goal.commands
      else problems.push({ stepIndex, title: step.title, run })
    }
  } finally {
    sandbox.close()
  }
  return { goals, problems }
}

/**
 * Draws and stores the goals of lesson versions that have none yet (versions written before goals
 * were stored), oldest first, at most `limit` of them. Safe to run twice or on two instances at
 * once: a version is only written while its goals are still null. Returns how many it stored.
 */
export async function backfillLessonGoals(
  db: Db,
  options: {
    limit?: number
    signal?: AbortSignal
    onProblem?: (versionId: string, problem: GoalProblem) => void
  } = {},
): Promise<number> {
  const rows = await db
    .select({ id: lessonVersions.id, content: lessonVersions.content })
    .from(lessonVersions)
    .where(isNull(lessonVersions.goals))
    .orderBy(asc(lessonVersions.createdAt), asc(lessonVersions.id))
    .limit(options.limit ?? 1000)
  let stored = 0
  for (const row of rows) {
    if (options.signal?.aborted) throw options.signal.reason
    const parsed = lessonContentSchema.safeParse(row.content)
    // A version that no longer fits the format cannot be opened either: store "no goals".
    const { goals, problems } = parsed.success ? await drawGoals(parsed.data) : { goals: {}, problems: [] }
    for (const problem of problems) options.onProblem?.(row.id, problem)
    const updated = await db
      .update(lessonVersions)
      .set({ goals })
      .where(and(eq(lessonVersions.id, row.id), isNull(lessonVersions.goals)))
      .returning({ id: lessonVersions.id })
    stored += updated.length
  }
  return stored
}

export const LESSON_GOALS_QUEUE = 'lesson-goals'

/**
 * Queues the backfill when some version has no goals. Called when a server's job worker starts:
 * the dedupe key names the oldest version still missing them, so instances starting together
 * queue one job, and a later start finds nothing left to do.
 */
export async function enqueueMissingGoals(db: Db): Promise<boolean> {
  const [first] = await db
    .select({ id: lessonVersions.id })
    .from(lessonVersions)
    .where(isNull(lessonVersions.goals))
    .orderBy(asc(lessonVersions.createdAt), asc(lessonVersions.id))
    .limit(1)
  if (!first) return false
  await enqueueJob(db, { queue: LESSON_GOALS_QUEUE, dedupeKey: `${LESSON_GOALS_QUEUE}:${first.id}` })
  return true
}

/** The backfill job: stores goals for every version without them, in batches, then ends. */
export function lessonGoalsJob(): JobHandler {
  return {
    async run({ db, signal, heartbeat }) {
      for (;;) {
        const stored = await backfillLessonGoals(db, {
          limit: 20,
          signal,
          onProblem: (versionId, problem) =>
            console.warn(
              `[lesson-goals] version ${versionId}, step ${problem.stepIndex} "${problem.title}": ${problem.run.status}`,
            ),
        })
        if (stored === 0) return
        await heartbeat()
      }
    },
  }
}
