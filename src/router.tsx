import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { PageNotFoundScreen } from '@/components/errors/page-not-found-screen'
import { RouteErrorScreen } from '@/components/errors/route-error-screen'
import { PRELOAD_DELAY_MS, queuePreloads } from '@/lib/preload-queue'
import { routeTree } from './routeTree.gen'

/**
 * The CSP nonce of this response (decision 080): the server entry makes one per request and passes
 * it as request context; Start stamps it on every script it renders. In the browser Start reads
 * it back from the page (`meta[property="csp-nonce"]`) when it hydrates.
 */
function cspNonce(): string | undefined {
  try {
    const nonce = (getGlobalStartContext() as { nonce?: unknown } | undefined)?.nonce
    return typeof nonce === 'string' ? nonce : undefined
  } catch {
    return undefined
  }
}

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: PageNotFoundScreen,
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  if (typeof window !== 'undefined') {
    // SPEC §9: about 4 prefetches at a time, none in the page's first second.
    router.preloadRoute = queuePreloads(router.preloadRoute, { notBefore: Date.now() + PRELOAD_DELAY_MS })
  }
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
