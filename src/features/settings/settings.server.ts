import { and, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { ADMINS, STUDENT_ROLES } from '@/access/visitor'
import { recordActivity } from '@/features/activity/record-activity.server'
import { recordAudit } from '@/features/audit/audit-record.server'
import { isLanguage, type Language } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { type Actor, assertActor } from '@/server/auth/actor'
import { forgetSchoolLookup } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import { activity, files, profiles, schools, studentImports, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { checkUpload, storeFile, type Upload } from '@/server/files/files.server'
import { LOGO_MAX_BYTES, type SchoolLoginType, type schoolSettingsSchema } from './settings.schemas'

/** A school's own settings (PRODUCT.md §3 "Settings", admin only). */

export interface SchoolSettings {
  name: string
  subdomain: string
  address: string
  allowedLoginTypes: SchoolLoginType[]
  defaultLocale: Language
  logoUrl: string | null
  studentCount: number
  /** When the school's people and work will be deleted (ISO), while a deletion is asked for. */
  deletionDueAt: string | null
}

export async function getSchoolSettings(db: Db, actor: Actor): Promise<SchoolSettings> {
  assertActor(actor, ...ADMINS)
  const [row] = await db
    .select({
      name: schools.name,
      subdomain: schools.subdomain,
      address: schools.address,
      allowedLoginTypes: schools.allowedLoginTypes,
      defaultLocale: schools.defaultLocale,
      logoFileId: schools.logoFileId,
      deletionDueAt: schools.deletionDueAt,
      studentCount: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schools.id)}
        and ${profiles.role} in ('STUDENT', 'STUDENT_SESSION'))`,
    })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  if (!row) throw new HttpError(404, m.server_your_school_not_found())
  return {
    name: row.name,
    subdomain: row.subdomain,
    address: row.address ?? '',
    allowedLoginTypes: row.allowedLoginTypes,
    defaultLocale: isLanguage(row.defaultLocale) ? row.defaultLocale : 'en',
    logoUrl: row.logoFileId ? `/files/${row.logoFileId}` : null,
    studentCount: Number(row.studentCount),
    deletionDueAt: row.deletionDueAt?.toISOString() ?? null,
  }
}

export async function updateSchoolSettings(
  db: Db,
  actor: Actor,
  input: z.output<typeof schoolSettingsSchema>,
): Promise<void> {
  assertActor(actor, ...ADMINS)
  await db.transaction(async (tx) => {
    await tx
      .update(schools)
      .set({
        name: input.name,
        address: input.address === '' ? null : input.address,
        allowedLoginTypes: input.allowedLoginTypes,
        defaultLocale: input.defaultLocale,
      })
      .where(eq(schools.id, actor.schoolId))
    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'settings_updated',
      subject: { schoolName: input.name },
    })
  })
  // The school's pages show the new name at once (its lookup is kept per process, decision 205).
  forgetSchoolLookup(db, actor.schoolId)
}

/** Replaces the school's logo (PNG, JPEG or sanitised SVG, ≤ 1 MB); the old file is deleted. */
export async function setSchoolLogo(db: Db, actor: Actor, upload: Upload): Promise<{ logoUrl: string }> {
  assertActor(actor, ...ADMINS)
  const checked = checkUpload(upload, {
    kinds: ['png', 'jpeg', 'svg'],
    maxBytes: LOGO_MAX_BYTES,
    field: 'logo',
  })
  const changed = await db.transaction(async (tx) => {
    const [school] = await tx
      .select({ logoFileId: schools.logoFileId })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
      .for('update')
    const fileId = await storeFile(tx, actor.schoolId, checked)
    await tx.update(schools).set({ logoFileId: fileId }).where(eq(schools.id, actor.schoolId))
    if (school?.logoFileId) {
      await tx.delete(files).where(and(eq(files.id, school.logoFileId), eq(files.schoolId, actor.schoolId)))
    }
    return { logoUrl: `/files/${fileId}` }
  })
  forgetSchoolLookup(db, actor.schoolId)
  return changed
}

export async function removeSchoolLogo(db: Db, actor: Actor): Promise<void> {
  assertActor(actor, ...ADMINS)
  await db.transaction(async (tx) => {
    const [school] = await tx
      .select({ logoFileId: schools.logoFileId })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
      .for('update')
    if (!school?.logoFileId) return
    await tx.update(schools).set({ logoFileId: null }).where(eq(schools.id, actor.schoolId))
    await tx.delete(files).where(and(eq(files.id, school.logoFileId), eq(files.schoolId, actor.schoolId)))
  })
  forgetSchoolLookup(db, actor.schoolId)
}

function normalizeConfirmation(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export interface DeletedStudentData {
  students: number
}

/**
 * Deletes every student of the school and everything that is theirs: profiles (their progress,
 * saved code, reviews, class memberships and sessions cascade), their accounts when no other
 * school uses them, student imports (names and first passwords) and activity about students.
 * Classes, teachers, courses and resources stay. The typed confirmation must be the school's name.
 */
export async function deleteAllStudentData(
  db: Db,
  actor: Actor,
  input: { confirmation: string },
): Promise<DeletedStudentData> {
  assertActor(actor, ...ADMINS)
  const deleted = await db.transaction(async (tx) => {
    const [school] = await tx
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, actor.schoolId))
      .for('update')
    if (!school) throw new HttpError(404, m.server_your_school_not_found())
    if (normalizeConfirmation(input.confirmation) !== normalizeConfirmation(school.name)) {
      const message = m.settings_error_type_name({ name: school.name })
      throw new HttpError(400, message, [{ field: 'confirmation', message }])
    }

    const students = await tx
      .select({ id: profiles.id, userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.schoolId, actor.schoolId), inArray(profiles.role, [...STUDENT_ROLES])))
    const studentIds = students.map((student) => student.id)
    const userIds = [...new Set(students.map((student) => student.userId))]

    // Activity about students: by a student (cascades with the profile) or naming one in subject.
    await tx
      .delete(activity)
      .where(
        and(
          eq(activity.schoolId, actor.schoolId),
          or(
            sql`${activity.subject} ? 'studentProfileId'`,
            sql`${activity.subject} ? 'studentName'`,
            sql`${activity.kind} in ('student_joined', 'login_locked', 'lesson_started', 'lesson_completed')`,
          ),
        ),
      )
    await tx.delete(studentImports).where(eq(studentImports.schoolId, actor.schoolId))
    if (studentIds.length > 0) {
      for (let start = 0; start < studentIds.length; start += 5000) {
        await tx.delete(profiles).where(inArray(profiles.id, studentIds.slice(start, start + 5000)))
      }
      // Accounts that only existed for these student profiles go too (adults' accounts never do).
      const otherProfiles = alias(profiles, 'other_profiles')
      for (let start = 0; start < userIds.length; start += 5000) {
        await tx
          .delete(users)
          .where(
            and(
              inArray(users.id, userIds.slice(start, start + 5000)),
              isNull(users.email),
              isNull(users.userRole),
              notExists(
                tx.select({ one: sql`1` }).from(otherProfiles).where(eq(otherProfiles.userId, users.id)),
              ),
            ),
          )
      }
    }
    await recordActivity(tx, {
      schoolId: actor.schoolId,
      profileId: actor.profileId,
      kind: 'student_data_deleted',
      subject: { count: studentIds.length },
    })
    return { students: studentIds.length }
  })
  recordAudit(db, actor, 'students.deleted', null, { detail: { students: deleted.students } })
  return deleted
}
