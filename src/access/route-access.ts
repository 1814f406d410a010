import type { FileRouteTypes } from '@/routeTree.gen'
import { ADMINS, ADULTS, SIGNED_IN, STAFF, type UserRole, type VisitorType } from './visitor'

/**
 * Who may reach each page (SPEC §2.5), keyed by route id. Typed against the generated route tree:
 * a new route file without a rule here fails `npm run typecheck` (see docs/adding-a-route.md).
 * API routes (`/api/…`) are not pages; they check the visitor themselves (resolveRequestVisitor, assertVisitor).
 */
type RouteId = FileRouteTypes['id']
export type PageRouteId = Exclude<RouteId, '__root__' | '/api' | `/api/${string}`>

/** Everyone, or only these visitor types. */
export type Allow = 'everyone' | readonly VisitorType[]

export interface AccessRule {
  /** Who may reach the page on a school's host (the spec's table). */
  school: Allow
  /**
   * Who may reach it on the main host (PRODUCT.md §1); `false`: a school page, which the main
   * host answers by sending the visitor to /go-to-school.
   */
  main: Allow | false
  /** A paid-only area for staff, admin and teacher (SPEC §2.5). */
  paid?: true
  /**
   * A layout route: it wraps its children and is never the leaf the guard checks, so its rule
   * only documents who its pages are for.
   */
  layout?: true
  /**
   * A server route outside the API base (downloads): it renders no page, and its handler checks
   * the visitor itself. Listed so that every route id has a rule.
   */
  serverRoute?: true
  /**
   * Internal roles the page is also for, whatever the visitor type of their profile (a lesson
   * editor's profile is a teacher or an admin, decision 166).
   */
  roles?: readonly UserRole[]
}

const anonymous = ['anonymous'] as const satisfies readonly VisitorType[]
const student = ['student'] as const satisfies readonly VisitorType[]
const staff = STAFF
const admin = ADMINS
const teacher = ADULTS
const adults = ADULTS
const studentAndAdults = SIGNED_IN
const anonymousAndAdults = ['anonymous', ...ADULTS] as const satisfies readonly VisitorType[]
/** anonymous, student and the teacher set: the routes every row of the table names. */
const all = 'everyone' as const

/** A school page, as the table says; the main host sends it to /go-to-school. */
const schoolOnly = (allow: Allow, extra: Partial<AccessRule> = {}): AccessRule => ({
  school: allow,
  main: false,
  ...extra,
})
/** The same rule on both hosts. */
const both = (allow: Allow): AccessRule => ({ school: allow, main: allow })

export const routeAccess = {
  // Layouts: the leaf route decides.
  '/_public': { school: all, main: all, layout: true },
  '/dashboard': { school: studentAndAdults, main: false, layout: true },
  '/student': { school: studentAndAdults, main: false, layout: true },
  '/admin': { school: staff, main: staff, layout: true },

  // Home. Rule 4 sends an anonymous visitor at a school's root to /join; a signed-in visitor goes
  // to their default page (src/access/decide-route.ts). The main host's home is for everyone.
  '/_public/': { school: all, main: all },
  // Content pages `{slug}` and unknown paths (the 404 page) are for everyone, on both hosts.
  '/_public/$': both(all),
  // Uploaded files (logos, resources): a server route, no page; it serves a school's files on its
  // own host only (src/server/files/files.server.ts).
  '/files/$fileId': { ...both(all), serverRoute: true },

  // Error and status pages: the table gives /404 to every row, the others to anonymous visitors.
  '/404': both(all),
  // The bench's reference page (decision 129): a 404 unless the server runs with BENCH_BARE_PAGE=1.
  '/bench-bare': both(all),
  '/500': both(anonymous),
  '/503': both(anonymous),
  '/maintenance': both(anonymous),

  // Signing in and out, and the password routes.
  '/_public/login': both(anonymous),
  '/_public/login-finalize': schoolOnly(anonymousAndAdults),
  '/_public/register': both(anonymous),
  // /signup is in SPEC §2.3 but in no row of §2.5; PRODUCT.md §2 makes it the start of a new
  // school, so it is for the same visitors as /account-setup and /register.
  '/_public/signup': both(anonymous),
  '/_public/account-setup': both(anonymous),
  '/_public/forgot-password': both(anonymousAndAdults),
  '/_public/set-password': both(all),
  '/_public/reset-password': both(all),
  '/_public/token': both(all),
  '/_public/switch-profile': both(adults),
  '/_public/logout': both(studentAndAdults),
  '/_public/go-to-school': { school: anonymous, main: all },
  // On the main host /join takes a class code and sends the child on to the class's school.
  '/_public/join': both(anonymous),

  // Open to everyone the table names (every row).
  '/_public/faq': both(all),
  '/_public/api-test': both(all),
  '/_public/share/lesson/$sharingUUID': both(all),
  '/_public/free-lessons/': both(all),
  '/_public/free-lessons/$lessonUUID': both(all),

  // The student area.
  '/student/': schoolOnly(student),
  '/student/courses/': schoolOnly(student),
  '/student/courses/$cardUUID': schoolOnly(student),
  '/student/lesson/$cardSectionItemUUID': schoolOnly(student),
  '/student/profile-setup': schoolOnly(student),
  // "/student/register" is in the anonymous row; the student row's "/student/*" covers it too.
  '/student/register': schoolOnly(['anonymous', 'student']),
  '/student/resources/': schoolOnly(all),
  '/student/resources/$cardUUID': schoolOnly(all),

  // The dashboard: the teacher set (admins and staff have everything a teacher has).
  '/dashboard/': schoolOnly(teacher),
  '/dashboard/overview': schoolOnly(teacher),
  '/dashboard/profile/': schoolOnly(teacher),
  '/dashboard/profile/activity': schoolOnly(studentAndAdults),
  '/dashboard/activity': schoolOnly(studentAndAdults),
  '/dashboard/courses/': schoolOnly(teacher),
  '/dashboard/courses/$cardUUID': schoolOnly(teacher),
  '/dashboard/groups/': schoolOnly(teacher),
  '/dashboard/groups/new': schoolOnly(teacher),
  '/dashboard/groups/classroom': schoolOnly(teacher),
  '/dashboard/groups/$groupUUID': schoolOnly(teacher),
  '/dashboard/groups/$groupUUID_/review/$itemUUID': schoolOnly(teacher),
  '/dashboard/progress/': schoolOnly(teacher),
  '/dashboard/progress/$dashboardUUID': schoolOnly(teacher, { paid: true }),
  '/dashboard/progress/review/$studentUUID/$lessonUUID': schoolOnly(teacher),
  '/dashboard/assessments/$': schoolOnly(teacher, { paid: true }),
  '/dashboard/setup': schoolOnly(teacher),
  '/dashboard/students/': schoolOnly(teacher),
  '/dashboard/students/import/': schoolOnly(teacher),
  '/dashboard/students/import/$importUUID': schoolOnly(teacher),
  '/dashboard/students/$studentUUID/': schoolOnly(teacher),
  '/dashboard/students/$studentUUID/edit': schoolOnly(teacher),
  '/dashboard/students/$studentUUID/progress/$cardUUID': schoolOnly(teacher, { paid: true }),
  '/dashboard/resources': schoolOnly(teacher),
  '/dashboard/lesson/$cardSectionItemUUID': schoolOnly(teacher),
  '/dashboard/upgrade': schoolOnly(teacher),
  '/dashboard/subscriptions/callback': schoolOnly(teacher),

  // Admin additions.
  '/dashboard/schools': schoolOnly(admin),
  '/dashboard/teachers/': schoolOnly(admin),
  '/dashboard/teachers/new': schoolOnly(admin),
  '/dashboard/teachers/$teacherUUID/edit': schoolOnly(admin),
  '/dashboard/students/new': schoolOnly(admin),
  '/dashboard/students/import/roster/$syncUUID': schoolOnly(teacher),
  '/dashboard/settings': schoolOnly(admin),
  '/dashboard/subscriptions/': schoolOnly(admin),
  '/dashboard/admins/new': schoolOnly(admin),
  '/dashboard/admins/$adminUUID': schoolOnly(admin),

  // Staff additions: the console and the dashboard catch-all (welcome pack, template editor).
  '/admin/': both(staff),
  '/admin/schools': both(staff),
  '/admin/content/': both(staff),
  '/admin/content/$pageUUID': both(staff),
  '/admin/redirects': both(staff),
  '/admin/analytics': both(staff),
  // Every staff member sees the list; only SUPER changes a role (the server functions check it).
  '/admin/users': both(staff),
  '/dashboard/$': schoolOnly(staff),
  '/dashboard/welcome-pack': schoolOnly(staff),
  // The template editor: console staff, and lesson editors whatever their profile's role.
  '/dashboard/editor/$templateUUID/': schoolOnly(staff, { roles: ['LESSON_EDITOR'] }),
  '/dashboard/editor/$templateUUID/preview': schoolOnly(staff, { roles: ['LESSON_EDITOR'] }),
} as const satisfies Record<PageRouteId, AccessRule>

export function accessRuleOf(routeId: string): AccessRule | undefined {
  return (routeAccess as Record<string, AccessRule>)[routeId]
}

export function isAllowed(allow: Allow | false, type: VisitorType): boolean {
  if (allow === false) return false
  return allow === 'everyone' || allow.includes(type)
}

/** A rule's `roles`: a signed-in adult holding one of them may open the page. */
export function admitsRole(
  rule: AccessRule,
  type: VisitorType,
  userRole: UserRole | null | undefined,
): boolean {
  if (!rule.roles || !userRole || type === 'anonymous' || type === 'student') return false
  return rule.roles.includes(userRole)
}
