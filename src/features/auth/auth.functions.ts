import { createServerFn } from '@tanstack/react-start'
import { getRequest, setCookie } from '@tanstack/react-start/server'
import { schoolOrigin } from '@/lib/hosts'
import { HttpError } from '@/lib/http-error'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
import { type CookieSpec, clearedCookies, cookieOptions } from '@/server/auth/auth-cookies'
import { resolveRequestVisitor } from '@/server/auth/request-visitor'
import { endSessionsOfUser } from '@/server/auth/sessions'
import { getDb } from '@/server/db/client'
import { clientIp } from '@/server/middleware/api-handler'
import { publicAccess, requireVisitor } from '@/server/middleware/auth'
import { linkOriginOf } from '@/server/request/link-origin'
import { appConfig } from '~/app.config'
import {
  findSchoolsSchema,
  forgotPasswordSchema,
  loginFinalizeSchema,
  oneTimeTokenSchema,
  passwordTokenStatusSchema,
  setPasswordSchema,
} from './auth.schemas'
import { finalizeLoginRequest, setPasswordRequest, tokenSignInRequest } from './auth.server'
import { findSchools } from './go-to-school.server'
import { passwordTokenStatus, requestPasswordReset } from './password-reset.server'
import { accountSetupSchema, subdomainCheckSchema, subdomainSchema } from './signup.schemas'
import { checkSubdomain, createSchoolAccount } from './signup.server'
import type { TokenSignIn } from './token-sign-in.server'

/** The auth screens' server functions. The REST routes under /api/auth cover the spec's calls. */
function setCookies(cookies: CookieSpec[]) {
  for (const cookie of cookies) setCookie(cookie.name, cookie.value, cookieOptions(cookie))
}

/** The configured origin of the host this request came to (decision 007), for mailed links. */
async function linkOrigin(): Promise<string> {
  const resolution = await resolveRequestVisitor(getRequest())
  return linkOriginOf(resolution.place, appConfig())
}

/** Sets the cookies of a sign-in and answers the rest (the question, or who signed in). */
function answer(result: TokenSignIn) {
  if (result.status === 'confirm') return result
  const { cookies, ...rest } = result
  setCookies(cookies)
  return rest
}

/**
 * /login-finalize (SPEC §2.6 rule 9): redeem the transfer token and sign in here — at once with
 * this browser's transfer proof, otherwise after "Continue as {name} at {school}?" (record 029).
 */
export const finalizeLogin = createServerFn({ method: 'POST' })
  .middleware([publicAccess('the transfer token is the credential (record 029)')])
  .validator(validInput(loginFinalizeSchema))
  .handler(async ({ data }) => {
    const request = getRequest()
    return answer(await finalizeLoginRequest(request, data, clientIp(request)))
  })

/** /token?token= : sign in with a one-time token (magic links, SSO hand-offs), always asked first. */
export const signInWithToken = createServerFn({ method: 'POST' })
  .middleware([publicAccess('the one-time token is the credential')])
  .validator(validInput(oneTimeTokenSchema))
  .handler(async ({ data }) => {
    const request = getRequest()
    return answer(await tokenSignInRequest(request, data, clientIp(request)))
  })

/** "Sign out everywhere" (record 028): every session of the account, on every browser and host. */
export const signOutEverywhereFn = createServerFn({ method: 'POST' })
  .middleware([requireVisitor()])
  .handler(async ({ context }) => {
    await endSessionsOfUser(await getDb(), context.auth.userId)
    setCookies(clearedCookies())
    return { ok: true }
  })

export const requestPasswordResetFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('asked signed out; rate limited and answers the same for every address')])
  .validator(validInput(forgotPasswordSchema))
  .handler(async ({ data }) => {
    const origin = await linkOrigin()
    return requestPasswordReset(await getDb(), { email: data.email, origin, ip: clientIp(getRequest()) })
  })

/** Whether a reset / invitation link still works. POST: the token stays out of URLs and logs. */
export const passwordTokenStatusFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('reset and invitation links are opened signed out; the token is the credential')])
  .validator(validInput(passwordTokenStatusSchema))
  .handler(async ({ data }) => passwordTokenStatus(await getDb(), data.kind, data.token))

export const setPasswordFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('reset and invitation links are opened signed out; the token is the credential')])
  .validator(validInput(setPasswordSchema))
  .handler(async ({ data }) => {
    const request = getRequest()
    const { cookies, ...rest } = await setPasswordRequest(request, data, clientIp(request))
    setCookies(cookies)
    return rest
  })

/** /go-to-school: find a school by name or subdomain. */
export const findSchoolsFn = createServerFn({ method: 'GET' })
  .middleware([publicAccess('/go-to-school finds a school before anyone signs in')])
  .validator(validInput(findSchoolsSchema))
  .handler(async ({ data }) => findSchools(await getDb(), data.query))

export const checkSubdomainFn = createServerFn({ method: 'GET' })
  .middleware([publicAccess("signup checks a new school's address before it has an account")])
  .validator(validInput(subdomainCheckSchema))
  .handler(async ({ data }) => {
    const parsed = subdomainSchema.safeParse(data.subdomain)
    if (!parsed.success)
      return { available: false as const, reason: 'Use 3 to 40 lower-case letters, digits or dashes.' }
    return checkSubdomain(await getDb(), parsed.data)
  })

/**
 * /account-setup: the new school and its admin. Answers the same for every address: the mailed
 * link finishes it (record 030).
 */
export const createSchoolAccountFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('a new school starts signed out; the mailed link finishes it (record 030)')])
  .validator(validInput(accountSetupSchema))
  .handler(async ({ data }) => {
    const request = getRequest()
    const resolution = await resolveRequestVisitor(request)
    if (resolution.visitor) throw new HttpError(400, m.login_error_sign_out_first())
    const created = await createSchoolAccount(await getDb(), {
      ...data,
      ip: clientIp(request),
      schoolOrigin: schoolOrigin(data.subdomain, appConfig()),
    })
    return { message: created.message }
  })
