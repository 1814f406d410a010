import { and, eq, isNull, sql } from 'drizzle-orm'
import { hashPassword } from '../../auth/password'
import type { Db } from '../client'
import {
  cards,
  classMembers,
  classTeachers,
  contentPages,
  lessons,
  profiles,
  schoolClasses,
  schools,
  subscriptions,
  users,
} from '../schema'
import { shippedContentPages } from './content-pages'
import { seedCourses } from './courses'
import {
  DEMO_ADULT_PASSWORD,
  DEMO_STUDENT_PASSWORD,
  demoAdults,
  demoClasses,
  demoSchools,
  demoStudents,
} from './demo-accounts'
import { seedDemoClasses } from './demo-classes'

/**
 * Two kinds of seed (decision 008). The catalog is product content every deployment needs: the
 * shipped courses (content/) and the content pages (about, privacy, FAQ, welcome pack). Demo data
 * is the README's schools, accounts (with their printed passwords), classes, students, paid plans
 * and progress: only on the embedded default or with DEMO_DATA=1.
 */
export interface SeedResult {
  /** Rows this run inserted besides course rows (0 when the data was already there). */
  inserted: number
  /** Rows of the shipped courses (cards, sections, lessons, versions, resources) and demo progress. */
  courseRows: number
}

interface CatalogCounts {
  courses: number
  lessons: number
  contentPages: number
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
 * The catalog alone: shipped courses and content pages. Idempotent: it inserts what is missing,
 * never touches an existing content page, and a changed lesson file becomes a new version.
 */
async function seedCatalog(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    return catalogInto(tx)
  })
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function catalogInto(tx: Tx): Promise<SeedResult> {
  let inserted = 0
  for (const page of shippedContentPages) {
    inserted += (
      await tx
        .insert(contentPages)
        .values({ ...page, published: true })
        .onConflictDoNothing({ target: contentPages.slug })
        .returning({ id: contentPages.id })
    ).length
  }
  return { inserted, courseRows: await seedCourses(tx) }
}

/** What the catalog holds now, for the seed's report. */
async function catalogCounts(db: Db): Promise<CatalogCounts> {
  const result = await db.execute<{ courses: number; lessons: number; pages: number }>(
    sql`select (select count(*)::int from ${cards} where ${cards.schoolId} is null) as courses,
      (select count(*)::int from ${lessons}) as lessons,
      (select count(*)::int from ${contentPages}) as pages`,
  )
  const row = result.rows[0]
  return { courses: row?.courses ?? 0, lessons: row?.lessons ?? 0, contentPages: row?.pages ?? 0 }
}

/**
 * The catalog, then the demo schools, accounts, classes, students and progress (demo-accounts.ts).
 * Idempotent: it only inserts what is missing and never changes existing rows, so a second run
 * changes nothing.
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

    const catalog = await catalogInto(tx)
    const demoProgressRows = await seedDemoClasses(tx)
    return { inserted: inserted + catalog.inserted, courseRows: catalog.courseRows + demoProgressRows }
  })
}

export interface SeedReport {
  catalog: SeedResult
  /** null: demo data was not asked for, and none was created. */
  demo: SeedResult | null
  counts: CatalogCounts
}

/**
 * What `npm start` and `npm run db:seed` do (decision 008): the catalog always; the demo data only
 * when the configuration asks for it (the embedded default, or DEMO_DATA=1).
 */
export async function seedDatabase(db: Db, options: { demoData: boolean }): Promise<SeedReport> {
  const catalog = await seedCatalog(db)
  const demo = options.demoData ? await seedDemo(db) : null
  return { catalog, demo, counts: await catalogCounts(db) }
}
