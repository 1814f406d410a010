import { createServerFn } from '@tanstack/react-start'
import { CONSOLE_STAFF, SUPER_ADMIN } from '@/access/allowed-visitors'
import { mainOrigin } from '@/lib/hosts'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { requireVisitor } from '@/server/middleware/auth'
import { appConfig } from '~/app.config'
import {
  createContentPage,
  getContentPageById,
  listContentPages,
  updateContentPage,
} from './content-pages.server'
import { pageViewReport } from './page-view-report.server'
import { addRedirectRule, deleteRedirectRule, listRedirectRules } from './redirect-rules.server'
import { createSchool, listDistrictCandidates, searchSchools, setSchoolParent } from './schools.server'
import {
  contentPageIdSchema,
  createContentPageSchema,
  createSchoolSchema,
  inviteStaffUserSchema,
  redirectRuleIdSchema,
  redirectRuleSchema,
  schoolSearchSchema,
  setSchoolParentSchema,
  setUserRoleSchema,
  updateContentPageSchema,
} from './staff-console.schemas'
import { inviteStaffUser, listStaffUsers, setUserRole } from './staff-users.server'

/**
 * The staff console's calls: staff who run the console, not lesson editors; staff roles are the
 * super admin's alone (SPEC §6, PRODUCT §6, decision 082). State changes on POST (decision 070).
 */
const staff = requireVisitor(...CONSOLE_STAFF)
const superAdmin = requireVisitor(...SUPER_ADMIN)

export const fetchConsoleSchools = createServerFn({ method: 'GET' })
  .middleware([staff])
  .validator(validInput(schoolSearchSchema))
  .handler(async ({ context, data }) => searchSchools(await getDb(), context.auth, data.query, data.after))

export const fetchDistrictCandidates = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => listDistrictCandidates(await getDb(), context.auth))

export const createConsoleSchool = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(createSchoolSchema))
  .handler(async ({ context, data }) => createSchool(await getDb(), context.auth, data))

export const setConsoleSchoolParent = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(setSchoolParentSchema))
  .handler(async ({ context, data }) => setSchoolParent(await getDb(), context.auth, data))

export const fetchContentPages = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => listContentPages(await getDb(), context.auth))

export const fetchContentPage = createServerFn({ method: 'GET' })
  .middleware([staff])
  .validator(validInput(contentPageIdSchema))
  .handler(async ({ context, data }) => getContentPageById(await getDb(), context.auth, data.id))

export const createConsoleContentPage = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(createContentPageSchema))
  .handler(async ({ context, data }) => createContentPage(await getDb(), context.auth, data))

export const updateConsoleContentPage = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(updateContentPageSchema))
  .handler(async ({ context, data }) => updateContentPage(await getDb(), context.auth, data))

export const fetchRedirectRules = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => listRedirectRules(await getDb(), context.auth))

export const addConsoleRedirectRule = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(redirectRuleSchema))
  .handler(async ({ context, data }) => addRedirectRule(await getDb(), context.auth, data))

export const deleteConsoleRedirectRule = createServerFn({ method: 'POST' })
  .middleware([staff])
  .validator(validInput(redirectRuleIdSchema))
  .handler(async ({ context, data }) => deleteRedirectRule(await getDb(), context.auth, data.id))

export const fetchPageViewReport = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => pageViewReport(await getDb(), context.auth))

export const fetchStaffUsers = createServerFn({ method: 'GET' })
  .middleware([staff])
  .handler(async ({ context }) => listStaffUsers(await getDb(), context.auth))

export const setConsoleUserRole = createServerFn({ method: 'POST' })
  .middleware([superAdmin])
  .validator(validInput(setUserRoleSchema))
  .handler(async ({ context, data }) => setUserRole(await getDb(), context.auth, data))

/** Mails an address a one-time link that gives it a staff role when opened (decision 165). */
export const inviteConsoleStaffUser = createServerFn({ method: 'POST' })
  .middleware([superAdmin])
  .validator(validInput(inviteStaffUserSchema))
  .handler(async ({ context, data }) =>
    inviteStaffUser(await getDb(), context.auth, data, { origin: mainOrigin(appConfig()) }),
  )
