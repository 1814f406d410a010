import { eq, sql } from 'drizzle-orm'
import { mainOrigin, schoolOrigin } from '@/lib/hosts'
import { m } from '@/paraglide/messages'
import { serializeCookie } from '@/server/auth/auth-cookies'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import type { AuthContext } from '@/server/auth/visitor'
import { type Db, getDb } from '@/server/db/client'
import { schoolSignInProviders } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { errorText, logLine } from '@/server/log'
import { appConfig } from '~/app.config'
import { finishClassroomConsent } from './classroom-consent.server'
import type { ProviderJoinHooks } from './identity-resolution.server'
import { callbackUrl, providerOnServer } from './oidc-configuration.server'
import { finishProviderSignIn } from './provider-sign-in-callback.server'
import { startProviderSignIn } from './provider-sign-in-start.server'
import {
  IDENTITY_PROVIDERS,
  isIdentityProvider,
  type ProviderSettingsRow,
  type SignInErrorCode,
} from './providers'
import type { ProviderSettingsInput } from './sign-in-providers.schemas'

function redirect(location: string, cookies: Parameters<typeof serializeCookie>[0][] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
  for (const cookie of cookies) headers.append('set-cookie', serializeCookie(cookie))
  return new Response(null, { status: 303, headers })
}

function backToLogin(subdomain: string | null, code: SignInErrorCode, path = '/login'): Response {
  const site = appConfig()
  const origin = subdomain ? schoolOrigin(subdomain, site) : mainOrigin(site)
  return redirect(`${origin}${path}?${new URLSearchParams({ signin_error: code })}`)
}

/** POST auth/oidc/start: the sign-in button's form, on a school's host only. */
export async function startFromForm(request: Request): Promise<Response> {
  const resolution = await resolveRequestVisitor(request)
  const school = resolution.school
  if (!school) return backToLogin(null, 'provider-off')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return backToLogin(school.subdomain, 'failed')
  }
  const provider = form.get('provider')
  const ticket = form.get('ticket')
  const classCode = form.get('classCode')
  if (!isIdentityProvider(provider)) return backToLogin(school.subdomain, 'provider-off')
  try {
    const started = await startProviderSignIn(await getDb(), {
      school,
      provider,
      purpose:
        typeof ticket === 'string' && ticket
          ? 'link'
          : typeof classCode === 'string' && classCode
            ? 'join'
            : 'sign-in',
      ticket: typeof ticket === 'string' ? ticket : undefined,
      classCode: typeof classCode === 'string' ? classCode : undefined,
    })
    return redirect(started.location, [started.cookie])
  } catch (error) {
    if (error instanceof HttpError) {
      const code =
        error.message === 'link-used' || error.message === 'class-closed' ? error.message : 'provider-off'
      return backToLogin(school.subdomain, code)
    }
    // The provider's discovery did not answer: say so in words, log what happened.
    logLine('oidc.start.failed', { provider, error: errorText(error) }, 'warn')
    return backToLogin(school.subdomain, 'failed')
  }
}

/** GET auth/oidc/callback on the main host. */
export async function callbackFromProvider(
  request: Request,
  hooks: ProviderJoinHooks = {},
): Promise<Response> {
  const db = await getDb()
  // One redirect address for sign-in and for a teacher's Classroom consent: the state tells which.
  const consent = await finishClassroomConsent(db, new URL(request.url))
  if (consent) {
    if (consent.cause) logLine('classroom.consent.failed', { error: errorText(consent.cause) }, 'warn')
    return redirect(consent.location)
  }
  const outcome = await finishProviderSignIn(db, new URL(request.url), hooks)
  if (outcome.refused) {
    logLine('oidc.sign-in.refused', {
      reason: outcome.refused,
      error: outcome.cause ? errorText(outcome.cause) : null,
    })
  }
  return redirect(outcome.location)
}

function schoolOf(actor: Pick<AuthContext, 'schoolId'>): string {
  if (!actor.schoolId) throw new HttpError(403, m.providers_error_choose_school())
  return actor.schoolId
}

export async function getProviderSettings(
  db: Db,
  actor: Pick<AuthContext, 'schoolId'>,
): Promise<{
  providers: ProviderSettingsRow[]
  redirectUri: string
}> {
  const schoolId = schoolOf(actor)
  const rows = await db
    .select()
    .from(schoolSignInProviders)
    .where(eq(schoolSignInProviders.schoolId, schoolId))
  const byProvider = new Map(rows.map((row) => [row.provider, row]))
  return {
    providers: IDENTITY_PROVIDERS.map((provider) => {
      const row = byProvider.get(provider)
      return {
        provider,
        available: Boolean(providerOnServer(provider)),
        enabled: row?.enabled ?? false,
        allowedDomains: row?.allowedDomains ?? [],
        allowedTenants: row?.allowedTenants ?? [],
        studentsAllowed: row?.studentsAllowed ?? true,
        selfRegistration: row?.selfRegistration ?? false,
      }
    }),
    redirectUri: callbackUrl(),
  }
}

export async function saveProviderSettings(
  db: Db,
  actor: Pick<AuthContext, 'schoolId'>,
  input: ProviderSettingsInput,
): Promise<{ ok: true }> {
  const schoolId = schoolOf(actor)
  if (input.selfRegistration && input.allowedDomains.length === 0) {
    const message = m.providers_error_name_domains()
    throw new HttpError(400, message, [{ field: 'allowedDomains', message }])
  }
  if (input.enabled && !providerOnServer(input.provider)) {
    throw new HttpError(400, m.providers_error_not_set_up())
  }
  const values = {
    enabled: input.enabled,
    allowedDomains: input.allowedDomains,
    allowedTenants: input.allowedTenants,
    studentsAllowed: input.studentsAllowed,
    selfRegistration: input.selfRegistration,
    updatedAt: sql`now()`,
  }
  await db
    .insert(schoolSignInProviders)
    .values({ schoolId, provider: input.provider, ...values })
    .onConflictDoUpdate({
      target: [schoolSignInProviders.schoolId, schoolSignInProviders.provider],
      set: values,
    })
  return { ok: true }
}
