import { and, eq, inArray, isNull } from 'drizzle-orm'
import { schoolOrigin } from '@/lib/hosts'
import type { Language } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import { manageableStudents, notFound } from '@/server/auth/managed-scope'
import { issueToken, revokeTokensOfUser } from '@/server/auth/one-time-tokens'
import { hashToken, randomToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import { identityLinkTickets, profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { mailLocale } from '@/server/i18n/user-locale'
import { linkMailText } from '@/server/mail/link-mail-text'
import type { Mail } from '@/server/mail/mailer'
import { sendMail } from '@/server/mail/mailer'
import { appConfig } from '~/app.config'
import { PROVIDER_NAMES } from './providers'
import { providersOfSchool } from './school-provider-rules.server'
import type { LinkTicketInput, SignInLinksInput } from './sign-in-links.schemas'

/**
 * Sign-in links (SPEC 2.3.3 /token, decision 172): a teacher prints a one-time link for a child
 * (a card with a QR code), an admin mails one to an adult. Each is a `magic` token bound to the
 * school and the profile; /token redeems it through the same exchange as every sign-in.
 */
/** A printed card lasts a school week: lost, it simply stops working. */
const CARD_LINK_TTL_SECONDS = 7 * 24 * 60 * 60
/** A mailed link for an adult: one day. */
const MAILED_LINK_TTL_SECONDS = 24 * 60 * 60
const LINK_TICKET_TTL_SECONDS = 7 * 24 * 60 * 60

export interface SignInCard {
  profileId: string
  name: string
  url: string
  expiresAt: string
}

function requireSchool(actor: Actor): string {
  assertAdult(actor)
  if (!actor.schoolId) throw new HttpError(403, m.providers_error_choose_school())
  return actor.schoolId
}

async function schoolOf(db: Db, schoolId: string) {
  const [school] = await db
    .select({ subdomain: schools.subdomain, name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId))
  if (!school) throw notFound('The school')
  return school
}

/**
 * Cards for children the actor may manage (a teacher: their classes' children; an admin: all). A
 * new card replaces the child's earlier ones: only the newest works.
 */
export async function printSignInCards(
  db: Db,
  actor: Actor,
  input: SignInLinksInput,
): Promise<{ school: string; cards: SignInCard[] }> {
  const schoolId = requireSchool(actor)
  const scope = { ...actor, schoolId }
  const children = await db
    .select({ profileId: profiles.id, userId: profiles.userId, name: profiles.name })
    .from(profiles)
    .where(and(manageableStudents(scope), inArray(profiles.id, input.profileIds)))
    .orderBy(profiles.name)
  if (children.length !== new Set(input.profileIds).size) throw notFound('A student')
  const school = await schoolOf(db, schoolId)
  const origin = schoolOrigin(school.subdomain, appConfig())
  const cards: SignInCard[] = []
  for (const child of children) {
    await revokeTokensOfUser(db, child.userId, ['magic'])
    const { token, expiresAt } = await issueToken(db, {
      kind: 'magic',
      userId: child.userId,
      profileId: child.profileId,
      schoolId,
      ttlSeconds: CARD_LINK_TTL_SECONDS,
    })
    cards.push({
      profileId: child.profileId,
      name: child.name,
      url: `${origin}/token?${new URLSearchParams({ token })}`,
      expiresAt: expiresAt.toISOString(),
    })
  }
  return { school: school.name, cards }
}

/** The mail of a sign-in link, in the recipient's language (decisions 219 and 226), not the admin's. */
function adultSignInLinkMail(input: {
  to: string
  name: string
  school: string
  link: string
  locale: Language
}): Mail {
  const options = { locale: input.locale }
  return {
    to: input.to,
    subject: m.providers_link_mail_subject({ school: input.school }, options),
    text: linkMailText({
      greeting: m.server_mail_hello_name({ name: input.name }, options),
      body: m.providers_link_mail_body({ school: input.school }, options),
      link: input.link,
      after: m.providers_link_mail_after({}, options),
    }),
  }
}

/** An admin mails a one-time sign-in link to a teacher or admin of the school. */
export async function mailSignInLink(db: Db, actor: Actor, profileId: string): Promise<{ sentTo: string }> {
  const schoolId = requireSchool(actor)
  if (!isSchoolAdmin(actor)) throw new HttpError(403, m.server_admin_only())
  const [adult] = await db
    .select({ userId: users.id, email: users.email, name: profiles.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, profileId),
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, ['TEACHER', 'ADMIN']),
        isNull(profiles.archivedAt),
        isNull(users.disabledAt),
      ),
    )
  if (!adult) throw notFound('The teacher')
  if (!adult.email) throw new HttpError(409, m.providers_error_no_email())
  const school = await schoolOf(db, schoolId)
  const { token } = await issueToken(db, {
    kind: 'magic',
    userId: adult.userId,
    profileId,
    schoolId,
    ttlSeconds: MAILED_LINK_TTL_SECONDS,
  })
  const link = `${schoolOrigin(school.subdomain, appConfig())}/token?${new URLSearchParams({ token })}`
  const locale = await mailLocale(db, { userId: adult.userId, schoolId })
  await sendMail(
    db,
    adultSignInLinkMail({ to: adult.email, name: adult.name, school: school.name, link, locale }),
  )
  return { sentTo: adult.email }
}

/**
 * "Link a Google account" for a child: a one-time ticket for the school's /login, where the child
 * signs in with the provider once and that account becomes theirs (decision 171).
 */
export async function makeLinkTicket(
  db: Db,
  actor: Actor,
  input: LinkTicketInput,
): Promise<SignInCard & { provider: string }> {
  const schoolId = requireSchool(actor)
  const [child] = await db
    .select({ profileId: profiles.id, name: profiles.name })
    .from(profiles)
    .where(and(manageableStudents({ ...actor, schoolId }), eq(profiles.id, input.profileId)))
  if (!child) throw notFound('The student')
  const on = await providersOfSchool(db, schoolId)
  if (!on.some((row) => row.provider === input.provider && row.studentsAllowed)) {
    throw new HttpError(
      409,
      m.providers_error_students_not_with({ provider: PROVIDER_NAMES[input.provider] }),
    )
  }
  const ticket = randomToken()
  const expiresAt = new Date(Date.now() + LINK_TICKET_TTL_SECONDS * 1000)
  // One open ticket per child and provider: the newest.
  await db
    .delete(identityLinkTickets)
    .where(
      and(
        eq(identityLinkTickets.profileId, child.profileId),
        eq(identityLinkTickets.provider, input.provider),
        isNull(identityLinkTickets.usedAt),
      ),
    )
  await db.insert(identityLinkTickets).values({
    tokenHash: hashToken(ticket),
    schoolId,
    profileId: child.profileId,
    provider: input.provider,
    createdByUserId: actor.userId,
    expiresAt,
  })
  const school = await schoolOf(db, schoolId)
  const query = new URLSearchParams({ link: ticket, provider: input.provider })
  return {
    profileId: child.profileId,
    name: child.name,
    provider: input.provider,
    url: `${schoolOrigin(school.subdomain, appConfig())}/login?${query}`,
    expiresAt: expiresAt.toISOString(),
  }
}
