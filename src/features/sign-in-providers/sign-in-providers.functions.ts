import { createServerFn } from '@tanstack/react-start'
import { ADMINS, ADULTS } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess, requireVisitor, withVisitor } from '@/server/middleware/auth'
import { providersOfSchool } from './school-provider-rules.server'
import { linkTicketSchema, mailSignInLinkSchema, signInLinksSchema } from './sign-in-links.schemas'
import { mailSignInLink, makeLinkTicket, printSignInCards } from './sign-in-links.server'
import { providerSettingsSchema } from './sign-in-providers.schemas'
import { getProviderSettings, saveProviderSettings } from './sign-in-providers.server'

const admins = requireVisitor(...ADMINS)

/** The sign-in buttons of this school's /login and /join: which providers are on. */
export const fetchSchoolSignInProviders = createServerFn({ method: 'GET' })
  .middleware([publicAccess('the sign-in page of a school shows its buttons to everyone'), withVisitor])
  .handler(async ({ context }) => (context.school ? providersOfSchool(await getDb(), context.school.id) : []))

export const fetchProviderSettings = createServerFn({ method: 'GET' })
  .middleware([admins])
  .handler(async ({ context }) => getProviderSettings(await getDb(), context.auth))

export const saveProviderSettingsFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(providerSettingsSchema))
  .handler(async ({ context, data }) => saveProviderSettings(await getDb(), context.auth, data))

const adults = requireVisitor(...ADULTS)

/** One-time sign-in cards (QR codes) for students the teacher manages (decision 172). */
export const printSignInCardsFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(signInLinksSchema))
  .handler(async ({ context, data }) => printSignInCards(await getDb(), context.auth, data))

/** An admin mails a one-time sign-in link to a teacher or admin. */
export const mailSignInLinkFn = createServerFn({ method: 'POST' })
  .middleware([admins])
  .validator(validInput(mailSignInLinkSchema))
  .handler(async ({ context, data }) => mailSignInLink(await getDb(), context.auth, data.profileId))

/** "Link a Google account": a one-time linking card for a child (decision 171). */
export const makeLinkTicketFn = createServerFn({ method: 'POST' })
  .middleware([adults])
  .validator(validInput(linkTicketSchema))
  .handler(async ({ context, data }) => makeLinkTicket(await getDb(), context.auth, data))
