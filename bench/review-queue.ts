// Usage: npm run bench:review-queue   (DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL server; a
// fresh database of its own is made on it and dropped after)
//
// The review queue (decision 193) on PostgreSQL with a class of 200 children, each with a saved
// program of 3 versions on the lesson, through the app's own server modules (no HTTP): the queue
// (every child and where they stand), then next through all 200 children and back (each child's
// work), and a verdict. Goal: next/previous ≤ 150 ms. The page fetches the neighbours ahead, so in
// the browser next and previous show from memory; this measures the server's answer it waits for
// when the teacher goes faster than the prefetch.
import { eq } from 'drizzle-orm'
import { flushAudit } from '@/features/audit/audit-record.server'
import { getReviewQueue } from '@/features/review-queue/class-queue.server'
import { setQueueVerdict } from '@/features/review-queue/queue-review.server'
import { getQueueWork } from '@/features/review-queue/queue-work.server'
import { createDb } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import { codeRevisions, lessonProgress } from '@/server/db/schema'
import {
  assignCourse,
  createAdult,
  createClass,
  createCourse,
  createSchool,
  createStudents,
} from '../src/test/factories/index.ts'
import { createBenchPostgres } from './postgres.ts'

const CHILDREN = Number(process.env.QUEUE_CHILDREN ?? 200)
const GOAL_MS = 150
const server = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!server) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server')

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function main() {
  const database = await createBenchPostgres(server!)
  const handle = await createDb({ kind: 'postgres', url: database.url }, { poolMax: 4 })
  try {
    const db = handle.db
    await migrateDb(db)
    const school = await createSchool(db, { paid: true })
    const teacher = (await createAdult(db, school, 'TEACHER')).actor
    const schoolClass = await createClass(db, school, { teacherIds: [teacher.profileId] })
    // Other classes' children in the same school, so the queries read a school of some size.
    for (let c = 0; c < 4; c++)
      await createStudents(db, school, CHILDREN, { classId: (await createClass(db, school)).id })
    const course = await createCourse(db, { withContent: true, sections: 3, lessonsPerSection: 4 })
    await assignCourse(db, schoolClass.id, course.card.id)
    const item = course.items[0]!
    const children = await createStudents(db, school, CHILDREN, { classId: schoolClass.id })
    const progress = await db
      .insert(lessonProgress)
      .values(
        children.map((child, i) => ({
          profileId: child.profileId,
          schoolId: school.id,
          cardSectionItemId: item.itemId,
          lessonId: item.lessonId,
          status: i % 3 === 0 ? ('in_progress' as const) : ('completed' as const),
          latestRevision: 3,
          checksPassed: { line: { done: i % 3 !== 0 } },
        })),
      )
      .returning({ id: lessonProgress.id })
    await db.insert(codeRevisions).values(
      progress.flatMap((row) =>
        [1, 2, 3].flatMap((revision) => [
          {
            progressId: row.id,
            stepKey: 'line',
            revision,
            code: `forward(${revision * 30})\nright(90)`,
            clientId: 'tab',
          },
          {
            progressId: row.id,
            stepKey: 'hello',
            revision: revision + 3,
            code: 'print("hello")',
            clientId: 'tab',
          },
        ]),
      ),
    )
    await db.execute('analyze')

    const ids = { classId: schoolClass.id, itemId: item.itemId }
    const queueTimes: number[] = []
    let queue = await getReviewQueue(db, teacher, ids)
    for (let i = 0; i < 10; i++) {
      const from = performance.now()
      queue = await getReviewQueue(db, teacher, ids)
      queueTimes.push(performance.now() - from)
    }
    if (queue.students.length !== CHILDREN) throw new Error(`the queue has ${queue.students.length} children`)

    // Next through every child, then previous back to the first: each child's work.
    const order = [...queue.students, ...[...queue.students].reverse()]
    const stepTimes: number[] = []
    for (const child of order) {
      const from = performance.now()
      const work = await getQueueWork(db, teacher, { ...ids, studentId: child.id })
      stepTimes.push(performance.now() - from)
      if (work.steps[0]?.latest?.revision !== 3) throw new Error('the latest version was not read')
    }
    const verdictFrom = performance.now()
    await setQueueVerdict(db, teacher, { ...ids, studentId: order[0]!.id, verdict: 'well_done', rubric: {} })
    const verdictMs = performance.now() - verdictFrom
    await db.delete(lessonProgress).where(eq(lessonProgress.schoolId, school.id))

    const sorted = [...stepTimes].sort((a, b) => a - b)
    const queueSorted = [...queueTimes].sort((a, b) => a - b)
    const p95 = percentile(sorted, 95)
    console.log(
      `review queue on PostgreSQL, a class of ${CHILDREN} children (and ${4 * CHILDREN} in other classes):`,
    )
    console.log(
      `  the queue (every child): median ${percentile(queueSorted, 50).toFixed(1)} ms, max ${queueSorted.at(-1)!.toFixed(1)} ms`,
    )
    console.log(
      `  next/previous (one child's work, ${stepTimes.length} steps): median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms)`,
    )
    console.log(`  a verdict: ${verdictMs.toFixed(1)} ms`)
    if (p95 > GOAL_MS) process.exitCode = 1
  } finally {
    await flushAudit()
    await handle.close()
    await database.drop()
  }
}

await main()
// The audit batcher's timer must not hold the process open.
process.exit(process.exitCode ?? 0)
