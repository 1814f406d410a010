import { and, eq, type SQL, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, profiles, schoolClasses } from '@/server/db/schema'
import type { StudentSort } from './student-sorts'
import { STUDENTS_PAGE_SIZE, type StudentsSearch } from './students.schemas'

interface StudentListRow {
  id: string
  name: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  grade: number | null
  classes: { id: string; name: string }[]
  lastActiveAt: Date | null
  lockedUntil: Date | null
  /** Locked out of picture or words sign-in until a teacher unlocks them (decision 162). */
  unlockRequired: boolean
  /** Another student of the school has the same name: show the username beside it. */
  duplicateName: boolean
}

export interface StudentList {
  rows: StudentListRow[]
  total: number
  page: number
  pageSize: number
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function orderFor(sort: StudentSort, dir: 'asc' | 'desc'): SQL[] {
  const direction = dir === 'desc' ? sql`desc` : sql`asc`
  const byName = sql`lower(${profiles.name}) ${direction}`
  switch (sort) {
    case 'username':
      return [sql`${profiles.username} ${direction} nulls last`, sql`${profiles.id}`]
    case 'lastActive':
      return [
        sql`${profiles.lastActiveAt} ${direction} nulls last`,
        sql`lower(${profiles.name})`,
        sql`${profiles.id}`,
      ]
    case 'created':
      return [sql`${profiles.createdAt} ${direction}`, sql`${profiles.id}`]
    case 'grade':
      return [
        sql`${profiles.grade} ${direction} nulls last`,
        sql`lower(${profiles.name})`,
        sql`${profiles.id}`,
      ]
    default:
      return [byName, sql`${profiles.username} ${direction} nulls last`, sql`${profiles.id}`]
  }
}

/**
 * One page of the students the actor may see, searched, filtered by class and sorted: two queries
 * whatever the school's size (decision 140). The page's 50 ids come from an index walk in name
 * order (`profiles_school_name_idx`), their classes and same-name twins are looked up for those
 * rows only, and the total is a plain count.
 */
export async function listStudents(db: Db, actor: Actor, search: StudentsSearch = {}): Promise<StudentList> {
  assertAdult(actor)
  const page = search.page ?? 1
  const sort = search.sort ?? 'name'
  const dir = search.dir ?? (sort === 'lastActive' ? 'desc' : 'asc')
  const conditions: (SQL | undefined)[] = [manageableStudents(actor)]
  if (search.q) {
    const pattern = likePattern(search.q)
    conditions.push(sql`(${profiles.name} ilike ${pattern} or ${profiles.username} ilike ${pattern})`)
  }
  if (search.classId) {
    conditions.push(
      sql`exists (select 1 from ${classMembers} join ${schoolClasses} on ${schoolClasses.id} = ${classMembers.classId}
        where ${classMembers.profileId} = ${profiles.id} and ${schoolClasses.id} = ${search.classId}
        and ${manageableClasses(actor)})`,
    )
  }
  const where = and(...conditions)
  const order = orderFor(sort, dir)
  // The page's ids first (an index walk), then their details: what a row shows is looked up for
  // the 50 rows on screen, never for the whole school.
  const onPage = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(...order)
    .limit(STUDENTS_PAGE_SIZE)
    .offset((page - 1) * STUDENTS_PAGE_SIZE)
    .as('on_page')
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        username: profiles.username,
        role: profiles.role,
        grade: profiles.grade,
        lastActiveAt: profiles.lastActiveAt,
        lockedUntil: profiles.lockedUntil,
        unlockRequired: sql<boolean>`${profiles.unlockRequiredAt} is not null`.mapWith(Boolean),
        classes: sql<{ id: string; name: string }[]>`coalesce((
          select json_agg(json_build_object('id', ${q(schoolClasses.id)}, 'name', ${q(schoolClasses.name)}) order by ${q(schoolClasses.name)})
          from ${classMembers} join ${schoolClasses} on ${q(schoolClasses.id)} = ${q(classMembers.classId)}
          where ${q(classMembers.profileId)} = ${q(profiles.id)} and ${q(schoolClasses.archivedAt)} is null
        ), '[]'::json)`,
        // Looked up for the page's rows only, through the name index.
        duplicateName: sql<boolean>`exists (
          select 1 from ${profiles} as same
          where same.school_id = ${q(profiles.schoolId)} and lower(same.name) = lower(${q(profiles.name)})
            and same.id <> ${q(profiles.id)} and same.role in ('STUDENT', 'STUDENT_SESSION') and same.archived_at is null
        )`,
      })
      .from(profiles)
      .innerJoin(onPage, eq(onPage.id, profiles.id))
      .orderBy(...order),
    db.select({ total: sql<number>`count(*)` }).from(profiles).where(where),
  ])
  // One record per look at the list (its page of names), not one per child (decision 169).
  recordAudit(db, actor, 'students.listed', null, { detail: { page, shown: rows.length } })
  const now = Date.now()
  return {
    rows: rows.map((row) => ({
      ...row,
      role: row.role as StudentListRow['role'],
      lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: STUDENTS_PAGE_SIZE,
  }
}
