import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  isValidJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_PATTERN,
  normalizeJoinCode,
} from '@/lib/join-code-alphabet'
import { isReservedSubdomain, RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '@/lib/reserved-subdomains'
import { describeEachDatabase } from '@/test/database'
import type { Db } from './client'
import {
  cardSectionItems,
  cardSections,
  cards,
  lessonProgress,
  lessons,
  profiles,
  schoolClasses,
  schools,
  users,
} from './schema'
import { expectDbError, pgErrorCodes } from './test-helpers'

let sequence = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`

async function createSchool(db: Db, subdomain = unique('school')) {
  const [school] = await db
    .insert(schools)
    .values({ subdomain, name: `School ${subdomain}` })
    .returning()
  return school!
}

async function createStudent(db: Db, schoolId: string, username: string | null) {
  const [user] = await db.insert(users).values({ name: 'Student' }).returning()
  return db
    .insert(profiles)
    .values({ userId: user!.id, schoolId, role: 'STUDENT', name: 'Student', username })
    .returning()
}

describe('join code alphabet', () => {
  it('accepts the demo code KTW4BX and refuses look-alikes', () => {
    expect(isValidJoinCode('KTW4BX')).toBe(true)
    for (const lookAlike of ['0', 'O', 'Q', '1', 'I', 'L', '2', 'Z', '5', 'S', '6', '8']) {
      expect(JOIN_CODE_ALPHABET).not.toContain(lookAlike)
    }
    expect(JOIN_CODE_PATTERN.test('KTW4B')).toBe(false)
    expect(normalizeJoinCode(' ktw-4bx ')).toBe('KTW4BX')
  })
})

describe('reserved subdomains', () => {
  it('are refused by the app and would otherwise pass the shape check', () => {
    expect(isReservedSubdomain('WWW')).toBe(true)
    expect(isReservedSubdomain('demo')).toBe(false)
    // Each one is a name a school could otherwise have taken (the list is not dead weight).
    for (const name of RESERVED_SUBDOMAINS.filter((name) => name.length >= 3)) {
      expect(SUBDOMAIN_PATTERN.test(name)).toBe(true)
    }
  })
})

describeEachDatabase('constraints', (getDb) => {
  it('refuse a duplicate subdomain', async () => {
    const school = await createSchool(getDb())
    await expectDbError(
      getDb().insert(schools).values({ subdomain: school.subdomain, name: 'Copy' }),
      pgErrorCodes.uniqueViolation,
      'schools_subdomain_unique',
    )
  })

  it('refuse a subdomain of the wrong shape', async () => {
    for (const subdomain of ['ab', 'Upper', 'under_score', 'dots.here', 'x'.repeat(41)]) {
      await expectDbError(
        getDb().insert(schools).values({ subdomain, name: 'Bad' }),
        pgErrorCodes.checkViolation,
        'schools_subdomain_format',
      )
    }
  })

  it('keep usernames unique per school, and allow the same one in another school', async () => {
    const db = getDb()
    const first = await createSchool(db)
    const second = await createSchool(db)
    await createStudent(db, first.id, 'sam')
    await expectDbError(
      createStudent(db, first.id, 'sam'),
      pgErrorCodes.uniqueViolation,
      'profiles_school_username_unique',
    )
    await expect(createStudent(db, second.id, 'sam')).resolves.toHaveLength(1)
    // Students without a username (picture login) do not collide.
    await createStudent(db, first.id, null)
    await createStudent(db, first.id, null)
    await expectDbError(
      createStudent(db, first.id, 'Bad Name'),
      pgErrorCodes.checkViolation,
      'profiles_username_format',
    )
  })

  it('keep join codes unique among active classes only', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const [archived] = await db
      .insert(schoolClasses)
      .values({ schoolId: school.id, name: 'Last year', joinCode: 'HJK479' })
      .returning()
    await expectDbError(
      db.insert(schoolClasses).values({ schoolId: school.id, name: 'Copy', joinCode: 'HJK479' }),
      pgErrorCodes.uniqueViolation,
      'classes_join_code_active_unique',
    )
    await db.update(schoolClasses).set({ archivedAt: sql`now()` }).where(eq(schoolClasses.id, archived!.id))
    await expect(
      db
        .insert(schoolClasses)
        .values({ schoolId: school.id, name: 'This year', joinCode: 'HJK479' })
        .returning(),
    ).resolves.toHaveLength(1)
  })

  it('refuse a join code outside the alphabet', async () => {
    const school = await createSchool(getDb())
    for (const joinCode of ['KTW0BX', 'KTWOBX', 'ktw4bx', 'KTW4B8', 'KTW4B']) {
      await expectDbError(
        getDb().insert(schoolClasses).values({ schoolId: school.id, name: 'Bad code', joinCode }),
        pgErrorCodes.checkViolation,
        'classes_join_code_format',
      )
    }
    await expect(
      getDb()
        .insert(schoolClasses)
        .values({ schoolId: school.id, name: 'Every letter', joinCode: 'KTW4BX' })
        .returning(),
    ).resolves.toHaveLength(1)
  })

  it('accept every character of the alphabet in the database', async () => {
    const result = await getDb().execute<{ ok: boolean }>(
      sql`select bool_and(code ~ '^[ABCDEFGHJKMNPRTUVWXY3479]{6}$') as ok
          from (select repeat(c, 6) as code from regexp_split_to_table(${JOIN_CODE_ALPHABET}, '') as c) codes`,
    )
    expect(result.rows[0]?.ok).toBe(true)
  })

  it('keep emails lower-case and unique', async () => {
    const db = getDb()
    await db.insert(users).values({ email: 'same@example.test', name: 'One' })
    await expectDbError(
      db.insert(users).values({ email: 'same@example.test', name: 'Two' }),
      pgErrorCodes.uniqueViolation,
      'users_email_unique',
    )
    await expectDbError(
      db.insert(users).values({ email: 'Upper@example.test', name: 'Three' }),
      pgErrorCodes.checkViolation,
      'users_email_lower_case',
    )
  })

  it('allow one profile per user, school and role', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const [user] = await db
      .insert(users)
      .values({ email: `${unique('t')}@example.test`, name: 'Teacher' })
      .returning()
    const profile = { userId: user!.id, schoolId: school.id, role: 'TEACHER' as const, name: 'Teacher' }
    await db.insert(profiles).values(profile)
    await expectDbError(
      db.insert(profiles).values(profile),
      pgErrorCodes.uniqueViolation,
      'profiles_user_school_role_unique',
    )
    await db.insert(profiles).values({ ...profile, role: 'ADMIN' })
  })

  it('keep a course item that children worked on, yet delete it with its school', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const [card] = await db
      .insert(cards)
      .values({
        slug: unique('card'),
        title: 'Course',
        ageMin: 6,
        ageMax: 8,
        language: 'blocks',
        schoolId: school.id,
      })
      .returning()
    const [section] = await db.insert(cardSections).values({ cardId: card!.id, title: 'Start' }).returning()
    const [lesson] = await db
      .insert(lessons)
      .values({ slug: unique('lesson'), title: 'Lesson' })
      .returning()
    await expectDbError(
      db.insert(cardSectionItems).values({ sectionId: section!.id, kind: 'lesson' }),
      pgErrorCodes.checkViolation,
      'card_section_items_kind_matches',
    )
    const [item] = await db
      .insert(cardSectionItems)
      .values({ sectionId: section!.id, kind: 'lesson', lessonId: lesson!.id })
      .returning()
    const [student] = await createStudent(db, school.id, unique('kid').slice(0, 30))
    await db.insert(lessonProgress).values({
      profileId: student!.id,
      schoolId: school.id,
      cardSectionItemId: item!.id,
      lessonId: lesson!.id,
    })
    await expectDbError(
      db.delete(cardSectionItems).where(eq(cardSectionItems.id, item!.id)),
      pgErrorCodes.foreignKeyViolation,
    )
    await db.delete(schools).where(eq(schools.id, school.id))
    expect(await db.select().from(lessonProgress).where(eq(lessonProgress.schoolId, school.id))).toEqual([])
  })
})
