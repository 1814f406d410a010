import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { blockProgramSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { type BlockProgram, blocksToJavaScript } from '@/kernel/runner-protocol'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  codeRevisions,
  lessonProgress,
  lessons,
  lessonVersions,
} from '@/server/db/schema'
import {
  assignCourse,
  createAdmin,
  createClass,
  createSchool,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
} from '@/test/factories'

/**
 * What an end-to-end test asks for: a school of its own with its people, so specs that change data
 * never share it (decision 091). Every field has a default: `{}` is an unpaid school with one
 * admin, one teacher, and a picture-login class of two students taking the first catalog course.
 */
export const schoolFixtureSchema = z.strictObject({
  name: z.string().min(1).max(120).optional(),
  paid: z.union([z.boolean(), z.enum(['classroom', 'school'])]).default(false),
  admins: z.number().int().min(0).max(5).default(1),
  teachers: z.number().int().min(0).max(5).default(1),
  students: z
    .array(
      z.strictObject({
        firstName: z.string().min(1).max(30).optional(),
        lastName: z.string().min(1).max(30).optional(),
        /** A password login; without it the student signs in with the picture. */
        password: z.string().min(4).max(64).optional(),
        picturePassword: z.number().int().min(0).max(11).optional(),
        /** A second picture, tapped after the first (decision 162); without it, one picture. */
        picturePasswordSecond: z.number().int().min(0).max(11).optional(),
        /**
         * Work on the class course's first lesson (decision 193): a saved program for a code step
         * (the lesson's first code step unless named) and the lesson's status.
         */
        work: z
          .strictObject({
            /** The program's code; for a blocks step, the code the `blocks` make when not given. */
            code: z.string().max(4000).optional(),
            /** A blocks program, saved with the code as the child's editor saves it. */
            blocks: z.optional(blockProgramSchema),
            step: z.string().min(1).max(60).optional(),
            status: z.enum(['in_progress', 'completed']).default('completed'),
          })
          .refine(
            (work) => work.code !== undefined || work.blocks !== undefined,
            'Give the code or the blocks.',
          )
          .optional(),
      }),
    )
    .max(40)
    .default([{}, {}]),
  class: z
    .union([
      z.literal(false),
      z.strictObject({
        name: z.string().min(1).max(60).optional(),
        loginType: z.enum(['picture', 'words', 'password']).default('picture'),
        quickJoin: z.boolean().default(false),
        /**
         * The teacher has let the whole class join for the next hour (decision 161). On by default:
         * every browser of a run comes from one address, over the everyday limit on new children.
         */
        joinOpen: z.boolean().default(true),
      }),
    ])
    .default({ loginType: 'picture', quickJoin: false, joinOpen: true }),
  /** A shipped course's slug to assign to the class; true: the first catalog course; false: none. */
  course: z.union([z.boolean(), z.string().min(1)]).default(true),
  /** The lesson (its slug) of the course the students' `work` is on; the course's first lesson when not given. */
  workLesson: z.string().min(1).max(80).optional(),
})

export type SchoolFixtureInput = z.input<typeof schoolFixtureSchema>

export async function createSchoolFixture(db: Db, input: z.output<typeof schoolFixtureSchema>) {
  const school = await createSchool(db, { name: input.name, paid: input.paid })
  const adult = (person: Awaited<ReturnType<typeof createAdmin>>) => ({
    profileId: person.profileId,
    userId: person.userId,
    name: person.name,
    email: person.email!,
    password: TEST_PASSWORD,
  })
  const admins = []
  for (let i = 0; i < input.admins; i++) admins.push(adult(await createAdmin(db, school)))
  const teachers = []
  for (let i = 0; i < input.teachers; i++) teachers.push(adult(await createTeacher(db, school)))
  const students = []
  for (const wanted of input.students) {
    const student = await createStudent(db, school, { ...wanted, password: wanted.password ?? null })
    students.push({
      profileId: student.profileId,
      userId: student.userId,
      name: student.name,
      firstName: student.firstName,
      username: student.username!,
      password: wanted.password ?? null,
      picturePassword: student.picturePassword,
      picturePasswordSecond: student.picturePasswordSecond,
      secretWords: student.secretWords,
    })
  }
  const schoolClass =
    input.class === false
      ? null
      : await createClass(db, school, {
          ...(input.class.name ? { name: input.class.name } : {}),
          loginType: input.class.loginType,
          quickJoin: input.class.quickJoin,
          joinOpenUntil: input.class.joinOpen === false ? null : new Date(Date.now() + 60 * 60_000),
          teacherIds: teachers.map((teacher) => teacher.profileId),
          studentIds: students.map((student) => student.profileId),
        })
  let course: { id: string; slug: string; title: string } | null = null
  if (schoolClass && input.course !== false) {
    const [card] = await db
      .select({ id: cards.id, slug: cards.slug, title: cards.title })
      .from(cards)
      .where(
        and(
          isNull(cards.schoolId),
          eq(cards.published, true),
          typeof input.course === 'string' ? eq(cards.slug, input.course) : undefined,
        ),
      )
      .orderBy(asc(cards.position), asc(cards.slug))
      .limit(1)
    if (!card) throw new Error(`No catalog course ${input.course === true ? '' : input.course}`.trim())
    await assignCourse(db, schoolClass.id, card.id)
    course = card
    const working = input.students.flatMap((wanted, index) =>
      wanted.work ? [{ ...wanted.work, index }] : [],
    )
    if (working.length > 0) await saveLessonWork(db, school.id, card.id, input.workLesson, working, students)
  }
  return {
    school: { id: school.id, subdomain: school.subdomain, name: school.name },
    admins,
    teachers,
    students,
    class: schoolClass
      ? {
          id: schoolClass.id,
          name: schoolClass.name,
          joinCode: schoolClass.joinCode,
          loginType: schoolClass.loginType,
        }
      : null,
    course,
  }
}

export type SchoolFixture = Awaited<ReturnType<typeof createSchoolFixture>>

/** Each working student's progress on a lesson of the course, with their program saved once. */
async function saveLessonWork(
  db: Db,
  schoolId: string,
  cardId: string,
  lessonSlug: string | undefined,
  working: {
    code?: string | undefined
    blocks?: BlockProgram | undefined
    step?: string | undefined
    status: 'in_progress' | 'completed'
    index: number
  }[],
  students: { profileId: string }[],
) {
  const [first] = await db
    .select({
      itemId: cardSectionItems.id,
      lessonId: cardSectionItems.lessonId,
      versionId: lessons.currentVersionId,
      content: lessonVersions.content,
    })
    .from(cardSectionItems)
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(lessons, eq(lessons.id, cardSectionItems.lessonId))
    .leftJoin(lessonVersions, eq(lessonVersions.id, lessons.currentVersionId))
    .where(
      and(
        eq(cardSections.cardId, cardId),
        eq(cardSectionItems.kind, 'lesson'),
        lessonSlug ? eq(lessons.slug, lessonSlug) : undefined,
      ),
    )
    .orderBy(asc(cardSections.position), asc(cardSectionItems.position))
    .limit(1)
  if (!first?.lessonId) throw new Error('The course has no lesson to save work on')
  const steps = ((first.content as { steps?: { key: string; kind: string }[] } | null)?.steps ?? []).filter(
    (step) => step.kind === 'code',
  )
  for (const work of working) {
    const stepKey = work.step ?? steps[0]?.key
    if (!stepKey) throw new Error('The first lesson has no code step')
    const [progress] = await db
      .insert(lessonProgress)
      .values({
        profileId: students[work.index]!.profileId,
        schoolId,
        cardSectionItemId: first.itemId,
        lessonId: first.lessonId,
        lessonVersionId: first.versionId,
        status: work.status,
        attempts: 1,
        latestRevision: 1,
        startedAt: new Date(),
        completedAt: work.status === 'completed' ? new Date() : null,
        checksPassed: work.status === 'completed' ? { [stepKey]: { done: true } } : {},
      })
      .returning({ id: lessonProgress.id })
    await db.insert(codeRevisions).values({
      progressId: progress!.id,
      stepKey,
      revision: 1,
      code: work.code ?? blocksToJavaScript(work.blocks ?? []),
      blocksJson: work.blocks ?? null,
      clientId: 'fixture',
    })
  }
}
