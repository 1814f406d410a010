/**
 * Path redirect rules set by configuration (SPEC §2.4): from a path to another path of the app
 * (internal) or to an http(s) URL (external). Rules come from app.config.ts (REDIRECT_RULES) and
 * from the staff console (the redirect_rules table). A `from` ending in `/*` matches the path and
 * everything under it. Paths compare without a trailing slash and case-sensitively.
 */
export interface PathRedirectRule {
  from: string
  to: string
}

export type PathRedirect = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

export function matchPathRedirect(pathname: string, rules: readonly PathRedirectRule[]): PathRedirect | null {
  const path = trimSlash(pathname)
  for (const rule of rules) {
    const matches = rule.from.endsWith('/*')
      ? path === trimSlash(rule.from.slice(0, -2)) || path.startsWith(rule.from.slice(0, -1))
      : path === trimSlash(rule.from)
    if (!matches) continue
    if (/^https?:\/\//i.test(rule.to)) return { kind: 'external', href: rule.to }
    // An internal target that points back at the same path would loop: ignore the rule.
    if (trimSlash(rule.to.split(/[?#]/)[0] ?? '') === path) continue
    if (rule.to.startsWith('/') && !rule.to.startsWith('//')) return { kind: 'internal', to: rule.to }
  }
  return null
}
