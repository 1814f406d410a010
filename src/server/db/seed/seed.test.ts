import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { verifyPassword } from '@/server/auth/password'
import { describeEachDatabase } from '@/test/database'
import type { Db } from '../client'
import {
  classMembers,
  classTeachers,
  contentPages,
  profiles,
  schoolClasses,
  schools,
  subscriptions,
  users,
} from '../schema'
import { seedCourses } from './courses'
import {
  DEMO_ADULT_PASSWORD,
  DEMO_JOIN_CODE,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENT_USERNAME,
  demoLogins,
} from './demo-accounts'
import { isDatabaseEmpty, seedDemo } from './index'

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of result.rows) {
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )
    counts[table_name] = count.rows[0]?.n ?? -1
  }
  return counts
}

describeEachDatabase('demo seed', (getDb) => {
  it('runs on an empty database only once asked', async () => {
    expect(await isDatabaseEmpty(getDb())).toBe(true)
    const result = await seedDemo(getDb())
    expect(result.inserted).toBeGreaterThan(0)
    expect(await isDatabaseEmpty(getDb())).toBe(false)
  })

  it('creates the schools, the district and the paid school', async () => {
    const db = getDb()
    const rows = await db
      .select({
        subdomain: schools.subdomain,
        name: schools.name,
        parentSchoolId: schools.parentSchoolId,
        id: schools.id,
      })
      .from(schools)
      .orderBy(schools.subdomain)
    expect(rows.map((row) => [row.subdomain, row.name])).toEqual([
      ['demo', 'Demo Primary School'],
      ['metro', 'Metro District'],
      ['metro-north', 'Metro North Elementary'],
      ['metro-south', 'Metro South Elementary'],
      ['trial', 'Trial Academy'],
    ])
    const metro = rows.find((row) => row.subdomain === 'metro')!
    const children = rows.filter((row) => row.parentSchoolId === metro.id).map((row) => row.subdomain)
    expect(children).toEqual(['metro-north', 'metro-south'])

    const active = await db
      .select({ subdomain: schools.subdomain, planId: subscriptions.planId })
      .from(subscriptions)
      .innerJoin(schools, eq(schools.id, subscriptions.schoolId))
      .where(eq(subscriptions.status, 'active'))
    expect(active).toEqual([{ subdomain: 'demo', planId: 'school' }])
  })

  it('creates exactly the demo accounts with their roles', async () => {
    const db = getDb()
    const rows = await db
      .select({
        email: users.email,
        userRole: users.userRole,
        username: profiles.username,
        role: profiles.role,
        subdomain: schools.subdomain,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(schools, eq(schools.id, profiles.schoolId))
    const described = rows
      .map(
        (row) =>
          `${row.email ?? row.username} ${row.role}@${row.subdomain}${row.userRole ? ` ${row.userRole}` : ''}`,
      )
      .sort()
    expect(described).toEqual(
      [
        'admin@demo.test ADMIN@demo',
        'teacher@demo.test TEACHER@demo',
        'teacher@trial.test TEACHER@trial',
        'multi@demo.test TEACHER@demo',
        'multi@demo.test ADMIN@trial',
        'admin@metro.test ADMIN@metro',
        'staff@staff.test ADMIN@demo STAFF',
        'super@staff.test ADMIN@demo SUPER',
        'editor@staff.test ADMIN@demo LESSON_EDITOR',
        'ada STUDENT@demo',
        'grace STUDENT@demo',
        'alan STUDENT@demo',
        'kim STUDENT@metro',
        'demo.student STUDENT@metro',
      ].sort(),
    )
    const userCount = await db.select({ n: sql<number>`count(*)::int` }).from(users)
    expect(userCount[0]?.n).toBe(13)
    // The exported demo logins name the same people.
    expect(demoLogins.map((login) => login.login).sort()).toEqual(
      [...new Set(rows.map((row) => row.email ?? row.username ?? ''))].sort(),
    )
  })

  it('gives adults and students their demo passwords (argon2id) and students their pictures', async () => {
    const db = getDb()
    const [adult] = await db.select().from(users).where(eq(users.email, 'teacher@demo.test'))
    expect(adult?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(adult!.passwordHash!, DEMO_ADULT_PASSWORD)).toBe(true)

    const students = await db
      .select({
        username: profiles.username,
        passwordHash: users.passwordHash,
        picture: profiles.picturePassword,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.role, 'STUDENT'))
    expect(students).toHaveLength(5)
    for (const student of students) {
      expect(await verifyPassword(student.passwordHash!, DEMO_STUDENT_PASSWORD)).toBe(true)
      expect(student.picture).toBeGreaterThanOrEqual(0)
    }
    expect(students.map((student) => student.username)).toContain(DEMO_STUDENT_USERNAME)
  })

  it('puts Class 4B at demo with its teacher, join code and three students', async () => {
    const db = getDb()
    const [schoolClass] = await db
      .select()
      .from(schoolClasses)
      .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
      .where(eq(schoolClasses.joinCode, DEMO_JOIN_CODE))
    expect(schoolClass?.schools.subdomain).toBe('demo')
    expect(schoolClass?.classes).toMatchObject({
      name: 'Class 4B',
      grade: 4,
      loginType: 'password',
      quickJoin: true,
    })

    const teachers = await db
      .select({ email: users.email })
      .from(classTeachers)
      .innerJoin(profiles, eq(profiles.id, classTeachers.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(classTeachers.classId, schoolClass!.classes.id))
    expect(teachers).toEqual([{ email: 'teacher@demo.test' }])

    const members = await db
      .select({ username: profiles.username })
      .from(classMembers)
      .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
      .where(eq(classMembers.classId, schoolClass!.classes.id))
    expect(members.map((member) => member.username).sort()).toEqual(['ada', 'alan', 'grace'])
  })

  it('puts kim and the demo student in a class at metro', async () => {
    const members = await getDb()
      .select({ username: profiles.username, subdomain: schools.subdomain })
      .from(classMembers)
      .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
      .innerJoin(schools, eq(schools.id, schoolClasses.schoolId))
      .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
      .where(and(eq(schools.subdomain, 'metro'), isNotNull(profiles.username)))
    expect(members.map((member) => member.username).sort()).toEqual(['demo.student', 'kim'])
  })

  it('publishes the content pages, one of them under a two-segment slug', async () => {
    const pages = await getDb()
      .select({
        slug: contentPages.slug,
        kind: contentPages.kind,
        title: contentPages.title,
        published: contentPages.published,
      })
      .from(contentPages)
      .orderBy(contentPages.slug)
    expect(pages).toEqual([
      { slug: 'about', kind: 'page', title: 'About CodeSchool', published: true },
      { slug: 'faq', kind: 'faq', title: 'Frequently asked questions', published: true },
      { slug: 'legal/privacy', kind: 'page', title: 'Privacy policy', published: true },
      { slug: 'welcome-pack', kind: 'welcome-pack', title: 'Curriculum welcome pack', published: true },
    ])
  })

  it('changes nothing when run again', async () => {
    const db = getDb()
    const before = await tableCounts(db)
    const result = await seedDemo(db)
    expect(result.inserted).toBe(0)
    expect(await tableCounts(db)).toEqual(before)
  })

  it('leaves a course hook for the lessons content', async () => {
    expect(typeof seedCourses).toBe('function')
  })
})
