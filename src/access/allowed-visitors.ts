import type { SignedInVisitorType, UserRole, VisitorType } from './visitor'

/**
 * Whom a server function (and the domain function behind it) admits: a visitor type of SPEC §2.5,
 * where 'staff' is any internal role, or an internal role by name (SPEC §6), which admits a staff
 * visitor of that role only. `['admin', 'SUPER', 'STAFF']` is school admins and staff who are not
 * lesson editors (decision 082).
 */
export type Allowed = SignedInVisitorType | UserRole

/** The staff console: schools, districts, content pages, redirect rules, analytics, the staff list. */
export const CONSOLE_STAFF = ['SUPER', 'STAFF'] as const satisfies readonly Allowed[]

/** Giving, changing and removing staff roles (PRODUCT §6: SUPER alone manages staff accounts). */
export const SUPER_ADMIN = ['SUPER'] as const satisfies readonly Allowed[]

/** Lesson templates: every staff role, lesson editors included. */
export const LESSON_EDITORS = ['staff'] as const satisfies readonly Allowed[]

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
  return visitor.visitorType === 'staff' && visitor.userRole !== null && allowed.includes(visitor.userRole)
}
