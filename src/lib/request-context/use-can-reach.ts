import { useRouter } from '@tanstack/react-router'
import { ANONYMOUS, decideRoute } from '@/access/decide-route'
import { useRequestContext } from './use-request-context'

/**
 * Whether the visitor may open a path (the guard's own decision, SPEC §2.5), for hiding links and
 * navigation items they could not use.
 */
export function useCanReach(): (path: string) => boolean {
  const router = useRouter()
  const context = useRequestContext()
  const host = context?.place.kind === 'school' ? 'school' : 'main'
  const visitor = context?.visitor ?? ANONYMOUS
  return (path: string) => {
    const [, , found] = router.getMatchedRoutes(path)
    if (!found) return false
    return decideRoute({ routeId: found.id, pathname: path, host, visitor }).kind === 'allow'
  }
}
