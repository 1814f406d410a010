import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import type { RouteVisitor } from '@/access/decide-route'
import type { PathRedirectRule } from '@/access/path-redirects'
import type { ProfileRole, UserRole } from '@/access/visitor'
import { isLanguage } from '@/lib/i18n/locales'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import { schoolDefaultLocaleBySubdomain } from '@/server/auth/school-lookup-cache'
import { getDb } from '@/server/db/client'
import { publicAccess } from '@/server/middleware/auth'
import { publicConfig } from '@/server/public-config'
import { browserAsksForALanguage, deviceChoseLanguage, refineRequestLocale } from '@/server/request/locale'
import { consoleRedirectRules } from '@/server/request/redirect-rules-cache'
import { appConfig } from '~/app.config'

/** What the browser knows about the signed-in visitor: enough for the guard and the account menu. */
export interface ClientVisitor extends RouteVisitor {
  profileId: string
  name: string
  role: ProfileRole
  userRole: UserRole | null
  /** The profile's school subdomain (the account cookie). */
  account: string
}

/**
 * Configured path redirects (SPEC §2.4): app.config.ts first, then the staff console's, read at
 * most every few seconds per process (decision 132).
 */
async function pathRedirects(): Promise<PathRedirectRule[]> {
  const configured = appConfig().redirectRules
  try {
    const rows = await consoleRedirectRules(await getDb())
    return [...configured, ...rows]
  } catch {
    return configured
  }
}

/**
 * Where the visitor is (main host or which school), who they are, the path redirects and the
 * browser's configuration. The root route loads it once per page load; sign-in, sign-out and
 * profile switches reload the page.
 */
export const getRequestContext = createServerFn({ method: 'GET' })
  .middleware([publicAccess('every page, signed in or not, needs to know where it is and who is here')])
  .handler(async () => {
    const request = getRequest()
    const resolution = await resolveRequestVisitor(request)
    const auth = resolution.visitor
    // A device that has not chosen a language (decision 204): a signed-in person's stored choice,
    // else, when the browser asks for none of ours, the school's default. Both come with reads the
    // request context makes anyway: the person's with their session, the school's with the school
    // (kept per process, decision 205).
    if (!deviceChoseLanguage(request)) {
      const stored = auth ? resolution.session?.locale : null
      const preference = isLanguage(stored) ? stored : null
      const schoolDefault =
        !preference && resolution.place.kind === 'school' && !browserAsksForALanguage(request)
          ? await schoolDefaultLocaleBySubdomain(await getDb(), resolution.place.school.subdomain)
          : null
      if (preference || schoolDefault) {
        refineRequestLocale(request, { preference, schoolDefault, pseudoAllowed: appConfig().demoData })
      }
    }
    const visitor: ClientVisitor | null = auth
      ? {
          type: auth.visitorType,
          paid: auth.paid,
          needsProfileSetup: auth.needsProfileSetup,
          profileId: auth.profileId,
          name: auth.name,
          role: auth.role,
          userRole: auth.userRole,
          account: auth.schoolSubdomain,
        }
      : null
    return {
      place: resolution.place,
      visitor,
      /** Signed in on this host, but with no profile usable here (a transfer is due). */
      hasSession: resolution.session !== null,
      pathRedirects: resolution.place.kind === 'canva' ? [] : await pathRedirects(),
      config: publicConfig(),
    }
  })

export type RequestContext = Awaited<ReturnType<typeof getRequestContext>>
