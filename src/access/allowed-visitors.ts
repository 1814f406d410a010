import type { SignedInVisitorType, UserRole, VisitorType } from './visitor'

/**
 * Whom a server function (and the domain function behind it) admits: a visitor type of SPEC §2.5,
 * where 'staff' is console staff (SUPER, STAFF; decision 166), or an internal role by name (SPEC
 * §6), which admits a signed-in adult holding that role, whatever their profile's visitor type (a
 * lesson editor's profile is a teacher or an admin). `['admin', 'SUPER', 'STAFF']` is school admins
 * and console staff (decision 082).
 */
export type Allowed = SignedInVisitorType | UserRole

/** The staff console: schools, districts, content pages, redirect rules, analytics, the staff list. */
export const CONSOLE_STAFF = ['SUPER', 'STAFF'] as const satisfies readonly Allowed[]

/** Giving, changing and removing staff roles (PRODUCT §6: SUPER alone manages staff accounts). */
export const SUPER_ADMIN = ['SUPER'] as const satisfies readonly Allowed[]

/** Lesson templates: every internal role, lesson editors included. */
export const LESSON_EDITORS = ['SUPER', 'STAFF', 'LESSON_EDITOR'] as const satisfies readonly Allowed[]

/** A district's schools and switching into them: its admins and console staff, not lesson editors. */
export const DISTRICT_TOOLS = ['admin', 'SUPER', 'STAFF'] as const satisfies readonly Allowed[]

export interface AdmittedVisitor {
  visitorType: VisitorType
  userRole: UserRole | null
}

/** True when `visitor` is one of `allowed`; an empty list admits any signed-in visitor. */
export function admits(allowed: readonly Allowed[], visitor: AdmittedVisitor): boolean {
  if (visitor.visitorType === 'anonymous') return false
  if (allowed.length === 0 || allowed.includes(visitor.visitorType)) return true
  return visitor.visitorType !== 'student' && visitor.userRole !== null && allowed.includes(visitor.userRole)
}
