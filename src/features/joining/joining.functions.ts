import { createServerFn } from '@tanstack/react-start'
import { setCookie } from '@tanstack/react-start/server'
import { validInput } from '@/lib/valid-input'
import { type CookieSpec, cookieOptions } from '@/server/auth/auth-cookies'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { clientIp } from '@/server/middleware/api-handler'
import { requireVisitor, withVisitor } from '@/server/middleware/auth'
import {
  lookupClassSchema,
  pictureSignInSchema,
  profileSetupSchema,
  quickJoinSchema,
  registerStudentSchema,
  wordsSignInSchema,
} from './joining.schemas'
import {
  type JoinPlace,
  lookupClass,
  quickJoin,
  registerStudent,
  type SignedIn,
  signInWithPicture,
  signInWithWords,
} from './joining.server'
import { completeProfileSetup, getProfileSetup } from './profile-setup.server'

/**
 * Joining is for anyone on a school's host (SPEC §2.5: /join and /student/register are anonymous
 * pages). The school always comes from the Host header, never from the input. These are POSTs:
 * even the code lookup counts wrong guesses.
 */
function placeOf(context: { school: { id: string; subdomain: string; name: string } | null }): JoinPlace {
  if (!context.school) throw new HttpError(400, "Open your school's own site to join a class.")
  const { id, subdomain, name } = context.school
  return { school: { id, subdomain, name }, ip: clientIp() }
}

function signIn(result: SignedIn) {
  for (const cookie of result.cookies as CookieSpec[])
    setCookie(cookie.name, cookie.value, cookieOptions(cookie))
  return { profileId: result.profileId, redirectTo: result.redirectTo }
}

export const lookupJoinClass = createServerFn({ method: 'POST' })
  .middleware([withVisitor])
  .validator(validInput(lookupClassSchema))
  .handler(async ({ context, data }) => lookupClass(await getDb(), placeOf(context), data.code))

export const pictureSignInFn = createServerFn({ method: 'POST' })
  .middleware([withVisitor])
  .validator(validInput(pictureSignInSchema))
  .handler(async ({ context, data }) =>
    signIn(await signInWithPicture(await getDb(), placeOf(context), data)),
  )

export const wordsSignInFn = createServerFn({ method: 'POST' })
  .middleware([withVisitor])
  .validator(validInput(wordsSignInSchema))
  .handler(async ({ context, data }) => signIn(await signInWithWords(await getDb(), placeOf(context), data)))

export const quickJoinFn = createServerFn({ method: 'POST' })
  .middleware([withVisitor])
  .validator(validInput(quickJoinSchema))
  .handler(async ({ context, data }) => signIn(await quickJoin(await getDb(), placeOf(context), data)))

export const registerStudentFn = createServerFn({ method: 'POST' })
  .middleware([withVisitor])
  .validator(validInput(registerStudentSchema))
  .handler(async ({ context, data }) => signIn(await registerStudent(await getDb(), placeOf(context), data)))

const students = requireVisitor('student')

export const fetchProfileSetup = createServerFn({ method: 'GET' })
  .middleware([students])
  .handler(async ({ context }) => getProfileSetup(await getDb(), context.auth))

export const completeProfileSetupFn = createServerFn({ method: 'POST' })
  .middleware([students])
  .validator(validInput(profileSetupSchema))
  .handler(async ({ context, data }) => completeProfileSetup(await getDb(), context.auth, data))
