import { useRouter } from '@tanstack/react-router'
import type { RequestContext } from './request-context.functions'
import { requestContextQuery } from './request-context.queries'
import type { Place } from './session-flow'

/** The request context the root route loaded (place, visitor, configuration). */
export function useRequestContext(): RequestContext | undefined {
  const router = useRouter()
  return router.options.context.queryClient.getQueryData(requestContextQuery().queryKey)
}

/** Where the page is: the main host or a school's. */
export function placeOf(context: RequestContext | undefined): Place {
  return context?.place.kind === 'school'
    ? { kind: 'school', subdomain: context.place.school.subdomain }
    : { kind: 'main' }
}
