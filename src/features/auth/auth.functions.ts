import { createServerFn } from '@tanstack/react-start'
import { getRequest, setCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { HttpError } from '@/lib/http-error'
import { type CookieSpec, cookieOptions } from '@/server/auth/auth-cookies'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import { getDb } from '@/server/db/client'
import { clientIp } from '@/server/middleware/api-handler'
import {
  forgotPasswordSchema,
  loginFinalizeSchema,
  newPasswordSchema,
  oneTimeTokenSchema,
} from './auth.schemas'
import { finalizeLoginRequest, tokenSignInRequest } from './auth.server'
import { findSchools } from './go-to-school.server'
import { passwordTokenStatus, requestPasswordReset, setPasswordWithToken } from './password-reset.server'
import { accountSetupSchema, subdomainSchema } from './signup.schemas'
import { checkSubdomain, createSchoolAccount } from './signup.server'

/** The auth screens' server functions. The REST routes under /api/auth cover the spec's calls. */
function setCookies(cookies: CookieSpec[]) {
  for (const cookie of cookies) setCookie(cookie.name, cookie.value, cookieOptions(cookie))
}

/** The origin of this request (validated: the root route refuses unknown hosts). */
async function requestOrigin(): Promise<string> {
  const request = getRequest()
  const resolution = await resolveRequestVisitor(request)
  if (resolution.place.kind === 'canva' || resolution.place.kind === 'school-not-found') {
    throw new HttpError(404, 'School not found.')
  }
  return new URL(request.url).origin
}

/** /login-finalize (SPEC §2.6 rule 9): redeem the transfer token, sign in here. */
export const finalizeLogin = createServerFn({ method: 'POST' })
  .validator(loginFinalizeSchema)
  .handler(async ({ data }) => {
    const request = getRequest()
    const { cookies, ...result } = await finalizeLoginRequest(request, data, clientIp(request))
    setCookies(cookies)
    return result
  })

/** /token?token= : sign in with a one-time token (magic links, SSO hand-offs). */
export const signInWithToken = createServerFn({ method: 'POST' })
  .validator(oneTimeTokenSchema)
  .handler(async ({ data }) => {
    const request = getRequest()
    const { cookies, ...result } = await tokenSignInRequest(request, data.token, clientIp(request))
    setCookies(cookies)
    return result
  })

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .validator(forgotPasswordSchema)
  .handler(async ({ data }) => {
    const origin = await requestOrigin()
    return requestPasswordReset(await getDb(), { email: data.email, origin, ip: clientIp(getRequest()) })
  })

const passwordTokenKind = z.enum(['reset', 'invite'])

/** Whether a reset / invitation link still works. POST: the token stays out of URLs and logs. */
export const passwordTokenStatusFn = createServerFn({ method: 'POST' })
  .validator(z.object({ kind: passwordTokenKind, token: z.string().min(1).max(200) }))
  .handler(async ({ data }) => passwordTokenStatus(await getDb(), data.kind, data.token))

export const setPasswordFn = createServerFn({ method: 'POST' })
  .validator(
    z
      .object({
        kind: passwordTokenKind,
        token: z.string().min(1).max(200),
        password: newPasswordSchema,
        confirm: z.string(),
      })
      .refine((value) => value.password === value.confirm, {
        message: 'The two passwords are not the same.',
        path: ['confirm'],
      }),
  )
  .handler(async ({ data }) => setPasswordWithToken(await getDb(), data))

/** /go-to-school: find a school by name or subdomain. */
export const findSchoolsFn = createServerFn({ method: 'GET' })
  .validator(z.object({ query: z.string().max(120) }))
  .handler(async ({ data }) => findSchools(await getDb(), data.query))

export const checkSubdomainFn = createServerFn({ method: 'GET' })
  .validator(z.object({ subdomain: z.string().max(60) }))
  .handler(async ({ data }) => {
    const parsed = subdomainSchema.safeParse(data.subdomain)
    if (!parsed.success)
      return { available: false as const, reason: 'Use 3 to 40 lower-case letters, digits or dashes.' }
    return checkSubdomain(await getDb(), parsed.data)
  })

/** /account-setup: the new school and its admin; answers where to finish signing in. */
export const createSchoolAccountFn = createServerFn({ method: 'POST' })
  .validator(accountSetupSchema)
  .handler(async ({ data }) => {
    const request = getRequest()
    const resolution = await resolveRequestVisitor(request)
    if (resolution.visitor) throw new HttpError(400, 'Sign out first to start a new school.')
    const created = await createSchoolAccount(await getDb(), { ...data, ip: clientIp(request) })
    return { subdomain: created.subdomain, profile: created.profileId, token: created.transferToken }
  })
