import { createServerFn } from '@tanstack/react-start'
import { ADMINS, ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { archiveClass, restoreClass } from './class-archive.server'
import { createSchoolClass, getClassFormOptions, updateClass } from './class-form.server'
import { setClassItemSetting } from './class-item-settings.server'
import { regenerateJoinCode } from './class-join-code.server'
import { closeJoinWindow, openJoinWindow } from './class-join-window.server'
import { listClasses } from './class-list.server'
import { removeClassMember } from './class-members.server'
import { getClassActivity, getClassPage } from './class-page.server'
import {
  classFormSchema,
  classIdSchema,
  endSchoolYearSchema,
  itemSettingSchema,
  listClassesSchema,
  removeMemberSchema,
  updateClassSchema,
} from './classes.schemas'
import { endSchoolYear, planSchoolYearEnd } from './end-school-year.server'

/** Classes: teachers (their own), admins and staff (the whole school) — SPEC §2.5 classes row. */
const adults = requireVisitor(...ADULTS)

export const fetchClasses = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(listClassesSchema))
  .handler(async ({ context, data }) => listClasses(await getDb(), context.auth, data))

export const fetchClassFormOptions = createServerFn({ method: 'GET' })
  .middleware([adults])
  .handler(async ({ context }) => getClassFormOptions(await getDb(), context.auth))

export const fetchClassPage = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => getClassPage(await getDb(), context.auth, data.classId))

/** The class page's live part, polled while it is open (decision 098). */
export const fetchClassActivity = createServerFn({ method: 'GET' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => getClassActivity(await getDb(), context.auth, data.classId))

export const createClassFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classFormSchema))
  .handler(async ({ context, data }) => createSchoolClass(await getDb(), context.auth, data))

export const updateClassFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(updateClassSchema))
  .handler(async ({ context, data: { classId, ...values } }) => {
    await updateClass(await getDb(), context.auth, classId, values)
    return { ok: true }
  })

export const regenerateJoinCodeFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => regenerateJoinCode(await getDb(), context.auth, data.classId))

/** "Let the whole class join for the next hour" (decision 161), and closing it again. */
export const openJoinWindowFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => openJoinWindow(await getDb(), context.auth, data.classId))

export const closeJoinWindowFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => {
    await closeJoinWindow(await getDb(), context.auth, data.classId)
    return { ok: true }
  })

export const archiveClassFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => {
    await archiveClass(await getDb(), context.auth, data.classId)
    return { ok: true }
  })

export const restoreClassFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(classIdSchema))
  .handler(async ({ context, data }) => restoreClass(await getDb(), context.auth, data.classId))

export const setClassItemSettingFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(itemSettingSchema))
  .handler(async ({ context, data }) => {
    await setClassItemSetting(await getDb(), context.auth, data)
    return { ok: true }
  })

export const removeClassMemberFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(removeMemberSchema))
  .handler(async ({ context, data }) => {
    await removeClassMember(await getDb(), context.auth, data)
    return { ok: true }
  })

/** What the year end will do to each active class (school admins). */
export const fetchYearEndPlan = createServerFn({ method: 'GET' })
  .middleware([requireVisitor(...ADMINS)])
  .handler(async ({ context }) => planSchoolYearEnd(await getDb(), context.auth))

/** Ends the school year in one step (school admins, decision 121). */
export const endSchoolYearFn = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...ADMINS)])
  .validator(validInput(endSchoolYearSchema))
  .handler(async ({ context, data }) => endSchoolYear(await getDb(), context.auth, data))
