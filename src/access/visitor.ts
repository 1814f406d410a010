/**
 * Visitor types (SPEC §2.5). Pure and client-safe: the route guard and the server middleware
 * derive the type the same way.
 */
export type VisitorType = 'anonymous' | 'student' | 'teacher' | 'admin' | 'staff'
export type SignedInVisitorType = Exclude<VisitorType, 'anonymous'>

export type ProfileRole = 'STUDENT' | 'STUDENT_SESSION' | 'TEACHER' | 'ADMIN'
export type UserRole = 'SUPER' | 'STAFF' | 'LESSON_EDITOR'

/*
 * The role sets every check names: the route table (src/access/route-access.ts), the server
 * middleware (`requireVisitor(...ADULTS)`) and the domain's own checks (src/server/auth/actor.ts).
 * They live here, in the pure half of the kernel, because the route table runs in the browser too.
 */
export const SIGNED_IN = [
  'student',
  'teacher',
  'admin',
  'staff',
] as const satisfies readonly SignedInVisitorType[]
/** Teachers, admins and staff (SPEC §2.5: the teacher row and the rows above it). */
export const ADULTS = ['teacher', 'admin', 'staff'] as const satisfies readonly SignedInVisitorType[]
/** Admins and staff: console staff (SUPER, STAFF) act at a school like its admin (decision 166). */
export const ADMINS = ['admin', 'staff'] as const satisfies readonly SignedInVisitorType[]
export const STAFF = ['staff'] as const satisfies readonly SignedInVisitorType[]
/** The profile roles of students: a student with an account, and a quick-join session student. */
export const STUDENT_ROLES = ['STUDENT', 'STUDENT_SESSION'] as const satisfies readonly ProfileRole[]

export interface VisitorProfile {
  role: ProfileRole
  user_role: UserRole | null
}

export function isStudentRole(role: ProfileRole): boolean {
  return (STUDENT_ROLES as readonly ProfileRole[]).includes(role)
}

/** The internal roles that act as a school's admin at any school (decision 166): console staff. */
const CONSOLE_ROLES = ['SUPER', 'STAFF'] as const satisfies readonly UserRole[]

/**
 * The visitor type of a profile; `null` (no profile) is anonymous. The spec lists the student
 * rule first, so a student profile is a student even for a user with a staff user_role. Any other
 * profile of console staff (SUPER, STAFF) is staff; a lesson editor's profile acts as the role it
 * holds at its school (a teacher is a teacher), decision 166 — editing lessons is granted by the
 * role itself, not by the visitor type.
 */
export function visitorTypeOf(profile: VisitorProfile | null | undefined): VisitorType {
  if (!profile) return 'anonymous'
  if (isStudentRole(profile.role)) return 'student'
  if (profile.user_role !== null && (CONSOLE_ROLES as readonly UserRole[]).includes(profile.user_role)) {
    return 'staff'
  }
  return profile.role === 'TEACHER' ? 'teacher' : 'admin'
}

/** Staff, admins and teachers have paid-only areas; students and anonymous visitors have none. */
export function hasPaidAreas(type: VisitorType): boolean {
  return type === 'staff' || type === 'admin' || type === 'teacher'
}
