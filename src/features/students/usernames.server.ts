import { and, eq, like } from 'drizzle-orm'
import { baseUsername, uniqueUsername } from '@/lib/students/usernames'
import { m } from '@/paraglide/messages'
import type { Db } from '@/server/db/client'
import { profiles } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

export const USERNAME_INDEX = 'profiles_school_username_unique'

async function takenUsernames(db: Db, schoolId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, schoolId),
        like(profiles.username, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ),
    )
  return new Set(rows.flatMap((row) => (row.username ? [row.username] : [])))
}

/** A free username made from the names (the unique index still decides under a race). */
export async function freeUsername(db: Db, schoolId: string, firstName: string, lastName: string | null) {
  const base = baseUsername(firstName, lastName)
  return uniqueUsername(base, await takenUsernames(db, schoolId, base))
}

export function usernameTaken(username: string): HttpError {
  return new HttpError(409, m.students_error_username_taken_at_school({ username }), [
    { field: 'username', message: m.students_error_username_taken_field() },
  ])
}
