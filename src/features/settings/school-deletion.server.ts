import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ADMINS, STUDENT_ROLES } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { stopRenewal } from '@/features/subscriptions/subscription-cancellation.server'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import { forgetSchoolLookup } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import {
  activity,
  cards,
  dataExports,
  files,
  lessonProgress,
  lessonShares,
  oneTimeTokens,
  profiles,
  progressDashboards,
  resources,
  schoolClasses,
  schools,
  sessions,
  studentImports,
  users,
} from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { errorText, logLine } from '@/server/log'
import type { PaymentsProvider, PaymentsProviderName } from '@/server/payments/payments'

/**
 * Deleting a school (docs/privacy.md, decision 135): its admin asks, the deletion is due 30 days
 * later and can be cancelled until then; the upkeep then deletes the school's people and work.
 * The school row (name, subdomain) stays with its subscriptions, checkout sessions and invoices,
 * which the school's bookkeeping and ours must keep.
 */

export const DELETION_GRACE_DAYS = 30

const normalized = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

export async function requestSchoolDeletion(
  db: Db,
  actor: Actor,
  input: { confirmation: string },
): Promise<{ dueAt: string }> {
  assertActor(actor, ...ADMINS)
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ name: schools.name, dueAt: schools.deletionDueAt })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
      .for('update')
    if (!school) throw new HttpError(404, m.server_your_school_not_found())
    if (normalized(input.confirmation) !== normalized(school.name)) {
      const message = m.settings_error_type_name({ name: school.name })
      throw new HttpError(400, message, [{ field: 'confirmation', message }])
    }
    // Asking twice keeps the first date: the grace period does not start again.
    if (school.dueAt) return { dueAt: school.dueAt.toISOString() }
    const [updated] = await tx
      .update(schools)
      .set({
        deletionRequestedAt: sql`now()`,
        deletionDueAt: sql`now() + make_interval(days => ${DELETION_GRACE_DAYS})`,
        deletionRequestedBy: actor.profileId,
      })
      .where(eq(schools.id, actor.schoolId))
      .returning({ dueAt: schools.deletionDueAt })
    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'school_deletion_requested',
      subject: { dueAt: updated?.dueAt?.toISOString() ?? null },
    })
    return { dueAt: updated!.dueAt!.toISOString() }
  })
}

export async function cancelSchoolDeletion(db: Db, actor: Actor): Promise<void> {
  assertActor(actor, ...ADMINS)
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(schools)
      .set({ deletionRequestedAt: null, deletionDueAt: null, deletionRequestedBy: null })
      .where(and(eq(schools.id, actor.schoolId), isNotNull(schools.deletionDueAt), isNull(schools.deletedAt)))
      .returning({ id: schools.id })
    if (cancelled.length === 0) return
    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'school_deletion_cancelled',
      subject: {},
    })
  })
}

/**
 * Deletes users left without any profile (and without a staff role) among `userIds`: the
 * accounts that only existed for profiles just deleted. Adults' accounts with a profile at another
 * school stay.
 */
async function deleteUsersWithoutProfiles(db: Db, userIds: readonly string[]): Promise<number> {
  let deleted = 0
  const remaining = alias(profiles, 'remaining_profiles')
  for (let start = 0; start < userIds.length; start += 5000) {
    const rows = await db
      .delete(users)
      .where(
        and(
          inArray(users.id, userIds.slice(start, start + 5000)),
          isNull(users.userRole),
          notExists(db.select({ one: sql`1` }).from(remaining).where(eq(remaining.userId, users.id))),
        ),
      )
      .returning({ id: users.id })
    deleted += rows.length
  }
  return deleted
}

/** The school's people and work, in one transaction; the school row and its billing stay. */
async function purgeSchool(tx: Db, schoolId: string): Promise<{ profiles: number; users: number }> {
  const people = await tx
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.schoolId, schoolId))
  await tx.delete(activity).where(eq(activity.schoolId, schoolId))
  await tx.delete(dataExports).where(eq(dataExports.schoolId, schoolId))
  await tx.delete(lessonShares).where(eq(lessonShares.schoolId, schoolId))
  await tx.delete(progressDashboards).where(eq(progressDashboards.schoolId, schoolId))
  // Saved code, comments and verdicts cascade with the progress rows.
  await tx.delete(lessonProgress).where(eq(lessonProgress.schoolId, schoolId))
  await tx.delete(studentImports).where(eq(studentImports.schoolId, schoolId))
  await tx.delete(schoolClasses).where(eq(schoolClasses.schoolId, schoolId))
  await tx.delete(resources).where(eq(resources.schoolId, schoolId))
  await tx.delete(cards).where(eq(cards.schoolId, schoolId))
  await tx.delete(sessions).where(eq(sessions.schoolId, schoolId))
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.schoolId, schoolId))
  await tx.delete(profiles).where(eq(profiles.schoolId, schoolId))
  const deletedUsers = await deleteUsersWithoutProfiles(tx, [
    ...new Set(people.map((person) => person.userId)),
  ])
  await tx
    .update(schools)
    .set({ logoFileId: null, address: null, deletedAt: sql`now()` })
    .where(eq(schools.id, schoolId))
  await tx.delete(files).where(eq(files.schoolId, schoolId))
  return { profiles: people.length, users: deletedUsers }
}

/**
 * Upkeep: every school whose deletion is due loses its people and work, once. Its paid plan stops
 * renewing first: a school that is gone is never charged again. When the payment provider cannot
 * be reached (or the deletion fails), that school waits for the next run (`waiting`) rather than be
 * deleted still renewing.
 */
export async function deleteDueSchools(
  db: Db,
  providerFor: (name: PaymentsProviderName) => PaymentsProvider,
): Promise<{ schools: number; profiles: number; users: number; waiting: number }> {
  const due = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(lte(schools.deletionDueAt, sql`now()`), isNull(schools.deletedAt)))
  const total = { schools: 0, profiles: 0, users: 0, waiting: 0 }
  for (const school of due) {
    let done: Awaited<ReturnType<typeof purgeSchool>> | null
    try {
      done = await db.transaction(async (tx) => {
        // Locked and checked again: a cancel that came first wins (its plan is left alone), and
        // two runs never both delete. The lock is held over the provider's answer.
        const [still] = await tx
          .select({ id: schools.id })
          .from(schools)
          .where(
            and(eq(schools.id, school.id), lte(schools.deletionDueAt, sql`now()`), isNull(schools.deletedAt)),
          )
          .for('update')
        if (!still) return null
        await stopRenewal(tx, school.id, providerFor)
        return purgeSchool(tx, school.id)
      })
    } catch (error) {
      logLine('school-deletion-waits', { school: school.id, error: errorText(error) }, 'warn')
      total.waiting += 1
      continue
    }
    if (!done) continue
    // Its host is not found from now on (decision 205); its courses' kept outlines are then out
    // of reach, and age out within their 10 s.
    forgetSchoolLookup(db, school.id)
    total.schools += 1
    total.profiles += done.profiles
    total.users += done.users
  }
  return total
}

/** Students who have not signed in (or been added) for this long are deleted (docs/privacy.md). */
export const INACTIVE_STUDENT_DAYS = 730

/**
 * Upkeep: students inactive for 2 years go with their work, and their accounts with them; so do
 * activity entries older than 2 years (they name students).
 */
export async function deleteInactiveStudents(db: Db): Promise<{ students: number; activity: number }> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(profiles)
      .where(
        and(
          inArray(profiles.role, [...STUDENT_ROLES]),
          sql`coalesce(${profiles.lastActiveAt}, ${profiles.createdAt}) < now() - make_interval(days => ${INACTIVE_STUDENT_DAYS})`,
        ),
      )
      .returning({ userId: profiles.userId })
    await deleteUsersWithoutProfiles(tx, [...new Set(gone.map((row) => row.userId))])
    const oldActivity = await tx
      .delete(activity)
      .where(sql`${activity.createdAt} < now() - make_interval(days => ${INACTIVE_STUDENT_DAYS})`)
      .returning({ id: activity.id })
    return { students: gone.length, activity: oldActivity.length }
  })
}
