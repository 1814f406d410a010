import { type AccessRule, type PageRouteId, routeAccess } from '@/access/route-access'

/**
 * The paths a page view may be counted for: the app's own pages, read from the route access table,
 * which the type check keeps equal to the generated route tree (a new route file adds its pattern
 * here by itself). Pathless layouts (`_public`) and index slashes are dropped from a route id to
 * get its URL; `$name` segments match any one segment and are stored as written, so an id never
 * makes a new path. Layouts and server routes are not pages.
 */

type Segment = { kind: 'static'; value: string } | { kind: 'param' } | { kind: 'splat' }

export interface RoutePattern {
  routeId: PageRouteId
  /** The route's URL as stored: `/dashboard/groups/$groupUUID`. */
  path: string
  segments: Segment[]
}

export interface KnownPath {
  routeId: PageRouteId
  /** What is counted: the route's pattern. */
  path: string
  /** For a catch-all route (`…/$`): the rest of the path it caught, decoded. */
  splat: string | null
}

export function patternOf(routeId: PageRouteId): RoutePattern {
  const parts = routeId.split('/').filter((part) => part !== '' && !part.startsWith('_'))
  const segments = parts.map((part): Segment => {
    if (part === '$') return { kind: 'splat' }
    if (part.startsWith('$')) return { kind: 'param' }
    return { kind: 'static', value: part.toLowerCase() }
  })
  return { routeId, path: `/${parts.join('/')}`, segments }
}

const patterns: RoutePattern[] = (Object.entries(routeAccess) as [PageRouteId, AccessRule][])
  .filter(([, rule]) => !rule.layout && !rule.serverRoute)
  .map(([routeId]) => patternOf(routeId))

// As the router ranks them: at the first segment where two patterns differ, a fixed word beats a
// `$param`, which beats a catch-all (`/dashboard/groups/new` is not a class id).
const rank = { static: 0, param: 1, splat: 2 } as const

function compare(a: RoutePattern, b: RoutePattern): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const left = a.segments[i]
    const right = b.segments[i]
    if (!left || !right) return left ? 1 : -1
    const difference = rank[left.kind] - rank[right.kind]
    if (difference !== 0) return difference
  }
  return 0
}

function splitPath(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part))
  } catch {
    return null
  }
}

function matches(pattern: RoutePattern, parts: string[]): string | null | false {
  for (const [i, segment] of pattern.segments.entries()) {
    if (segment.kind === 'splat') return i < parts.length ? parts.slice(i).join('/') : false
    const part = parts[i]
    if (part === undefined) return false
    if (segment.kind === 'static' && part.toLowerCase() !== segment.value) return false
  }
  return parts.length === pattern.segments.length ? null : false
}

/** The page a path opens, or null when no route of the app has that shape. */
export function matchKnownPath(pathname: string): KnownPath | null {
  const parts = splitPath(pathname.split(/[?#]/)[0] ?? '')
  if (!parts) return null
  const found: { pattern: RoutePattern; splat: string | null }[] = []
  for (const pattern of patterns) {
    const splat = matches(pattern, parts)
    if (splat !== false) found.push({ pattern, splat })
  }
  found.sort((a, b) => compare(a.pattern, b.pattern))
  const best = found[0]
  return best ? { routeId: best.pattern.routeId, path: best.pattern.path, splat: best.splat } : null
}
