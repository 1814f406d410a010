/**
 * Visitor types (SPEC §2.5). Pure and client-safe: the route guard and the server middleware
 * derive the type the same way.
 */
export type VisitorType = 'anonymous' | 'student' | 'teacher' | 'admin' | 'staff'
export type SignedInVisitorType = Exclude<VisitorType, 'anonymous'>

export type ProfileRole = 'STUDENT' | 'STUDENT_SESSION' | 'TEACHER' | 'ADMIN'
export type UserRole = 'SUPER' | 'STAFF' | 'LESSON_EDITOR'

export const PROFILE_ROLES: readonly ProfileRole[] = ['STUDENT', 'STUDENT_SESSION', 'TEACHER', 'ADMIN']
export const USER_ROLES: readonly UserRole[] = ['SUPER', 'STAFF', 'LESSON_EDITOR']

export interface VisitorProfile {
  role: ProfileRole
  user_role: UserRole | null
}

export function isStudentRole(role: ProfileRole): boolean {
  return role === 'STUDENT' || role === 'STUDENT_SESSION'
}

/**
 * The visitor type of a profile; `null` (no profile) is anonymous. The spec lists the student
 * rule first, so a student profile is a student even for a user with a staff user_role; any other
 * profile of a staff user is staff.
 */
export function visitorTypeOf(profile: VisitorProfile | null | undefined): VisitorType {
  if (!profile) return 'anonymous'
  if (isStudentRole(profile.role)) return 'student'
  if (profile.user_role !== null) return 'staff'
  return profile.role === 'TEACHER' ? 'teacher' : 'admin'
}

/** Staff, admins and teachers have paid-only areas; students and anonymous visitors have none. */
export function hasPaidAreas(type: VisitorType): boolean {
  return type === 'staff' || type === 'admin' || type === 'teacher'
}
