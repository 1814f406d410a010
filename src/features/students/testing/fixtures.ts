// Test data builders for the groups, students, joining and imports suites: each call makes rows
// with unique names, so tests sharing one database do not see each other's data by accident.
import { randomUUID } from 'node:crypto'
import type { SignedInVisitorType } from '@/access/visitor'
import { generateJoinCode } from '@/features/groups/join-code'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  groupMembers,
  groups,
  groupTeachers,
  lessons,
  profiles,
  schools,
  users,
} from '@/server/db/schema'
import type { Actor } from '../access.server'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${randomUUID().slice(0, 4)}`

export interface TestSchool {
  id: string
  subdomain: string
  name: string
}

export async function createSchool(
  db: Db,
  overrides: { name?: string; address?: string } = {},
): Promise<TestSchool> {
  const subdomain = `s-${unique()}`.slice(0, 40)
  const name = overrides.name ?? `School ${subdomain}`
  const [row] = await db
    .insert(schools)
    .values({ subdomain, name, address: overrides.address ?? '1 School Lane, Springfield' })
    .returning({ id: schools.id })
  return { id: row!.id, subdomain, name }
}

export async function createAdult(
  db: Db,
  school: TestSchool,
  role: 'TEACHER' | 'ADMIN',
  name = `${role === 'ADMIN' ? 'Admin' : 'Teacher'} ${unique()}`,
): Promise<Actor & { userId: string }> {
  const [user] = await db
    .insert(users)
    .values({ name, email: `${unique()}@example.test` })
    .returning({ id: users.id })
  const [profile] = await db
    .insert(profiles)
    .values({ userId: user!.id, schoolId: school.id, role, name })
    .returning({ id: profiles.id })
  const visitorType: SignedInVisitorType = role === 'ADMIN' ? 'admin' : 'teacher'
  return { profileId: profile!.id, userId: user!.id, schoolId: school.id, role, visitorType, name }
}

export async function createGroupRow(
  db: Db,
  school: TestSchool,
  overrides: Partial<typeof groups.$inferInsert> & { teacherIds?: string[] } = {},
) {
  const { teacherIds = [], ...values } = overrides
  const [row] = await db
    .insert(groups)
    .values({
      schoolId: school.id,
      name: `Class ${unique()}`.slice(0, 60),
      joinCode: generateJoinCode(),
      loginType: 'picture',
      ...values,
    })
    .returning()
  if (teacherIds.length > 0) {
    await db.insert(groupTeachers).values(teacherIds.map((profileId) => ({ groupId: row!.id, profileId })))
  }
  return row!
}

export interface TestStudentInput {
  firstName?: string
  lastName?: string | null
  username?: string | null
  picturePassword?: number
  secretWords?: string
  role?: 'STUDENT' | 'STUDENT_SESSION'
  groupIds?: string[]
  passwordHash?: string
}

export async function createStudent(db: Db, school: TestSchool, input: TestStudentInput = {}) {
  const firstName = input.firstName ?? 'Kid'
  const lastName = input.lastName === undefined ? `L${unique()}` : input.lastName
  const name = lastName ? `${firstName} ${lastName}` : firstName
  const [user] = await db
    .insert(users)
    .values({ name, passwordHash: input.passwordHash ?? null })
    .returning({ id: users.id })
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user!.id,
      schoolId: school.id,
      role: input.role ?? 'STUDENT',
      name,
      firstName,
      lastName,
      username: input.username === undefined ? `u${unique()}`.slice(0, 32) : input.username,
      picturePassword: input.picturePassword ?? 3,
      secretWords: input.secretWords ?? 'happy tiger',
    })
    .returning()
  if (input.groupIds?.length) {
    await db
      .insert(groupMembers)
      .values(input.groupIds.map((groupId) => ({ groupId, profileId: profile!.id })))
  }
  return { ...profile!, userId: user!.id }
}

/** A student as the actor of a call, to check what students may not do. */
export async function createStudentActor(db: Db, school: TestSchool): Promise<Actor> {
  const student = await createStudent(db, school)
  return {
    profileId: student.id,
    schoolId: school.id,
    role: 'STUDENT',
    visitorType: 'student',
    name: student.name,
  }
}

/** Many students at once (one insert per table), for size tests. */
export async function createStudents(db: Db, school: TestSchool, count: number, groupId?: string) {
  if (count === 0) return []
  const names = Array.from({ length: count }, (_, i) => ({ first: `Kid${i}`, last: `Bulk${unique()}` }))
  const userRows = await db
    .insert(users)
    .values(names.map((n) => ({ name: `${n.first} ${n.last}` })))
    .returning({ id: users.id })
  const profileRows = await db
    .insert(profiles)
    .values(
      userRows.map((user, i) => ({
        userId: user.id,
        schoolId: school.id,
        role: 'STUDENT' as const,
        name: `${names[i]!.first} ${names[i]!.last}`,
        firstName: names[i]!.first,
        lastName: names[i]!.last,
        username: `b${unique()}`.slice(0, 32),
        picturePassword: i % 12,
      })),
    )
    .returning({ id: profiles.id })
  if (groupId) await db.insert(groupMembers).values(profileRows.map((p) => ({ groupId, profileId: p.id })))
  return profileRows
}

/** A published course with sections of lessons; schoolId null = the global catalog. */
export async function createCard(
  db: Db,
  options: {
    sections?: number
    lessonsPerSection?: number
    schoolId?: string | null
    published?: boolean
  } = {},
) {
  const slug = `course-${unique()}`.toLowerCase()
  const [card] = await db
    .insert(cards)
    .values({
      slug,
      title: `Course ${slug}`,
      ageMin: 6,
      ageMax: 10,
      language: 'blocks',
      published: options.published ?? true,
      schoolId: options.schoolId ?? null,
    })
    .returning()
  const items: string[] = []
  for (let s = 0; s < (options.sections ?? 1); s++) {
    const [section] = await db
      .insert(cardSections)
      .values({ cardId: card!.id, title: `Section ${s + 1}`, position: s })
      .returning({ id: cardSections.id })
    for (let l = 0; l < (options.lessonsPerSection ?? 2); l++) {
      const [lesson] = await db
        .insert(lessons)
        .values({ slug: `lesson-${unique()}`.toLowerCase(), title: `Lesson ${s + 1}.${l + 1}` })
        .returning({ id: lessons.id })
      const [item] = await db
        .insert(cardSectionItems)
        .values({ sectionId: section!.id, kind: 'lesson', lessonId: lesson!.id, position: l })
        .returning({ id: cardSectionItems.id })
      items.push(item!.id)
    }
  }
  return { ...card!, itemIds: items }
}
