import { and, asc, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, readableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { classCards, classMembers, classTeachers, profiles, schoolClasses } from '@/server/db/schema'
import type { ClassLoginType } from './classes.schemas'

export interface ClassListItem {
  id: string
  name: string
  grade: number | null
  loginType: ClassLoginType
  quickJoin: boolean
  joinCode: string
  archivedAt: Date | null
  memberCount: number
  teacherNames: string[]
  courseCount: number
}

/** The classes the actor manages, active or archived, in one query. */
export async function listClasses(
  db: Db,
  actor: Actor,
  input: { archived?: boolean } = {},
): Promise<ClassListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      joinCode: schoolClasses.joinCode,
      archivedAt: schoolClasses.archivedAt,
      memberCount: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
      teacherNames: sql<string[]>`coalesce((
        select json_agg(${q(profiles.name)} order by ${q(profiles.name)})
        from ${classTeachers} join ${profiles} on ${q(profiles.id)} = ${q(classTeachers.profileId)}
        where ${q(classTeachers.classId)} = ${q(schoolClasses.id)}
      ), '[]'::json)`,
      courseCount: sql<number>`(select count(*)::int from ${classCards} where ${q(classCards.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .where(
      and(
        // Archived ones: a teacher's "Last year" list, read-only (decision 114).
        input.archived ? readableClasses(actor) : manageableClasses(actor),
        input.archived ? isNotNull(schoolClasses.archivedAt) : isNull(schoolClasses.archivedAt),
      ),
    )
    .orderBy(asc(schoolClasses.name), asc(schoolClasses.createdAt))
  return rows.map((row) => ({
    ...row,
    memberCount: Number(row.memberCount),
    courseCount: Number(row.courseCount),
  }))
}
