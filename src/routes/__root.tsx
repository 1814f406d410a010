/// <reference types="vite/client" />

import fontRegular from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url'
import fontBold from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2?url'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  notFound,
  Outlet,
  redirect,
  Scripts,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { ANONYMOUS, decideRoute } from '@/access/decide-route'
import { PageNotFoundScreen } from '@/components/errors/page-not-found-screen'
import { SchoolNotFoundScreen } from '@/components/errors/school-not-found-screen'
import { UnhandledErrorGate } from '@/components/errors/unhandled-error-gate'
import { NewBuildBanner } from '@/components/layouts/new-build-banner'
import { usePublicConfig } from '@/components/layouts/use-public-config'
import { recordPageViewFn } from '@/features/analytics/page-views.functions'
import { forgetSessionLocally } from '@/features/auth/session-flow'
import { configureApiClient } from '@/lib/api-client'
import { LOCAL_SITE, mainOrigin } from '@/lib/hosts'
import { textDirection } from '@/lib/i18n/locales'
import { startMonitoring } from '@/lib/monitoring'
import { requestContextQuery } from '@/lib/request-context/request-context.queries'
import { ZOD_WITHOUT_EVAL_SCRIPT } from '@/lib/zod-without-eval'
import { getLocale } from '@/paraglide/runtime'
import appCss from '@/styles/app.css?url'

interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'CodeSchool' },
      { name: 'description', content: 'Coding lessons for children, in every classroom.' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // The text face in both weights, fetched with the page: the first layout then uses it, and
      // the page is not laid out again (and its fonts looked up again) when it arrives.
      { rel: 'preload', href: fontRegular, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'preload', href: fontBold, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    scripts: [{ children: ZOD_WITHOUT_EVAL_SCRIPT }],
  }),
  beforeLoad: async ({ context, matches, location }) => {
    const requestContext = await context.queryClient.ensureQueryData(requestContextQuery())
    const { place } = requestContext
    if (place.kind === 'school-not-found') {
      throw notFound({ data: { schoolNotFound: true } })
    }
    // The guard (SPEC §2.4–§2.6) for the page being opened: the leaf match's access rule.
    const leaf = matches[matches.length - 1]
    const decision = decideRoute({
      routeId: leaf?.routeId ?? '',
      pathname: location.pathname,
      redirectParam: (location.search as Record<string, unknown>).redirect,
      host: place.kind,
      visitor: requestContext.visitor ?? ANONYMOUS,
      pathRedirects: requestContext.pathRedirects,
    })
    if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true })
    if (decision.kind === 'external') throw redirect({ href: decision.href, reloadDocument: true })
    if (decision.kind === 'unknown-route') throw new Error(decision.message)
    return { requestContext }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: RootNotFound,
})

function RootDocument({ children }: { children: ReactNode }) {
  // The request's language on the server, the same one read back from <html lang> in the browser.
  const locale = getLocale()
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <HeadContent />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  // Read from the query cache: when the root's beforeLoad throws (unknown school), the route
  // context is empty but the component still frames the not-found screen.
  const config = usePublicConfig()
  const router = useRouter()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    if (config) void startMonitoring({ env: config.env, dsn: config.sentryDsn })
    // SPEC §8: a 401 on any call but auth/profile signs the visitor out and goes to `/`.
    configureApiClient({
      apiBase: config?.apiBase ?? '/api/',
      onUnauthorized: () => {
        forgetSessionLocally()
        window.location.assign('/')
      },
    })
  }, [config])
  useEffect(() => {
    // First-party analytics (SPEC §2.4: none on /login and /join; the server skips them).
    const record = (pathname: string) => {
      if (pathname === '/login' || pathname === '/join') return
      recordPageViewFn({ data: { path: pathname } }).catch(() => {})
    }
    record(window.location.pathname)
    return router.subscribe('onResolved', (event) => {
      if (event.pathChanged) record(event.toLocation.pathname)
    })
  }, [router])
  return (
    <>
      <UnhandledErrorGate>
        <Outlet />
      </UnhandledErrorGate>
      <NewBuildBanner />
    </>
  )
}

function RootNotFound({ data }: { data?: unknown }) {
  const config = usePublicConfig()
  if (data && typeof data === 'object' && 'schoolNotFound' in data) {
    return <SchoolNotFoundScreen goToSchoolHref={`${mainOrigin(config ?? LOCAL_SITE)}/go-to-school`} />
  }
  return <PageNotFoundScreen />
}
