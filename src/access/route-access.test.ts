import { describe, expect, it } from 'vitest'
import { decideRoute, type RouteVisitor } from './decide-route'
import { type AccessRule, type PageRouteId, routeAccess as table } from './route-access'
import type { VisitorType } from './visitor'

/**
 * SPEC §2.5, row by row, on a school's host: every page route is reachable by exactly the visitor
 * types the table names (layout routes excepted: the leaf decides).
 */
const routeAccess: Record<PageRouteId, AccessRule> = table
const pageRoutes = (Object.keys(routeAccess) as PageRouteId[]).filter(
  (id) => !routeAccess[id].layout && !routeAccess[id].serverRoute,
)

const visitor = (type: VisitorType, paid = true): RouteVisitor => ({ type, paid, needsProfileSetup: false })

function reachable(type: VisitorType, host: 'school' | 'main' = 'school', paid = true): PageRouteId[] {
  return pageRoutes.filter(
    (routeId) =>
      decideRoute({ routeId, pathname: `/path/of${routeId}`, host, visitor: visitor(type, paid) }).kind ===
      'allow',
  )
}

// Anonymous: /join, /login, /go-to-school, /login-finalize, /register, /account-setup,
// /student/register, /student/resources/*, /token, /faq, /forgot-password, /set-password,
// /reset-password, /404, /500, /503, /maintenance, /share/lesson/*, /free-lessons and subpaths,
// /api-test (+ /signup, which no row names: PRODUCT.md §2 makes it the new-school start;
// + content pages {slug} and unknown paths, which must give the 404 page).
const anonymousRow: PageRouteId[] = [
  '/_public/join',
  '/_public/login',
  '/_public/go-to-school',
  '/_public/login-finalize',
  '/_public/register',
  '/_public/account-setup',
  '/student/register',
  '/student/resources/',
  '/student/resources/$cardUUID',
  '/_public/token',
  '/_public/faq',
  '/_public/forgot-password',
  '/_public/set-password',
  '/_public/reset-password',
  '/404',
  // The bench's reference page: a 404 unless the server runs with BENCH_BARE_PAGE=1 (decision 129).
  '/bench-bare',
  '/500',
  '/503',
  '/maintenance',
  '/_public/share/lesson/$sharingUUID',
  '/_public/free-lessons/',
  '/_public/free-lessons/$lessonUUID',
  '/_public/api-test',
  '/_public/signup',
  '/_public/$',
]

// Student: /student, /student/profile-setup, /student/*, /student/resources/*,
// /dashboard/profile/activity, /dashboard/activity, /token, /faq, /set-password, /reset-password,
// /404, /logout, /share/lesson/*, /free-lessons/*, /api-test (+ content pages / 404).
const studentRow: PageRouteId[] = [
  '/student/',
  '/student/profile-setup',
  '/student/courses/',
  '/student/courses/$cardUUID',
  '/student/lesson/$cardSectionItemUUID',
  '/student/register',
  '/student/resources/',
  '/student/resources/$cardUUID',
  '/dashboard/profile/activity',
  '/dashboard/activity',
  '/_public/token',
  '/_public/faq',
  '/_public/set-password',
  '/_public/reset-password',
  '/404',
  '/bench-bare',
  '/_public/logout',
  '/_public/share/lesson/$sharingUUID',
  '/_public/free-lessons/',
  '/_public/free-lessons/$lessonUUID',
  '/_public/api-test',
  '/_public/$',
]

// Teacher: dashboard overview, profile, profile/activity, courses, classes, progress and subpaths,
// setup, students and subpaths, resources, lesson/*, activity, upgrade, subscriptions/callback;
// also /student/resources/*, /switch-profile, /token, /faq, password routes, /login-finalize,
// /logout, share lessons, free-lessons, /404, /api-test. No teachers, schools, settings,
// subscriptions management or admins pages (and students/new is the admin row's).
const teacherRow: PageRouteId[] = [
  '/dashboard/',
  '/dashboard/overview',
  '/dashboard/profile/',
  '/dashboard/profile/activity',
  '/dashboard/courses/',
  '/dashboard/courses/$cardUUID',
  '/dashboard/groups/',
  '/dashboard/groups/new',
  '/dashboard/groups/classroom',
  '/dashboard/groups/$groupUUID',
  '/dashboard/groups/$groupUUID_/review/$itemUUID',
  '/dashboard/progress/',
  '/dashboard/progress/$dashboardUUID',
  '/dashboard/progress/review/$studentUUID/$lessonUUID',
  // Paid-only area; rule 5 sends every assessments path on to the progress list.
  '/dashboard/assessments/$',
  '/dashboard/setup',
  '/dashboard/students/',
  '/dashboard/students/import/',
  '/dashboard/students/import/$importUUID',
  // A teacher's own syncs (Google Classroom imports); an admin's are the school's.
  '/dashboard/students/import/roster/$syncUUID',
  '/dashboard/students/$studentUUID/',
  '/dashboard/students/$studentUUID/edit',
  '/dashboard/students/$studentUUID/progress/$cardUUID',
  '/dashboard/resources',
  '/dashboard/lesson/$cardSectionItemUUID',
  '/dashboard/activity',
  '/dashboard/upgrade',
  '/dashboard/subscriptions/callback',
  '/student/resources/',
  '/student/resources/$cardUUID',
  '/_public/switch-profile',
  '/_public/token',
  '/_public/faq',
  '/_public/forgot-password',
  '/_public/set-password',
  '/_public/reset-password',
  '/_public/login-finalize',
  '/_public/logout',
  '/_public/share/lesson/$sharingUUID',
  '/_public/free-lessons/',
  '/_public/free-lessons/$lessonUUID',
  '/404',
  '/bench-bare',
  '/_public/api-test',
  '/_public/$',
]

// Admin: everything a teacher can reach, plus schools, teachers (including new), students/new,
// settings, subscriptions, admins (including new).
const adminRow: PageRouteId[] = [
  ...teacherRow,
  '/dashboard/schools',
  '/dashboard/teachers/',
  '/dashboard/teachers/new',
  '/dashboard/teachers/$teacherUUID/edit',
  '/dashboard/students/new',
  '/dashboard/settings',
  '/dashboard/subscriptions/',
  '/dashboard/admins/new',
  '/dashboard/admins/$adminUUID',
]

// Staff: the admin set plus /admin and a catch-all /dashboard/* (welcome pack and template editor
// are reached through it, PRODUCT.md §1).
const staffRow: PageRouteId[] = [
  ...adminRow,
  '/admin/',
  '/admin/schools',
  '/admin/content/',
  '/admin/content/$pageUUID',
  '/admin/redirects',
  '/admin/analytics',
  '/admin/users',
  '/dashboard/$',
  '/dashboard/welcome-pack',
  '/dashboard/editor/$templateUUID/',
  '/dashboard/editor/$templateUUID/preview',
]

const sorted = (ids: readonly string[]) => [...new Set(ids)].sort()

describe('SPEC §2.5 access by visitor type (school host)', () => {
  it.each([
    ['anonymous', anonymousRow],
    ['student', studentRow],
    ['teacher', teacherRow],
    ['admin', adminRow],
    ['staff', staffRow],
  ] as const)('%s reaches exactly its row', (type, row) => {
    expect(sorted(reachable(type))).toEqual(sorted(row))
  })

  it('gives every page route a rule (the type checker enforces it; this guards the data)', () => {
    for (const id of pageRoutes) {
      expect(routeAccess[id].school).toBeDefined()
      expect(routeAccess[id].main).toBeDefined()
    }
  })

  it('marks exactly the paid-only areas', () => {
    const paid = pageRoutes.filter((id) => routeAccess[id].paid)
    expect(sorted(paid)).toEqual(
      sorted([
        '/dashboard/progress/$dashboardUUID',
        '/dashboard/assessments/$',
        '/dashboard/students/$studentUUID/progress/$cardUUID',
      ]),
    )
  })

  it.each(['staff', 'admin', 'teacher'] as const)(
    '%s without a paid school loses only the paid-only areas',
    (type) => {
      const unpaid = sorted(reachable(type, 'school', false))
      const paid = sorted(reachable(type, 'school', true))
      expect(paid.filter((id) => !unpaid.includes(id))).toEqual(
        sorted([
          '/dashboard/progress/$dashboardUUID',
          '/dashboard/assessments/$',
          '/dashboard/students/$studentUUID/progress/$cardUUID',
        ]),
      )
    },
  )

  it.each(['student', 'anonymous'] as const)('%s has no paid-only areas', (type) => {
    expect(sorted(reachable(type, 'school', false))).toEqual(sorted(reachable(type, 'school', true)))
  })
})

describe('the main host (PRODUCT.md §1)', () => {
  it('serves home, sign-in, signup, go-to-school, free lessons, FAQ, content pages and the console', () => {
    expect(sorted(reachable('anonymous', 'main'))).toEqual(
      sorted([
        '/_public/',
        '/_public/login',
        '/_public/signup',
        '/_public/account-setup',
        '/_public/register',
        '/_public/go-to-school',
        '/_public/join',
        '/_public/free-lessons/',
        '/_public/free-lessons/$lessonUUID',
        '/_public/faq',
        '/_public/$',
        '/_public/forgot-password',
        '/_public/set-password',
        '/_public/reset-password',
        '/_public/token',
        '/_public/share/lesson/$sharingUUID',
        '/_public/api-test',
        '/404',
        '/bench-bare',
        '/500',
        '/503',
        '/maintenance',
      ]),
    )
    expect(reachable('staff', 'main')).toContain('/admin/')
    expect(reachable('admin', 'main')).not.toContain('/admin/')
  })

  it('sends school pages to /go-to-school', () => {
    for (const type of ['anonymous', 'student', 'teacher', 'admin', 'staff'] as const) {
      expect(
        decideRoute({
          routeId: '/dashboard/groups/',
          pathname: '/dashboard/groups',
          host: 'main',
          visitor: visitor(type),
        }),
      ).toMatchObject({ kind: 'redirect', to: '/go-to-school' })
    }
  })

  it('serves /join to anonymous visitors, for a class code that leads to its school', () => {
    expect(
      decideRoute({
        routeId: '/_public/join',
        pathname: '/join',
        host: 'main',
        visitor: visitor('anonymous'),
      }),
    ).toEqual({ kind: 'allow' })
    expect(
      decideRoute({ routeId: '/_public/join', pathname: '/join', host: 'main', visitor: visitor('teacher') }),
    ).toMatchObject({ kind: 'redirect' })
  })
})
