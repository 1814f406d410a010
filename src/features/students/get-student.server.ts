import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, manageableStudents, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, profiles, schoolClasses, users } from '@/server/db/schema'

export interface StudentDetail {
  id: string
  userId: string
  name: string
  firstName: string | null
  lastName: string | null
  username: string | null
  role: 'STUDENT' | 'STUDENT_SESSION'
  grade: number | null
  picturePassword: number | null
  /** Null for a child who still signs in with one picture (decision 162). */
  picturePasswordSecond: number | null
  secretWords: string | null
  hasPassword: boolean
  lockedUntil: Date | null
  /** Locked out of picture or words sign-in until a teacher unlocks them (decision 162). */
  unlockRequired: boolean
  lastActiveAt: Date | null
  createdAt: Date
  classes: { id: string; name: string; joinCode: string; loginType: 'picture' | 'words' | 'password' }[]
  /** Classes the actor may put this student in. */
  classOptions: { id: string; name: string }[]
}

export async function findStudent(db: Db, actor: Actor, studentId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      grade: profiles.grade,
      picturePassword: profiles.picturePassword,
      picturePasswordSecond: profiles.picturePasswordSecond,
      secretWords: profiles.secretWords,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      lockedUntil: profiles.lockedUntil,
      unlockRequired: sql<boolean>`${profiles.unlockRequiredAt} is not null`.mapWith(Boolean),
      lastActiveAt: profiles.lastActiveAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, studentId), manageableStudents(actor)))
  if (!row) throw notFound('This student')
  return { ...row, role: row.role as StudentDetail['role'] }
}

export async function getStudent(db: Db, actor: Actor, studentId: string): Promise<StudentDetail> {
  assertAdult(actor)
  const student = await findStudent(db, actor, studentId)
  recordAudit(db, actor, 'student.viewed', student)
  const classes = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      joinCode: schoolClasses.joinCode,
      loginType: schoolClasses.loginType,
    })
    .from(classMembers)
    .innerJoin(schoolClasses, eq(schoolClasses.id, classMembers.classId))
    .where(
      and(
        eq(classMembers.profileId, studentId),
        eq(schoolClasses.schoolId, actor.schoolId),
        isNull(schoolClasses.archivedAt),
      ),
    )
    .orderBy(asc(schoolClasses.name))
  const classOptions = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(and(manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name))
  const lockedUntil =
    student.lockedUntil && student.lockedUntil.getTime() > Date.now() ? student.lockedUntil : null
  return { ...student, hasPassword: Boolean(student.hasPassword), lockedUntil, classes, classOptions }
}

/** The classes among these ids the actor manages and that are active; 404 if any is not. */
export async function checkClasses(db: Db, actor: Actor, classIds: string[]): Promise<string[]> {
  const ids = [...new Set(classIds)]
  if (ids.length === 0) return ids
  const found = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(and(inArray(schoolClasses.id, ids), manageableClasses(actor), isNull(schoolClasses.archivedAt)))
  if (found.length !== ids.length) throw notFound('One of these classes')
  return ids
}
