import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  classMembers,
  classTeachers,
  profiles,
  schoolClasses,
  schools,
  subscriptions,
  users,
} from '../schema'
import { demoAdults, demoClasses, demoSchools, demoStudents } from './demo-accounts'

/**
 * The demo schools (with their paid plans), adults and their profiles, classes with their
 * teachers, and students in their classes (demo-accounts.ts lists them). Only inserts what is
 * missing; returns the rows it inserted. `tx` is the seed's transaction.
 */
export async function seedDemoPeople(
  tx: Db,
  hashes: { adultHash: string; studentHash: string },
): Promise<number> {
  const { adultHash, studentHash } = hashes
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
        .values({
          email: adult.email,
          name: adult.name,
          userRole: adult.userRole,
          passwordHash: adultHash,
          // Demo addresses are ours: verified, so invitations attach to them (record 030).
          emailVerifiedAt: new Date(),
        })
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

  const classIds = new Map<string, string>()
  for (const schoolClass of demoClasses) {
    const findClass = () =>
      tx
        .select({ id: schoolClasses.id })
        .from(schoolClasses)
        .where(and(eq(schoolClasses.joinCode, schoolClass.joinCode), isNull(schoolClasses.archivedAt)))
    let [row] = await findClass()
    if (!row) {
      ;[row] = await tx
        .insert(schoolClasses)
        .values({
          schoolId: schoolId(schoolClass.school),
          name: schoolClass.name,
          grade: schoolClass.grade,
          loginType: schoolClass.loginType,
          quickJoin: schoolClass.quickJoin,
          joinCode: schoolClass.joinCode,
        })
        .returning({ id: schoolClasses.id })
      inserted += 1
    }
    if (!row) throw new Error(`Seed: class ${schoolClass.name} missing`)
    classIds.set(schoolClass.joinCode, row.id)
    for (const email of schoolClass.teachers) {
      const profileId = adultProfileIds.get(`${email}@${schoolClass.school}`)
      if (!profileId) throw new Error(`Seed: ${email} has no profile at ${schoolClass.school}`)
      count(
        await tx
          .insert(classTeachers)
          .values({ classId: row.id, profileId })
          .onConflictDoNothing()
          .returning({ classId: classTeachers.classId }),
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
    const classId = classIds.get(student.joinCode)
    if (!classId) throw new Error(`Seed: unknown class ${student.joinCode}`)
    count(
      await tx
        .insert(classMembers)
        .values({ classId, profileId })
        .onConflictDoNothing()
        .returning({ classId: classMembers.classId }),
    )
  }

  return inserted
}
