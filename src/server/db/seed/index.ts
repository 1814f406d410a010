import { and, eq, isNull, sql } from 'drizzle-orm'
import { hashPassword } from '../../auth/password'
import type { Db } from '../client'
import {
  contentPages,
  groupMembers,
  groups,
  groupTeachers,
  profiles,
  schools,
  subscriptions,
  users,
} from '../schema'
import { demoContentPages } from './content-pages'
import { seedCourses } from './courses'
import {
  DEMO_ADULT_PASSWORD,
  DEMO_STUDENT_PASSWORD,
  demoAdults,
  demoGroups,
  demoSchools,
  demoStudents,
} from './demo-accounts'

export interface SeedResult {
  /** Rows this run inserted (0 when the demo data was already there). */
  inserted: number
  /** Of those, rows of the shipped courses (cards, sections, lessons, versions, resources, progress). */
  courseRows: number
}

/** Any stable number; concurrent seeders (several instances starting) take turns on it. */
const SEED_LOCK_ID = 7_303_146_022

/** True when there is no school and no user yet: `npm start` seeds only then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${schools}) and not exists (select 1 from ${users}) as empty`,
  )
  return result.rows[0]?.empty === true
}

/**
 * Creates the demo schools, accounts, classes, students and pages (demo-accounts.ts). Idempotent:
 * it only inserts what is missing and never changes existing rows, so a second run changes nothing.
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const [adultHash, studentHash] = await Promise.all([
    hashPassword(DEMO_ADULT_PASSWORD),
    hashPassword(DEMO_STUDENT_PASSWORD),
  ])

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    let inserted = 0
    const count = (rows: unknown[]) => {
      inserted += rows.length
    }

    const schoolIds = new Map<string, string>()
    for (const school of demoSchools) {
      const parentSchoolId = school.parent ? schoolIds.get(school.parent) : null
      if (parentSchoolId === undefined) throw new Error(`Seed: parent ${school.parent} must come first`)
      count(
        await tx
          .insert(schools)
          .values({ subdomain: school.subdomain, name: school.name, parentSchoolId })
          .onConflictDoNothing({ target: schools.subdomain })
          .returning({ id: schools.id }),
      )
      const [row] = await tx
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.subdomain, school.subdomain))
      if (!row) throw new Error(`Seed: school ${school.subdomain} missing`)
      schoolIds.set(school.subdomain, row.id)
    }
    const schoolId = (subdomain: string) => {
      const id = schoolIds.get(subdomain)
      if (!id) throw new Error(`Seed: unknown school ${subdomain}`)
      return id
    }

    for (const school of demoSchools) {
      if (!school.paidPlan) continue
      count(
        await tx
          .insert(subscriptions)
          .values({
            schoolId: schoolId(school.subdomain),
            planId: school.paidPlan,
            status: 'active',
            provider: 'fake',
            providerSubscriptionId: `demo-${school.subdomain}-subscription`,
            currentPeriodEnd: sql`now() + interval '1 year'`,
          })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id }),
      )
    }

    // Profile id per "email@school" so classes can name their teachers.
    const adultProfileIds = new Map<string, string>()
    for (const adult of demoAdults) {
      count(
        await tx
          .insert(users)
          .values({ email: adult.email, name: adult.name, userRole: adult.userRole, passwordHash: adultHash })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id }),
      )
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adult.email))
      if (!user) throw new Error(`Seed: user ${adult.email} missing`)
      for (const profile of adult.profiles) {
        const values = {
          userId: user.id,
          schoolId: schoolId(profile.school),
          role: profile.role,
          name: adult.name,
        }
        count(
          await tx
            .insert(profiles)
            .values(values)
            .onConflictDoNothing({ target: [profiles.userId, profiles.schoolId, profiles.role] })
            .returning({ id: profiles.id }),
        )
        const [row] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(
            and(
              eq(profiles.userId, values.userId),
              eq(profiles.schoolId, values.schoolId),
              eq(profiles.role, values.role),
            ),
          )
        if (!row) throw new Error(`Seed: profile of ${adult.email} missing`)
        adultProfileIds.set(`${adult.email}@${profile.school}`, row.id)
      }
    }

    const groupIds = new Map<string, string>()
    for (const group of demoGroups) {
      const findGroup = () =>
        tx
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.joinCode, group.joinCode), isNull(groups.archivedAt)))
      let [row] = await findGroup()
      if (!row) {
        ;[row] = await tx
          .insert(groups)
          .values({
            schoolId: schoolId(group.school),
            name: group.name,
            grade: group.grade,
            loginType: group.loginType,
            quickJoin: group.quickJoin,
            joinCode: group.joinCode,
          })
          .returning({ id: groups.id })
        inserted += 1
      }
      if (!row) throw new Error(`Seed: class ${group.name} missing`)
      groupIds.set(group.joinCode, row.id)
      for (const email of group.teachers) {
        const profileId = adultProfileIds.get(`${email}@${group.school}`)
        if (!profileId) throw new Error(`Seed: ${email} has no profile at ${group.school}`)
        count(
          await tx
            .insert(groupTeachers)
            .values({ groupId: row.id, profileId })
            .onConflictDoNothing()
            .returning({ groupId: groupTeachers.groupId }),
        )
      }
    }

    for (const student of demoStudents) {
      const studentSchoolId = schoolId(student.school)
      const [existing] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.schoolId, studentSchoolId), eq(profiles.username, student.username)))
      let profileId = existing?.id
      if (!profileId) {
        const name = `${student.firstName} ${student.lastName}`
        const [user] = await tx
          .insert(users)
          .values({ name, passwordHash: studentHash })
          .returning({ id: users.id })
        if (!user) throw new Error(`Seed: student ${student.username} not created`)
        const [profile] = await tx
          .insert(profiles)
          .values({
            userId: user.id,
            schoolId: studentSchoolId,
            role: 'STUDENT',
            name,
            firstName: student.firstName,
            lastName: student.lastName,
            username: student.username,
            grade: student.grade,
            picturePassword: student.picturePassword,
          })
          .returning({ id: profiles.id })
        if (!profile) throw new Error(`Seed: student ${student.username} not created`)
        profileId = profile.id
        inserted += 2
      }
      const groupId = groupIds.get(student.joinCode)
      if (!groupId) throw new Error(`Seed: unknown class ${student.joinCode}`)
      count(
        await tx
          .insert(groupMembers)
          .values({ groupId, profileId })
          .onConflictDoNothing()
          .returning({ groupId: groupMembers.groupId }),
      )
    }

    for (const page of demoContentPages) {
      count(
        await tx
          .insert(contentPages)
          .values({ ...page, published: true })
          .onConflictDoNothing({ target: contentPages.slug })
          .returning({ id: contentPages.id }),
      )
    }

    const courseRows = await seedCourses(tx)
    return { inserted, courseRows }
  })
}
