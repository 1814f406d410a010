import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type SessionSite, SPEC_COOKIE_LIFETIMES } from '@/lib/cookie-lifetimes'
import { LOCAL_SITE, mainOrigin, type Place, type ProductSite, schoolOrigin } from '@/lib/hosts'
import type { RequestContext } from './request-context.functions'
import { requestContextQuery } from './request-context.queries'

/**
 * The request context the root route loaded (place, visitor, configuration). Read through a query
 * observer, so a change that invalidates it (a payment, a new role) shows in the menus at once.
 */
export function useRequestContext(): RequestContext | undefined {
  const router = useRouter()
  return useQuery(requestContextQuery(), router.options.context.queryClient).data
}

/** The site and the cookie lifetimes, for signing in and switching profile (SPEC §4, §9). */
export function sessionSiteOf(context: RequestContext | undefined): SessionSite {
  return context?.config ?? { ...LOCAL_SITE, cookies: SPEC_COOKIE_LIFETIMES }
}

/** The configured host and scheme, for links to the main host and other schools. */
export function productSiteOf(context: RequestContext | undefined): ProductSite {
  return context?.config ?? LOCAL_SITE
}

/** The configured origin of this page's host (its school's, else the main host's), for links to copy. */
export function pageOriginOf(context: RequestContext | undefined): string {
  const site = productSiteOf(context)
  return context?.place.kind === 'school'
    ? schoolOrigin(context.place.school.subdomain, site)
    : mainOrigin(site)
}

/** Where the page is: the main host or a school's. */
export function placeOf(context: RequestContext | undefined): Place {
  return context?.place.kind === 'school'
    ? { kind: 'school', subdomain: context.place.school.subdomain }
    : { kind: 'main' }
}
