import { and, eq, inArray, isNull } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { isUniqueViolation } from '@/server/db/pg-errors'
import { classMembers, profiles, schoolClasses } from '@/server/db/schema'
import { addMembersInTransaction } from './class-membership.server'
import { checkClasses, findStudent } from './get-student.server'
import type { StudentFormValues } from './students.schemas'
import { USERNAME_INDEX, usernameTaken } from './usernames.server'

/**
 * Changes names, username, grade and classes. Classes are set among those the actor manages; a
 * teacher's edit leaves the student's other classes alone. Adding to a full class is refused.
 */
export async function updateStudent(
  db: Db,
  actor: Actor,
  studentId: string,
  input: StudentFormValues,
): Promise<void> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  const wanted = await checkClasses(db, actor, input.classIds)
  const username = input.username || student.username || null
  const moves = { added: [] as string[], removed: [] as string[] }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          username,
          grade: input.grade,
        })
        .where(eq(profiles.id, studentId))
      const current = await tx
        .select({ classId: classMembers.classId })
        .from(classMembers)
        .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
        .where(
          and(
            eq(classMembers.profileId, studentId),
            manageableClasses(actor),
            isNull(schoolClasses.archivedAt),
          ),
        )
      const currentIds = new Set(current.map((row) => row.classId))
      const leaving = [...currentIds].filter((id) => !wanted.includes(id))
      moves.removed = leaving
      moves.added = wanted.filter((id) => !currentIds.has(id))
      if (leaving.length > 0) {
        await tx
          .delete(classMembers)
          .where(and(eq(classMembers.profileId, studentId), inArray(classMembers.classId, leaving)))
      }
      for (const classId of wanted.filter((id) => !currentIds.has(id))) {
        await addMembersInTransaction(tx, { schoolId: actor.schoolId, classId, profileIds: [studentId] })
      }
    })
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_INDEX) && username) throw usernameTaken(username)
    throw error
  }
  await recordStudentEdit(db, actor, student, { ...input, username }, moves)
}

/** The audit rows of an edit (decision 169): what changed, and a move between classes by name. */
async function recordStudentEdit(
  db: Db,
  actor: Actor,
  before: Awaited<ReturnType<typeof findStudent>>,
  after: Omit<StudentFormValues, 'username'> & { username: string | null },
  moves: { added: string[]; removed: string[] },
): Promise<void> {
  const fields = (['firstName', 'lastName', 'username', 'grade'] as const).filter(
    (field) => (before[field] ?? null) !== (after[field] ?? null),
  )
  const subject = { id: before.id, name: `${after.firstName} ${after.lastName}` }
  if (fields.length > 0) recordAudit(db, actor, 'student.updated', subject, { detail: { changed: fields } })
  const moved = [...moves.added, ...moves.removed]
  if (moved.length === 0) return
  const names = new Map(
    (
      await db
        .select({ id: schoolClasses.id, name: schoolClasses.name })
        .from(schoolClasses)
        .where(and(eq(schoolClasses.schoolId, actor.schoolId), inArray(schoolClasses.id, moved)))
    ).map((row) => [row.id, row.name]),
  )
  const named = (ids: string[]) => ids.map((id) => names.get(id) ?? id)
  recordAudit(db, actor, 'student.moved', subject, {
    detail: { to: named(moves.added), from: named(moves.removed) },
  })
}
