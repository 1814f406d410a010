import { defaultPage, type HostKind } from './default-page'
import { matchPathRedirect, type PathRedirectRule } from './path-redirects'
import { safeRedirectPath } from './redirect-param'
import { accessRuleOf, admitsRole, isAllowed, routeAccess } from './route-access'
import { hasPaidAreas, type UserRole, type VisitorType } from './visitor'

/** What the guard knows about the visitor: enough to apply SPEC §2.5 and §2.6. */
export interface RouteVisitor {
  type: VisitorType
  /** The profile's school is paid. */
  paid: boolean
  /** Rule 8: a student of a district school (not the demo student) who has not set up yet. */
  needsProfileSetup: boolean
  /** The account's internal role: a rule's `roles` admit it whatever the visitor type. */
  userRole?: UserRole | null
}

export const ANONYMOUS: RouteVisitor = { type: 'anonymous', paid: false, needsProfileSetup: false }

export interface RouteRequest {
  /** The leaf match's route id. */
  routeId: string
  pathname: string
  /** The raw `redirect` query value, if any. */
  redirectParam?: unknown
  host: HostKind | 'canva'
  visitor: RouteVisitor
  pathRedirects?: readonly PathRedirectRule[]
  /** Rule 6's target. */
  canvaWelcomePackUrl?: string
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; rule: string }
  | { kind: 'external'; href: string; rule: string }
  /** SPEC §8 "Unknown route guard": a route without an access rule. */
  | { kind: 'unknown-route'; message: 'Unknown route middleware' }

const PROGRESS_LIST = '/dashboard/progress'
const PROFILE_SETUP = '/student/profile-setup'
/** Pages a student who must set up first (rule 8) may still open. */
const SETUP_EXEMPT_ROUTES = new Set(['/student/profile-setup', '/_public/logout', '/404'])

function underPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

function isProgressOrAssessmentsPath(pathname: string): boolean {
  return underPath(pathname, '/dashboard/progress') || underPath(pathname, '/dashboard/assessments')
}

/** Rules 2 and 3: where a visitor goes from a page they may not open (or may not open unpaid). */
function fallback(request: RouteRequest, host: HostKind): { to: string; rule: string } {
  const { visitor, pathname } = request
  // Rule 2 only for visitors who may open the list themselves; for anyone else it would loop.
  const progressRule = routeAccess['/dashboard/progress/']
  if (
    isProgressOrAssessmentsPath(pathname) &&
    pathname !== PROGRESS_LIST &&
    isAllowed(host === 'school' ? progressRule.school : progressRule.main, visitor.type)
  ) {
    return { to: PROGRESS_LIST, rule: '2' }
  }
  const to = defaultPage(visitor.type, host)
  // On the main host an anonymous visitor signs in and comes back.
  if (host === 'main' && visitor.type === 'anonymous' && to === '/login') {
    return { to: `/login?redirect=${encodeURIComponent(pathname)}`, rule: '3' }
  }
  return { to, rule: '3' }
}

/**
 * The route guard (SPEC §2.4 path redirects, §2.5 access, §2.6 rules 1–8), pure. The root route's
 * beforeLoad calls it for the leaf match on every navigation; the server middleware enforces the
 * same table for data.
 */
export function decideRoute(request: RouteRequest): RouteDecision {
  const { routeId, pathname, visitor } = request

  // Rule 6: the canva subdomain (the request middleware answers first on the server).
  if (request.host === 'canva') {
    return { kind: 'external', href: request.canvaWelcomePackUrl ?? '/', rule: '6' }
  }
  const host = request.host

  // §2.4: configured path redirects.
  const configured = matchPathRedirect(pathname, request.pathRedirects ?? [])
  if (configured?.kind === 'external') return { kind: 'external', href: configured.href, rule: '2.4' }
  if (configured?.kind === 'internal') return { kind: 'redirect', to: configured.to, rule: '2.4' }

  // Rule 5: every assessments path goes to the progress dashboards list.
  if (underPath(pathname, '/dashboard/assessments')) return { kind: 'redirect', to: PROGRESS_LIST, rule: '5' }

  const rule = accessRuleOf(routeId)
  if (!rule) return { kind: 'unknown-route', message: 'Unknown route middleware' }

  // Rule 8: a district student sets up their profile first.
  if (
    host === 'school' &&
    visitor.type === 'student' &&
    visitor.needsProfileSetup &&
    !SETUP_EXEMPT_ROUTES.has(routeId)
  ) {
    return { kind: 'redirect', to: PROFILE_SETUP, rule: '8' }
  }

  // Rule 4, and the home page of a signed-in visitor: their default page.
  if (routeId === '/_public/') {
    if (visitor.type !== 'anonymous')
      return { kind: 'redirect', to: defaultPage(visitor.type, host), rule: '3' }
    if (host === 'school') return { kind: 'redirect', to: '/join', rule: '4' }
    return { kind: 'allow' }
  }

  const allow = host === 'school' ? rule.school : rule.main
  // PRODUCT.md §1: school pages on the main host send the visitor to find their school.
  if (allow === false) return { kind: 'redirect', to: '/go-to-school', rule: 'main-host' }

  if (!isAllowed(allow, visitor.type) && !admitsRole(rule, visitor.type, visitor.userRole)) {
    // Rule 1: a signed-in visitor goes to the `redirect` value, when it is a path of this origin.
    if (visitor.type !== 'anonymous') {
      const target = safeRedirectPath(request.redirectParam)
      if (target && target.split(/[?#]/)[0] !== pathname) return { kind: 'redirect', to: target, rule: '1' }
    }
    return { kind: 'redirect', ...fallback(request, host) }
  }

  // Rule 7: a paid-only page for a visitor whose school is not paid.
  if (rule.paid && hasPaidAreas(visitor.type) && !visitor.paid) {
    return { kind: 'redirect', ...fallback(request, host), rule: '7' }
  }
  return { kind: 'allow' }
}
