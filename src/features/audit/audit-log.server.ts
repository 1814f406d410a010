import { and, asc, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm'
import { ADMINS, STUDENT_ROLES } from '@/access/visitor'
import { toCsv } from '@/lib/csv'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { auditEvents, profiles, schools } from '@/server/db/schema'
import type { AuditFilters } from './audit.search'
import { AUDIT_PAGE_SIZE, actionsOfKind, auditLabel } from './audit-actions'
import { type AuditDetail, flushAudit, recordAudit } from './audit-record.server'

/**
 * Reading the audit record (decision 169): a school admin (or staff at the school) reads, filters
 * and downloads their own school's rows. Every query starts with the actor's school; teachers and
 * students get 403.
 */

/** A download holds at most this many rows, the newest (a narrower filter gets older ones). */
const AUDIT_CSV_MAX_ROWS = 100_000
/** Rows older than this are deleted by the daily upkeep (docs/privacy.md). */
const AUDIT_RETENTION_DAYS = 730

export interface AuditEntry {
  id: string
  at: string
  actorUserId: string | null
  actorName: string
  actorRole: string
  action: string
  label: string
  subjectId: string | null
  subjectName: string | null
  detail: AuditDetail
  host: string
}

export interface AuditPage {
  entries: AuditEntry[]
  page: number
  hasMore: boolean
  /** The school's adults, for the filter. */
  adults: { userId: string; name: string }[]
}

const DAY_MS = 86_400_000

/** `%`, `_` and `\` are themselves in a name searched with ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(schoolId: string, filters: AuditFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(auditEvents.schoolId, schoolId)]
  if (filters.child) parts.push(sql`${auditEvents.subjectName} ilike ${likePattern(filters.child)}`)
  if (filters.subject) parts.push(eq(auditEvents.subjectId, filters.subject))
  if (filters.adult) parts.push(eq(auditEvents.actorUserId, filters.adult))
  if (filters.kind) parts.push(inArray(auditEvents.action, actionsOfKind(filters.kind)))
  if (filters.from) parts.push(gte(auditEvents.at, new Date(`${filters.from}T00:00:00Z`)))
  if (filters.to) parts.push(lt(auditEvents.at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)))
  return and(...parts)!
}

const entryColumns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorUserId: auditEvents.actorUserId,
  actorName: auditEvents.actorName,
  actorRole: auditEvents.actorRole,
  action: auditEvents.action,
  subjectId: auditEvents.subjectId,
  subjectName: auditEvents.subjectName,
  detail: auditEvents.detail,
  host: auditEvents.host,
}

const toEntry = (
  row: Omit<AuditEntry, 'at' | 'label' | 'detail'> & { at: Date; detail: unknown },
): AuditEntry => ({
  ...row,
  at: row.at.toISOString(),
  label: auditLabel(row.action),
  detail: (row.detail ?? {}) as AuditDetail,
})

/** One page of the school's record, newest first, with the adults to filter by. */
export async function listAuditEvents(db: Db, actor: Actor, filters: AuditFilters = {}): Promise<AuditPage> {
  assertActor(actor, ...ADMINS)
  // This process's unwritten rows first, so an admin sees what they just did.
  await flushAudit()
  const page = filters.page ?? 1
  const rows = await db
    .select(entryColumns)
    .from(auditEvents)
    .where(conditions(actor.schoolId, filters))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
  const adults = await db
    .selectDistinct({ userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.schoolId, actor.schoolId), notInArray(profiles.role, [...STUDENT_ROLES])))
    .orderBy(asc(profiles.name))
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry),
    page,
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    adults,
  }
}

/** A detail as a short text: `{ what: 'picture' }` → `what: picture`. */
function detailText(detail: AuditDetail): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ')
}

/**
 * The filtered record as CSV (the one CSV writer, safe against formula injection), newest first.
 * Downloading it is itself recorded.
 */
export async function auditCsv(
  db: Db,
  actor: Actor,
  filters: AuditFilters = {},
): Promise<{ fileName: string; csv: string; rows: number }> {
  assertActor(actor, ...ADMINS)
  await flushAudit()
  const [school] = await db
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const rows = await db
    .select(entryColumns)
    .from(auditEvents)
    .where(conditions(actor.schoolId, filters))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_CSV_MAX_ROWS)
  const { page: _page, ...shown } = filters
  recordAudit(db, actor, 'audit.exported', null, { detail: { rows: rows.length, ...shown } })
  const csv = toCsv(
    ['When (UTC)', 'Adult', 'Role', 'What', 'Child, class or school', 'Its id', 'Detail', 'School address'],
    rows.map((row) => [
      row.at,
      row.actorName,
      row.actorRole,
      auditLabel(row.action),
      row.subjectName,
      row.subjectId,
      detailText((row.detail ?? {}) as AuditDetail),
      row.host,
    ]),
  )
  const date = new Date().toISOString().slice(0, 10)
  return {
    fileName: `${school?.subdomain ?? 'school'}-who-saw-childrens-data-${date}.csv`,
    csv,
    rows: rows.length,
  }
}

/** Deletes rows older than the retention (the daily upkeep `upkeep:audit-events`). */
export async function trimAuditEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS)
  const deleted = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, cutoff))
    .returning({ id: auditEvents.id })
  return deleted.length
}
