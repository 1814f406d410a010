import { createServerFn } from '@tanstack/react-start'
import { ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { getClassSignIn, giveClassTwoPictures, resumeClassSignInAsTeacher } from './class-sign-in.server'
import { classIdSchema } from './classes.schemas'

/** The class page's sign-in panel (decision 162): teachers of the class, admins and staff. */
const adults = requireVisitor(...ADULTS)

/** Who is locked out and whether the class is paused, polled with the class page (decision 098). */
export const fetchClassSignIn = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => getClassSignIn(await getDb(), context.auth, data.classId))

export const resumeClassSignInFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => {
    await resumeClassSignInAsTeacher(await getDb(), context.auth, data.classId)
    return { ok: true }
  })

export const giveClassTwoPicturesFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => giveClassTwoPictures(await getDb(), context.auth, data.classId))
