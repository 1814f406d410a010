import { randomUUID } from 'node:crypto'
import { visitorTypeOf } from '@/access/visitor'
import { JOIN_CODE_ALPHABET } from '@/features/groups/join-code-alphabet'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  groupMembers,
  groups,
  groupTeachers,
  lessonProgress,
  lessons,
  profiles,
  schools,
  users,
} from '@/server/db/schema'
import type { Actor } from './actor.server'

/**
 * Factories for integration tests: a school with its people, each with the Actor a server function
 * would get from the session. Names are unique per call, since suites share one database.
 */

const short = () => randomUUID().replaceAll('-', '').slice(0, 10)

export async function createSchool(db: Db, overrides: { name?: string; parentSchoolId?: string } = {}) {
  const subdomain = `s-${short()}`
  const [school] = await db
    .insert(schools)
    .values({
      subdomain,
      name: overrides.name ?? `School ${subdomain}`,
      parentSchoolId: overrides.parentSchoolId,
    })
    .returning()
  return school!
}

export interface PersonFixture {
  actor: Actor
  userId: string
  profileId: string
  email: string | null
}

export async function createPerson(
  db: Db,
  schoolId: string,
  role: 'ADMIN' | 'TEACHER' | 'STUDENT' | 'STUDENT_SESSION',
  overrides: { name?: string; userRole?: 'SUPER' | 'STAFF' | 'LESSON_EDITOR'; passwordHash?: string } = {},
): Promise<PersonFixture> {
  const id = short()
  const adult = role === 'ADMIN' || role === 'TEACHER'
  const email = adult ? `${role.toLowerCase()}-${id}@example.test` : null
  const name = overrides.name ?? `${role.toLowerCase()} ${id}`
  const [user] = await db
    .insert(users)
    .values({
      email,
      name,
      userRole: overrides.userRole ?? null,
      passwordHash: overrides.passwordHash ?? null,
    })
    .returning({ id: users.id })
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user!.id,
      schoolId,
      role,
      name,
      username: adult ? null : `u${id}`,
      firstName: adult ? null : name.split(' ')[0],
      lastName: adult ? null : name.split(' ').slice(1).join(' ') || null,
    })
    .returning({ id: profiles.id })
  const userRole = overrides.userRole ?? null
  const visitorType = visitorTypeOf({ role, user_role: userRole })
  if (visitorType === 'anonymous') throw new Error('unreachable')
  return {
    userId: user!.id,
    profileId: profile!.id,
    email,
    actor: { userId: user!.id, profileId: profile!.id, schoolId, visitorType, role, userRole, name },
  }
}

export async function createGroup(
  db: Db,
  schoolId: string,
  options: { teacherProfileIds?: string[]; studentProfileIds?: string[]; name?: string } = {},
) {
  const alphabet = JOIN_CODE_ALPHABET
  let joinCode = ''
  for (let i = 0; i < 6; i++) joinCode += alphabet[Math.floor(Math.random() * alphabet.length)]
  const [group] = await db
    .insert(groups)
    .values({ schoolId, name: options.name ?? `Class ${short()}`, joinCode })
    .returning()
  for (const profileId of options.teacherProfileIds ?? []) {
    await db.insert(groupTeachers).values({ groupId: group!.id, profileId })
  }
  for (const profileId of options.studentProfileIds ?? []) {
    await db.insert(groupMembers).values({ groupId: group!.id, profileId })
  }
  return group!
}

/** A school with an admin, a teacher with a class of two students. */
export async function createSchoolWithPeople(
  db: Db,
  overrides: { name?: string; parentSchoolId?: string } = {},
) {
  const school = await createSchool(db, overrides)
  const admin = await createPerson(db, school.id, 'ADMIN')
  const teacher = await createPerson(db, school.id, 'TEACHER')
  const students = [
    await createPerson(db, school.id, 'STUDENT'),
    await createPerson(db, school.id, 'STUDENT'),
  ]
  const group = await createGroup(db, school.id, {
    teacherProfileIds: [teacher.profileId],
    studentProfileIds: students.map((student) => student.profileId),
  })
  return { school, admin, teacher, students, group }
}

/** A published course with one section of `lessonCount` lessons (school null: the global catalog). */
export async function createCourse(
  db: Db,
  options: { schoolId?: string | null; title?: string; lessonCount?: number; published?: boolean } = {},
) {
  const id = short()
  const [card] = await db
    .insert(cards)
    .values({
      slug: `course-${id}`,
      title: options.title ?? `Course ${id}`,
      ageMin: 7,
      ageMax: 11,
      language: 'javascript',
      published: options.published ?? true,
      schoolId: options.schoolId ?? null,
    })
    .returning()
  const [section] = await db.insert(cardSections).values({ cardId: card!.id, title: 'Section 1' }).returning()
  const items: { itemId: string; lessonId: string; title: string }[] = []
  for (let index = 0; index < (options.lessonCount ?? 2); index++) {
    const title = `Lesson ${index + 1} of ${id}`
    const [lesson] = await db
      .insert(lessons)
      .values({ slug: `lesson-${id}-${index}`, title })
      .returning({ id: lessons.id })
    const [item] = await db
      .insert(cardSectionItems)
      .values({ sectionId: section!.id, kind: 'lesson', lessonId: lesson!.id, position: index })
      .returning({ id: cardSectionItems.id })
    items.push({ itemId: item!.id, lessonId: lesson!.id, title })
  }
  return { card: card!, items }
}

/** Progress of a student in one lesson item. */
export async function createProgress(
  db: Db,
  input: {
    profileId: string
    schoolId: string
    item: { itemId: string; lessonId: string }
    status?: 'not_started' | 'in_progress' | 'completed'
    attempts?: number
    timeSpentSeconds?: number
    updatedAt?: Date
    completedAt?: Date | null
  },
) {
  const [row] = await db
    .insert(lessonProgress)
    .values({
      profileId: input.profileId,
      schoolId: input.schoolId,
      cardSectionItemId: input.item.itemId,
      lessonId: input.item.lessonId,
      status: input.status ?? 'in_progress',
      attempts: input.attempts ?? 1,
      timeSpentSeconds: input.timeSpentSeconds ?? 60,
      startedAt: new Date(),
      completedAt: input.completedAt ?? (input.status === 'completed' ? new Date() : null),
      updatedAt: input.updatedAt ?? new Date(),
    })
    .returning()
  return row!
}
