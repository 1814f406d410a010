import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '@/features/audit/audit-record.server'
import { checkSubdomain } from '@/features/auth/signup.server'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import { paidStatusOfSchools } from '@/server/auth/paid-status'
import { forgetSchoolLookup } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import { profiles, schools, subscriptions } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { plans } from '~/app.config'
import { assertStaff } from './staff-actor.server'
import type { createSchoolSchema } from './staff-console.schemas'

interface ConsoleSchool {
  id: string
  name: string
  subdomain: string
  /** The latest subscription's plan name and status, or null when the school never subscribed. */
  plan: { name: string; status: string } | null
  /** paid_status (SPEC §3): the plan id while a current subscription makes the school paid, else false. */
  paidStatus: string | false
  parent: { id: string; name: string } | null
  students: number
  teachers: number
}

/** One page of the console's schools (decision 140). */
const SCHOOLS_PAGE_SIZE = 100

export interface ConsoleSchoolPage {
  schools: ConsoleSchool[]
  /** The last school of this page, to ask for the next (older) page with; null on the last page. */
  next: string | null
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/**
 * Schools whose name or subdomain contains the query (all when empty), newest first, a page of 100
 * at a time. Keyset pages: the page after `after` (a school's id) starts below that school in
 * (created, id) order, so a school created meanwhile never shifts or repeats a row, and a page
 * deep in the list costs what the first does.
 */
export async function searchSchools(
  db: Db,
  actor: Actor,
  query: string,
  after?: string,
): Promise<ConsoleSchoolPage> {
  assertStaff(actor)
  const pattern = `%${escapeLike(query.trim())}%`
  const conditions = [
    query.trim() ? or(ilike(schools.name, pattern), ilike(schools.subdomain, pattern)) : undefined,
    after
      ? sql`(${schools.createdAt}, ${schools.id}) < (select created_at, id from ${schools} as cursor where cursor.id = ${after})`
      : undefined,
  ]
  const found = await db
    .select({
      id: schools.id,
      name: schools.name,
      subdomain: schools.subdomain,
      parentSchoolId: schools.parentSchoolId,
      students: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schools.id)}
        and ${profiles.role} in ('STUDENT', 'STUDENT_SESSION') and ${profiles.archivedAt} is null)`,
      teachers: sql<number>`(select count(*)::int from ${profiles} where ${profiles.schoolId} = ${qualified(schools.id)}
        and ${profiles.role} in ('TEACHER', 'ADMIN') and ${profiles.archivedAt} is null)`,
    })
    .from(schools)
    .where(and(...conditions))
    .orderBy(desc(schools.createdAt), desc(schools.id))
    .limit(SCHOOLS_PAGE_SIZE + 1)
  const rows = found.slice(0, SCHOOLS_PAGE_SIZE)
  const next = found.length > SCHOOLS_PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null
  const ids = rows.map((row) => row.id)
  const parentIds = [
    ...new Set(rows.map((row) => row.parentSchoolId).filter((id): id is string => id !== null)),
  ]
  const [paid, latest, parents] = await Promise.all([
    paidStatusOfSchools(db, ids),
    latestSubscriptions(db, ids),
    parentIds.length
      ? db.select({ id: schools.id, name: schools.name }).from(schools).where(inArray(schools.id, parentIds))
      : Promise.resolve([]),
  ])
  const parentById = new Map(parents.map((parent) => [parent.id, parent]))
  const page = rows.map((row) => {
    const subscription = latest.get(row.id)
    return {
      id: row.id,
      name: row.name,
      subdomain: row.subdomain,
      plan: subscription
        ? {
            name: plans.find((plan) => plan.id === subscription.planId)?.name ?? subscription.planId,
            status: subscription.status,
          }
        : null,
      paidStatus: paid.get(row.id) ?? false,
      parent: row.parentSchoolId ? (parentById.get(row.parentSchoolId) ?? null) : null,
      students: Number(row.students),
      teachers: Number(row.teachers),
    }
  })
  return { schools: page, next }
}

async function latestSubscriptions(db: Db, schoolIds: string[]) {
  const result = new Map<string, { planId: string; status: string }>()
  if (schoolIds.length === 0) return result
  const rows = await db
    .select({ schoolId: subscriptions.schoolId, planId: subscriptions.planId, status: subscriptions.status })
    .from(subscriptions)
    .where(inArray(subscriptions.schoolId, schoolIds))
    .orderBy(desc(subscriptions.createdAt))
  for (const row of rows) if (!result.has(row.schoolId)) result.set(row.schoolId, row)
  return result
}

/** Schools that may be a district parent: those that are not themselves a child school, nor deleted. */
export async function listDistrictCandidates(db: Db, actor: Actor) {
  assertStaff(actor)
  return db
    .select({ id: schools.id, name: schools.name, subdomain: schools.subdomain })
    .from(schools)
    .where(and(isNull(schools.parentSchoolId), isNull(schools.deletedAt)))
    .orderBy(schools.name)
    .limit(500)
}

async function assertDistrictParent(db: Db, parentSchoolId: string, childId?: string) {
  const [parent] = await db
    .select({ id: schools.id, parentSchoolId: schools.parentSchoolId })
    .from(schools)
    .where(and(eq(schools.id, parentSchoolId), isNull(schools.deletedAt)))
    .limit(1)
  const fail = (message: string) => new HttpError(400, message, [{ field: 'parentSchoolId', message }])
  if (!parent) throw fail(m.staff_error_district_gone())
  if (parent.id === childId) throw fail(m.staff_error_own_district())
  if (parent.parentSchoolId) throw fail(m.staff_error_district_in_district())
  if (childId) {
    const [child] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.parentSchoolId, childId)))
      .limit(1)
    if (child) throw fail(m.staff_error_district_has_schools())
  }
}

/** A new school (no admin yet: its admin comes by invitation or /account-setup), with its district. */
export async function createSchool(
  db: Db,
  actor: Actor,
  input: z.output<typeof createSchoolSchema>,
): Promise<{ id: string; subdomain: string }> {
  assertStaff(actor)
  const check = await checkSubdomain(db, input.subdomain)
  if (!check.available)
    throw new HttpError(400, check.reason, [{ field: 'subdomain', message: check.reason }])
  if (input.parentSchoolId) await assertDistrictParent(db, input.parentSchoolId)
  const [school] = await db
    .insert(schools)
    .values({ name: input.name, subdomain: input.subdomain, parentSchoolId: input.parentSchoolId })
    .onConflictDoNothing({ target: schools.subdomain })
    .returning({ id: schools.id, subdomain: schools.subdomain })
  if (!school) {
    const reason = m.staff_error_subdomain_taken()
    throw new HttpError(400, reason, [{ field: 'subdomain', message: reason }])
  }
  const subject = { id: school.id, name: input.name }
  recordAudit(db, actor, 'staff.school.created', subject, {
    schoolId: school.id,
    detail: { address: school.subdomain },
  })
  return school
}

/** Sets (or clears, with null) a school's district parent. */
export async function setSchoolParent(
  db: Db,
  actor: Actor,
  input: { schoolId: string; parentSchoolId: string | null },
): Promise<void> {
  assertStaff(actor)
  if (input.parentSchoolId) await assertDistrictParent(db, input.parentSchoolId, input.schoolId)
  const updated = await db
    .update(schools)
    .set({ parentSchoolId: input.parentSchoolId })
    .where(eq(schools.id, input.schoolId))
    .returning({ id: schools.id, name: schools.name })
  if (updated.length === 0) throw new HttpError(404, m.staff_error_school_gone())
  forgetSchoolLookup(db, input.schoolId)
  recordAudit(db, actor, 'staff.school.parent_set', updated[0]!, {
    schoolId: input.schoolId,
    detail: { district: input.parentSchoolId },
  })
}
