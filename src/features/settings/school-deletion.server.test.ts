import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import {
  activity,
  codeRevisions,
  invoices,
  lessonProgress,
  profiles,
  schoolClasses,
  schools,
  subscriptions,
  users,
} from '@/server/db/schema'
import { createFakeProvider } from '@/server/payments/fake-provider'
import type { PaymentsProvider } from '@/server/payments/payments'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createCourse,
  createProgress,
  createSchoolWithPeople,
  createStudent,
} from '@/test/factories'
import {
  cancelSchoolDeletion,
  DELETION_GRACE_DAYS,
  deleteDueSchools,
  deleteInactiveStudents,
  INACTIVE_STUDENT_DAYS,
  requestSchoolDeletion,
} from './school-deletion.server'
import { getSchoolSettings } from './settings.server'

const DAY_MS = 86_400_000

/** The payment provider, remembering which subscriptions it was asked to stop. */
function recordingProvider({ down = false } = {}) {
  const stopped: string[] = []
  const provider: PaymentsProvider = {
    ...createFakeProvider(),
    async cancelSubscription(providerSubscriptionId) {
      if (down) throw new Error('The payment provider cannot be reached')
      stopped.push(providerSubscriptionId)
      return { currentPeriodEnd: null }
    },
  }
  return { stopped, providerFor: () => provider }
}
const { providerFor } = recordingProvider()

describeEachDatabase('school deletion and retention', (getDb) => {
  it('an admin asks with the school’s name; the deletion is due in 30 days and shown; asking again keeps the date', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db)
    await expect(requestSchoolDeletion(db, admin.actor, { confirmation: 'wrong' })).rejects.toMatchObject({
      status: 400,
    })
    const { dueAt } = await requestSchoolDeletion(db, admin.actor, {
      confirmation: ` ${school.name.toUpperCase()} `,
    })
    const days = (new Date(dueAt).getTime() - Date.now()) / DAY_MS
    expect(days).toBeGreaterThan(DELETION_GRACE_DAYS - 0.01)
    expect(days).toBeLessThan(DELETION_GRACE_DAYS + 0.01)
    expect((await getSchoolSettings(db, admin.actor)).deletionDueAt).toBe(dueAt)
    expect(await requestSchoolDeletion(db, admin.actor, { confirmation: school.name })).toEqual({ dueAt })
    // Before the date nothing is deleted.
    await deleteDueSchools(db, providerFor)
    expect(await db.$count(profiles, eq(profiles.schoolId, school.id))).toBe(4)
  })

  it('only admins ask or cancel', async () => {
    const db = getDb()
    const { teacher, students, school } = await createSchoolWithPeople(db)
    await expect(
      requestSchoolDeletion(db, teacher.actor, { confirmation: school.name }),
    ).rejects.toMatchObject({
      status: 403,
    })
    await expect(cancelSchoolDeletion(db, students[0]!.actor)).rejects.toMatchObject({ status: 403 })
  })

  it('a cancelled deletion never happens', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db)
    await requestSchoolDeletion(db, admin.actor, { confirmation: school.name })
    await cancelSchoolDeletion(db, admin.actor)
    expect((await getSchoolSettings(db, admin.actor)).deletionDueAt).toBeNull()
    const [row] = await db.select().from(schools).where(eq(schools.id, school.id))
    expect(row).toMatchObject({ deletionRequestedAt: null, deletionDueAt: null, deletedAt: null })
    expect((await deleteDueSchools(db, providerFor)).schools).toBe(0)
    expect(await db.$count(profiles, eq(profiles.schoolId, school.id))).toBe(4)
  })

  it('retention: 30 days after the request, the school’s people and work go; invoices, subscriptions and other schools stay', async () => {
    const db = getDb()
    const { admin, school, students } = await createSchoolWithPeople(db)
    const other = await createSchoolWithPeople(db)
    // An adult who is also admin at another school keeps the account and that profile.
    const both = await createAdmin(db, other.school)
    await db
      .insert(profiles)
      .values({ userId: both.userId, schoolId: school.id, role: 'TEACHER', name: both.name })
    const course = await createCourse(db)
    const progress = await createProgress(db, students[0]!, course.items[0]!)
    await db
      .insert(codeRevisions)
      .values({ progressId: progress.id, stepKey: 'main', revision: 1, code: 'x' })
    await createProgress(db, other.students[0]!, course.items[0]!)
    const [subscription] = await db
      .insert(subscriptions)
      .values({ schoolId: school.id, planId: 'school', provider: 'fake', status: 'canceled' })
      .returning()
    await db
      .insert(invoices)
      .values({ schoolId: school.id, subscriptionId: subscription!.id, amountCents: 9900 })

    await requestSchoolDeletion(db, admin.actor, { confirmation: school.name })
    await db
      .update(schools)
      .set({ deletionDueAt: sql`now() - interval '1 minute'` })
      .where(eq(schools.id, school.id))
    const result = await deleteDueSchools(db, providerFor)
    expect(result).toMatchObject({ schools: 1, profiles: 5 })

    expect(await db.$count(profiles, eq(profiles.schoolId, school.id))).toBe(0)
    expect(await db.$count(schoolClasses, eq(schoolClasses.schoolId, school.id))).toBe(0)
    expect(await db.$count(lessonProgress, eq(lessonProgress.schoolId, school.id))).toBe(0)
    expect(await db.$count(codeRevisions, eq(codeRevisions.progressId, progress.id))).toBe(0)
    expect(await db.$count(activity, eq(activity.schoolId, school.id))).toBe(0)
    expect(await db.$count(users, eq(users.id, admin.userId))).toBe(0)
    expect(await db.$count(users, eq(users.id, students[0]!.userId))).toBe(0)
    expect(await db.$count(users, eq(users.id, both.userId))).toBe(1)
    expect(await db.$count(profiles, eq(profiles.id, both.profileId))).toBe(1)
    // Kept: the school row (for its invoices), its subscription and invoice, the other school.
    const [kept] = await db.select().from(schools).where(eq(schools.id, school.id))
    expect(kept).toMatchObject({ name: school.name, address: null })
    expect(kept!.deletedAt).toBeInstanceOf(Date)
    expect(await db.$count(subscriptions, eq(subscriptions.schoolId, school.id))).toBe(1)
    expect(await db.$count(invoices, eq(invoices.schoolId, school.id))).toBe(1)
    expect(await db.$count(profiles, eq(profiles.schoolId, other.school.id))).toBe(5)
    expect(await db.$count(lessonProgress, eq(lessonProgress.schoolId, other.school.id))).toBe(1)
    // Once: the next run finds nothing left to do.
    expect((await deleteDueSchools(db, providerFor)).schools).toBe(0)
  })

  it('a deleted school’s paid plan stops renewing first; while the provider is down, the school waits for the next run', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db)
    const periodEnd = new Date(Date.now() + 200 * DAY_MS)
    await db.insert(subscriptions).values({
      schoolId: school.id,
      planId: 'school',
      provider: 'fake',
      status: 'active',
      providerSubscriptionId: 'sub_renewing',
      currentPeriodEnd: periodEnd,
    })
    await requestSchoolDeletion(db, admin.actor, { confirmation: school.name })
    await db
      .update(schools)
      .set({ deletionDueAt: sql`now() - interval '1 minute'` })
      .where(eq(schools.id, school.id))

    const down = recordingProvider({ down: true })
    expect(await deleteDueSchools(db, down.providerFor)).toMatchObject({ schools: 0, waiting: 1 })
    expect(await db.$count(profiles, eq(profiles.schoolId, school.id))).toBe(4)
    const [stillRenewing] = await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))
    expect(stillRenewing!.canceledAt).toBeNull()

    const up = recordingProvider()
    expect(await deleteDueSchools(db, up.providerFor)).toMatchObject({ schools: 1, waiting: 0 })
    expect(up.stopped).toEqual(['sub_renewing'])
    const [stopped] = await db.select().from(subscriptions).where(eq(subscriptions.schoolId, school.id))
    expect(stopped!.canceledAt).toBeInstanceOf(Date)
    expect(stopped!.currentPeriodEnd?.getTime()).toBe(periodEnd.getTime())
    expect(await db.$count(profiles, eq(profiles.schoolId, school.id))).toBe(0)
  })

  it('retention: a student inactive for 2 years is deleted with their work, activity after 2 years; active and adult profiles stay', async () => {
    const db = getDb()
    const { school, admin, students } = await createSchoolWithPeople(db)
    const old = await createStudent(db, school)
    const course = await createCourse(db)
    await createProgress(db, old, course.items[0]!)
    const longAgo = new Date(Date.now() - (INACTIVE_STUDENT_DAYS + 1) * DAY_MS)
    const notQuite = new Date(Date.now() - (INACTIVE_STUDENT_DAYS - 1) * DAY_MS)
    await db
      .update(profiles)
      .set({ lastActiveAt: longAgo, createdAt: longAgo })
      .where(eq(profiles.id, old.profileId))
    await db
      .update(profiles)
      .set({ lastActiveAt: notQuite, createdAt: longAgo })
      .where(eq(profiles.id, students[0]!.profileId))
    await db
      .update(profiles)
      .set({ lastActiveAt: longAgo, createdAt: longAgo })
      .where(eq(profiles.id, admin.profileId))

    const [oldEntry] = await db
      .insert(activity)
      .values({
        schoolId: school.id,
        kind: 'student_joined',
        subject: { studentName: 'Old' },
        createdAt: longAgo,
      })
      .returning()
    const [newEntry] = await db
      .insert(activity)
      .values({
        schoolId: school.id,
        kind: 'student_joined',
        subject: { studentName: 'New' },
        createdAt: notQuite,
      })
      .returning()

    expect((await deleteInactiveStudents(db)).students).toBeGreaterThanOrEqual(1)
    expect(await db.$count(activity, eq(activity.id, oldEntry!.id))).toBe(0)
    expect(await db.$count(activity, eq(activity.id, newEntry!.id))).toBe(1)
    expect(await db.$count(profiles, eq(profiles.id, old.profileId))).toBe(0)
    expect(await db.$count(users, eq(users.id, old.userId))).toBe(0)
    expect(await db.$count(lessonProgress, eq(lessonProgress.profileId, old.profileId))).toBe(0)
    expect(await db.$count(profiles, eq(profiles.id, students[0]!.profileId))).toBe(1)
    expect(await db.$count(profiles, eq(profiles.id, students[1]!.profileId))).toBe(1)
    expect(await db.$count(profiles, eq(profiles.id, admin.profileId))).toBe(1)
  })
})
