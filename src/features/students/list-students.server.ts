import { and, type SQL, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { classMembers, profiles, schoolClasses } from '@/server/db/schema'
import { STUDENTS_PAGE_SIZE, type StudentSort, type StudentsSearch } from './students.schemas'

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
  /** Another student in this list has the same name: show the username beside it. */
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
 * One page of the students the actor may see, searched, filtered by class and sorted: one query
 * (classes aggregated per row, total by a window function), whatever the page holds.
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
  const rows = await db
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
      classes: sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${q(schoolClasses.id)}, 'name', ${q(schoolClasses.name)}) order by ${q(schoolClasses.name)})
        from ${classMembers} join ${schoolClasses} on ${q(schoolClasses.id)} = ${q(classMembers.classId)}
        where ${q(classMembers.profileId)} = ${q(profiles.id)} and ${q(schoolClasses.archivedAt)} is null
      ), '[]'::json)`,
      total: sql<number>`count(*) over ()`,
      sameName: sql<number>`count(*) over (partition by lower(${profiles.name}))`,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(...orderFor(sort, dir))
    .limit(STUDENTS_PAGE_SIZE)
    .offset((page - 1) * STUDENTS_PAGE_SIZE)
  const now = Date.now()
  return {
    rows: rows.map(({ total: _total, sameName, ...row }) => ({
      ...row,
      role: row.role as StudentListRow['role'],
      lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil : null,
      duplicateName: Number(sameName) > 1,
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    pageSize: STUDENTS_PAGE_SIZE,
  }
}
