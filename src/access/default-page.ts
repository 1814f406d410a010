import type { VisitorType } from './visitor'

export type HostKind = 'main' | 'school'

/**
 * Where a visitor belongs (SPEC §2.6 rule 3 on a school's host): staff, admin and teacher to
 * /dashboard/courses, students to /student/courses, anonymous visitors to /join.
 * The main host has no school (PRODUCT.md §1): staff go to the console, other signed-in adults
 * choose the school to open (/switch-profile), anyone else signs in.
 */
export function defaultPage(type: VisitorType, host: HostKind): string {
  if (host === 'main') {
    if (type === 'staff') return '/admin'
    if (type === 'teacher' || type === 'admin') return '/switch-profile'
    if (type === 'student') return '/go-to-school'
    return '/login'
  }
  switch (type) {
    case 'staff':
    case 'admin':
    case 'teacher':
      return '/dashboard/courses'
    case 'student':
      return '/student/courses'
    case 'anonymous':
      return '/join'
  }
}
