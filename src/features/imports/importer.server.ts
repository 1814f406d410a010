import { eq } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { profiles, schools, studentImports, users } from '@/server/db/schema'
import { importFailure } from './import-failure-words.server'

/**
 * The person who started the import, as they are now: an active admin or teacher of the import's
 * school, whose account is not disabled, at a school that is not deleted. Anyone else (removed,
 * disabled, deleted with the school) stops the import for good. Read again inside the import's
 * transaction, so a role changed meanwhile is the role the rows are checked against.
 */
export async function importerOf(db: Db, importId: string): Promise<{ actor: Actor; status: string } | null> {
  const [row] = await db
    .select({
      status: studentImports.status,
      schoolId: studentImports.schoolId,
      profileId: profiles.id,
      profileSchoolId: profiles.schoolId,
      userId: profiles.userId,
      userRole: users.userRole,
      role: profiles.role,
      name: profiles.name,
      archivedAt: profiles.archivedAt,
      pendingVerification: profiles.pendingVerification,
      disabledAt: users.disabledAt,
      schoolDeletedAt: schools.deletedAt,
    })
    .from(studentImports)
    .innerJoin(schools, eq(schools.id, studentImports.schoolId))
    .leftJoin(profiles, eq(profiles.id, studentImports.createdByProfileId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(studentImports.id, importId))
  if (!row) return null
  if (
    !row.profileId ||
    !row.userId ||
    !row.role ||
    !row.name ||
    (row.role !== 'ADMIN' && row.role !== 'TEACHER') ||
    row.profileSchoolId !== row.schoolId ||
    row.archivedAt ||
    row.pendingVerification ||
    row.disabledAt ||
    row.schoolDeletedAt
  ) {
    throw importFailure({ key: 'importer-gone', values: {} })
  }
  return {
    status: row.status,
    actor: {
      profileId: row.profileId,
      userId: row.userId,
      userRole: row.userRole,
      schoolId: row.schoolId,
      role: row.role,
      name: row.name,
      visitorType: row.role === 'ADMIN' ? 'admin' : 'teacher',
    },
  }
}
