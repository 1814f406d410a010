// Usage: tsx bench/seed-bench-db.ts <pglite dir | postgres:// URL of an empty database> <extra students>
// Prepares the bench database before the bench server opens it (PGlite: one process per folder):
// migrates, loads the demo data, adds <extra students> students to the demo school (in classes of
// at most 200), gives the first of those classes a 100-lesson course with every student's progress
// and its progress dashboard (the 200 × 100 grid), and prints one JSON line naming the dashboard and
// the first lesson of a blocks course and of a JavaScript course, the item ids the student lesson
// player opens.
import { and, asc, eq, sql } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import { hashPassword } from '@/server/auth/password'
import { createDb } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classMembers,
  lessonProgress,
  lessons,
  profiles,
  progressDashboards,
  schoolClasses,
  schools,
  users,
} from '@/server/db/schema'
import { seedDemo } from '@/server/db/seed'
import { DEMO_STUDENT_PASSWORD } from '@/server/db/seed/demo-accounts'
import { loadCourses } from '~/content'
import { benchNames } from './names.ts'

const [dir, countArg] = process.argv.slice(2)
if (!dir) throw new Error('Usage: tsx bench/seed-bench-db.ts <pglite dir | postgres URL> <extra students>')
const extraStudents = Number(countArg ?? 1000)
const CLASS_SIZE = 200
const GRID_SECTIONS = 10
const LESSONS_PER_SECTION = 10

const started = performance.now()
const handle = await createDb(
  dir.startsWith('postgres') ? { kind: 'postgres', url: dir } : { kind: 'pglite', dir },
)
try {
  const { db } = handle
  await migrateDb(db)
  await seedDemo(db)

  const [demo] = await db.select({ id: schools.id }).from(schools).where(eq(schools.subdomain, 'demo'))
  if (!demo) throw new Error('The demo school is missing after the seed')
  // One hash for everyone: these students exist to be listed, not to sign in one by one.
  const passwordHash = await hashPassword(DEMO_STUDENT_PASSWORD)
  const names = benchNames(extraStudents)
  const classIds: string[] = []
  await db.transaction(async (tx) => {
    for (let i = 0; i < Math.ceil(extraStudents / CLASS_SIZE); i++) {
      const [row] = await tx
        .insert(schoolClasses)
        .values({
          schoolId: demo.id,
          name: `Bench class ${i + 1}`,
          grade: (i % 6) + 1,
          loginType: 'password',
          joinCode: generateJoinCode(),
        })
        .returning({ id: schoolClasses.id })
      classIds.push(row!.id)
    }
    for (let start = 0; start < extraStudents; start += 500) {
      const part = names.slice(start, start + 500)
      const userRows = await tx
        .insert(users)
        .values(part.map((n) => ({ name: `${n.firstName} ${n.lastName}`, passwordHash })))
        .returning({ id: users.id })
      const profileRows = await tx
        .insert(profiles)
        .values(
          part.map((n, i) => ({
            userId: userRows[i]!.id,
            schoolId: demo.id,
            role: 'STUDENT' as const,
            name: `${n.firstName} ${n.lastName}`,
            firstName: n.firstName,
            lastName: n.lastName,
            username: `bench${String(start + i + 1).padStart(5, '0')}`,
            grade: ((start + i) % 6) + 1,
            picturePassword: (start + i) % 12,
          })),
        )
        .returning({ id: profiles.id })
      await tx.insert(classMembers).values(
        profileRows.map((p, i) => ({
          classId: classIds[Math.floor((start + i) / CLASS_SIZE)]!,
          profileId: p.id,
        })),
      )
    }
  })

  const grid = classIds[0] ? await seedGrid(db, demo.id, classIds[0]) : null

  // The first lesson of the first blocks course and of the first JavaScript course, in catalog order.
  const { courses, lessons: contents } = loadCourses()
  const firstLesson = async (language: 'blocks' | 'javascript') => {
    const course = courses.find((c) => c.language === language)
    if (!course) throw new Error(`No ${language} course in content/`)
    const [item] = await db
      .select({ id: cardSectionItems.id, slug: lessons.slug, title: lessons.title })
      .from(cardSectionItems)
      .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
      .innerJoin(cards, eq(cards.id, cardSections.cardId))
      .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
      .where(and(eq(cards.slug, course.slug), eq(cardSectionItems.kind, 'lesson')))
      .orderBy(asc(cardSections.position), asc(cardSectionItems.position))
      .limit(1)
    if (!item) throw new Error(`The course ${course.slug} has no lesson`)
    const content = contents.find((c) => c.slug === item.slug)
    const codeStep = content?.steps.find((step) => step.kind === 'code')
    if (!codeStep) throw new Error(`The lesson ${item.slug} has no code step`)
    return { itemId: item.id, title: item.title, course: course.title, codeStepKey: codeStep.key }
  }
  // The planner's statistics, as autovacuum would have them on a server that has run a while: right
  // after a bulk insert it still thinks the school has one student and walks the wrong index.
  await db.execute(sql`analyze`)
  const result = {
    extraStudents,
    grid,
    blocks: await firstLesson('blocks'),
    javascript: await firstLesson('javascript'),
    seconds: (performance.now() - started) / 1000,
  }
  console.log(JSON.stringify(result))
} finally {
  await handle.close()
}

/**
 * A course of GRID_SECTIONS × LESSONS_PER_SECTION lessons (the seeded lessons, reused in turn) for
 * the class, every student's progress in it (a staircase: student i has finished a share of the
 * lessons that grows with i, and is in the next one), and the class × course dashboard.
 */
async function seedGrid(db: typeof handle.db, schoolId: string, classId: string) {
  const lessonRows = await db.select({ id: lessons.id }).from(lessons).orderBy(asc(lessons.slug))
  if (lessonRows.length === 0) throw new Error('No lessons to build the grid course from')
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.schoolId, schoolId), eq(profiles.role, 'ADMIN')))
    .limit(1)
  const members = await db
    .select({ profileId: classMembers.profileId })
    .from(classMembers)
    .where(eq(classMembers.classId, classId))
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(cards)
      .values({
        slug: 'bench-grid-course',
        title: 'Bench grid course',
        ageMin: 7,
        ageMax: 11,
        language: 'javascript',
        published: true,
        schoolId,
      })
      .returning({ id: cards.id })
    const items: { id: string; lessonId: string }[] = []
    for (let s = 0; s < GRID_SECTIONS; s++) {
      const [section] = await tx
        .insert(cardSections)
        .values({ cardId: card!.id, title: `Unit ${s + 1}`, position: s })
        .returning({ id: cardSections.id })
      const values = Array.from({ length: LESSONS_PER_SECTION }, (_, l) => ({
        sectionId: section!.id,
        kind: 'lesson' as const,
        lessonId: lessonRows[(s * LESSONS_PER_SECTION + l) % lessonRows.length]!.id,
        position: l,
      }))
      const rows = await tx
        .insert(cardSectionItems)
        .values(values)
        .returning({ id: cardSectionItems.id, lessonId: cardSectionItems.lessonId })
      items.push(...rows.map((row) => ({ id: row.id, lessonId: row.lessonId! })))
    }
    await tx.insert(classCards).values({ classId, cardId: card!.id })
    // Saved over the past week, as a class's work is: a refetch's cursor then finds no change.
    const seededAt = Date.now()
    const progress = members.flatMap((member, i) => {
      const done = Math.round(((i % 50) / 50) * items.length)
      return items.slice(0, Math.min(done + 1, items.length)).map((item, index) => ({
        updatedAt: new Date(seededAt - (((i * items.length + index) % 10_000) + 1) * 60_000),
        profileId: member.profileId,
        schoolId,
        cardSectionItemId: item.id,
        lessonId: item.lessonId,
        status: index < done ? ('completed' as const) : ('in_progress' as const),
        attempts: 1,
      }))
    })
    for (let start = 0; start < progress.length; start += 1000) {
      await tx.insert(lessonProgress).values(progress.slice(start, start + 1000))
    }
    const [dashboard] = await tx
      .insert(progressDashboards)
      .values({
        schoolId,
        classId,
        cardId: card!.id,
        title: 'Bench class 1 · Bench grid course',
        createdByProfileId: admin?.id ?? null,
      })
      .returning({ id: progressDashboards.id })
    return {
      dashboardId: dashboard!.id,
      students: members.length,
      lessons: items.length,
      progressRows: progress.length,
    }
  })
}
