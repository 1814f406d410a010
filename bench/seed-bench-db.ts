// Usage: tsx bench/seed-bench-db.ts <pglite dir> <extra students>
// Prepares the bench database before the bench server opens it (PGlite: one process per folder):
// migrates, loads the demo data, adds <extra students> students to the demo school (in classes of
// at most 200), and prints one JSON line naming the first lesson of a blocks course and of a
// JavaScript course, the item ids the student lesson player opens.
import { and, asc, eq } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import { hashPassword } from '@/server/auth/password'
import { createDb } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import {
  cardSectionItems,
  cardSections,
  cards,
  classMembers,
  lessons,
  profiles,
  schoolClasses,
  schools,
  users,
} from '@/server/db/schema'
import { seedDemo } from '@/server/db/seed'
import { DEMO_STUDENT_PASSWORD } from '@/server/db/seed/demo-accounts'
import { loadCourses } from '~/content'
import { benchNames } from './names.ts'

const [dir, countArg] = process.argv.slice(2)
if (!dir) throw new Error('Usage: tsx bench/seed-bench-db.ts <pglite dir> <extra students>')
const extraStudents = Number(countArg ?? 1000)
const CLASS_SIZE = 200

const started = performance.now()
const handle = await createDb({ kind: 'pglite', dir })
try {
  const { db } = handle
  await migrateDb(db)
  await seedDemo(db)

  const [demo] = await db.select({ id: schools.id }).from(schools).where(eq(schools.subdomain, 'demo'))
  if (!demo) throw new Error('The demo school is missing after the seed')
  // One hash for everyone: these students exist to be listed, not to sign in one by one.
  const passwordHash = await hashPassword(DEMO_STUDENT_PASSWORD)
  const names = benchNames(extraStudents)
  await db.transaction(async (tx) => {
    const classIds: string[] = []
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
  const result = {
    extraStudents,
    blocks: await firstLesson('blocks'),
    javascript: await firstLesson('javascript'),
    seconds: (performance.now() - started) / 1000,
  }
  console.log(JSON.stringify(result))
} finally {
  await handle.close()
}
