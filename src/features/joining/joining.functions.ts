import { createServerFn } from '@tanstack/react-start'
import { getCookie, setCookie } from '@tanstack/react-start/server'
import { validInput } from '@/lib/valid-input'
import { m } from '@/paraglide/messages'
import { type CookieSpec, cookieOptions } from '@/server/auth/auth-cookies'
import { newTransferProof } from '@/server/auth/transfer-proof'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { clientIp } from '@/server/middleware/api-handler'
import { publicAccess, requireVisitor, withVisitor } from '@/server/middleware/auth'
import { appConfig } from '~/app.config'
import { findJoinAddress, type JoinPlace, lookupClass } from './find-class.server'
import {
  lookupClassSchema,
  pictureSignInSchema,
  profileSetupSchema,
  quickJoinSchema,
  registerStudentSchema,
  wordsSignInSchema,
} from './joining.schemas'
import { completeProfileSetup, getProfileSetup } from './profile-setup.server'
import { quickJoin } from './quick-join.server'
import { registerStudent } from './register-student.server'
import { signInWithPicture, signInWithWords } from './secret-sign-in.server'
import type { SignedIn } from './student-session.server'

/**
 * Joining is for anyone on a school's host (SPEC §2.5: /join and /student/register are anonymous
 * pages). The school always comes from the Host header, never from the input. These are POSTs:
 * even the code lookup counts wrong guesses.
 */
function placeOf(context: { school: { id: string; subdomain: string; name: string } | null }): JoinPlace {
  if (!context.school) throw new HttpError(400, m.join_error_open_school_site())
  const { id, subdomain, name } = context.school
  return { school: { id, subdomain, name }, ip: clientIp(), browser: joinBrowser() }
}

/**
 * This browser's key for counting wrong class codes (decision 160): a random value in a cookie of
 * its own, made on the first code it sends. It names nobody; a browser that drops it is counted by
 * its address only.
 */
function joinBrowser(): string {
  const known = getCookie(JOIN_BROWSER_COOKIE.name)
  if (known && /^[0-9a-f]{32}$/.test(known)) return known
  const value = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  const cookie = { ...JOIN_BROWSER_COOKIE, value }
  setCookie(cookie.name, cookie.value, cookieOptions(cookie))
  return value
}

const JOIN_BROWSER_COOKIE: CookieSpec = {
  name: 'join_browser',
  value: '',
  maxAge: 365 * 24 * 60 * 60,
  httpOnly: true,
}

function signIn(result: SignedIn) {
  for (const cookie of result.cookies as CookieSpec[])
    setCookie(cookie.name, cookie.value, cookieOptions(cookie))
  return { profileId: result.profileId, redirectTo: result.redirectTo }
}

export const lookupJoinClass = createServerFn({ method: 'POST' })
  .middleware([
    publicAccess('students join before they have an account; wrong codes are counted'),
    withVisitor,
  ])
  .validator(validInput(lookupClassSchema))
  .handler(async ({ context, data }) =>
    lookupClass(await getDb(), placeOf(context), data.code, { fromLink: data.fromLink }),
  )

/** "Join a class" on the main host: where the class's own join page is. */
export const findJoinAddressFn = createServerFn({ method: 'POST' })
  .middleware([
    publicAccess('a child on the main host types a class code to reach its school; codes are counted'),
    withVisitor,
  ])
  .validator(validInput(lookupClassSchema))
  .handler(async ({ data }) =>
    findJoinAddress(await getDb(), {
      ip: clientIp(),
      browser: joinBrowser(),
      fromLink: data.fromLink,
      code: data.code,
      site: appConfig(),
    }),
  )

export const pictureSignInFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('students sign in here; misses are counted and lock the student'), withVisitor])
  .validator(validInput(pictureSignInSchema))
  .handler(async ({ context, data }) =>
    signIn(await signInWithPicture(await getDb(), placeOf(context), data)),
  )

export const wordsSignInFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess('students sign in here; misses are counted and lock the student'), withVisitor])
  .validator(validInput(wordsSignInSchema))
  .handler(async ({ context, data }) => signIn(await signInWithWords(await getDb(), placeOf(context), data)))

export const quickJoinFn = createServerFn({ method: 'POST' })
  .middleware([
    publicAccess('quick join makes a session student from a class code; codes are counted'),
    withVisitor,
  ])
  .validator(validInput(quickJoinSchema))
  .handler(async ({ context, data }) => signIn(await quickJoin(await getDb(), placeOf(context), data)))

export const registerStudentFn = createServerFn({ method: 'POST' })
  .middleware([
    publicAccess('/student/register makes an account from a class code; codes are counted'),
    withVisitor,
  ])
  .validator(validInput(registerStudentSchema))
  .handler(async ({ context, data }) => signIn(await registerStudent(await getDb(), placeOf(context), data)))

const students = requireVisitor('student')

export const fetchProfileSetup = createServerFn({ method: 'GET' })
  .middleware([students])
  .handler(async ({ context }) => getProfileSetup(await getDb(), context.auth))

export const completeProfileSetupFn = createServerFn({ method: 'POST' })
  .middleware([students])
  .validator(validInput(profileSetupSchema))
  .handler(async ({ context, data }) => {
    const proof = newTransferProof()
    const result = await completeProfileSetup(await getDb(), context.auth, data, {
      proofHash: proof.proofHash,
    })
    setCookie(proof.cookie.name, proof.cookie.value, cookieOptions(proof.cookie))
    return result
  })
