import type { Language } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { linkMailText } from './link-mail-text'
import type { Mail } from './mailer'

/**
 * The auth feature's mails, short and plain, with what to do next, each in the recipient's language
 * (`locale`, from src/server/i18n/user-locale.ts `mailLocale`; decision 219).
 */
export function passwordResetMail(input: { to: string; name: string; link: string; locale: Language }): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_reset_subject({}, { locale }),
    text: linkMailText({
      greeting: m.server_mail_hello_name({ name: input.name }, { locale }),
      body: m.server_mail_reset_body({}, { locale }),
      link: input.link,
      after: m.server_mail_reset_after({}, { locale }),
    }),
  }
}

export function invitationMail(input: {
  to: string
  name: string
  school: string
  link: string
  locale: Language
}): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_invite_subject({ school: input.school }, { locale }),
    text: linkMailText({
      greeting: m.server_mail_hello_name({ name: input.name }, { locale }),
      body: m.server_mail_invite_body({ school: input.school }, { locale }),
      link: input.link,
      after: m.server_mail_works_seven_days({}, { locale }),
    }),
  }
}

/**
 * A change of address asked for: the account moves to the new address only when its holder opens
 * this link (issue 21), so nobody can take an address they do not hold.
 */
export function confirmAddressMail(input: {
  to: string
  name: string
  link: string
  locale: Language
}): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_confirm_subject({}, { locale }),
    text: linkMailText({
      greeting: m.server_mail_hello_name({ name: input.name }, { locale }),
      body: m.server_mail_confirm_body({}, { locale }),
      link: input.link,
      after: m.server_mail_confirm_after({}, { locale }),
    }),
  }
}

/** A super admin gave this address a staff role: it applies when its holder opens the link (issue 21). */
export function staffInvitationMail(input: {
  to: string
  role: string
  link: string
  locale: Language
}): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_staff_subject({}, { locale }),
    text: linkMailText({
      greeting: m.server_mail_hello({}, { locale }),
      body: m.server_mail_staff_body({ role: input.role }, { locale }),
      link: input.link,
      after: m.server_mail_staff_after({}, { locale }),
    }),
  }
}

/** A sign-in link for an account whose sign-ins are locked after many wrong passwords (issue 21). */
export function signInLinkMail(input: { to: string; name: string; link: string; locale: Language }): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_link_subject({}, { locale }),
    text: linkMailText({
      greeting: m.server_mail_hello_name({ name: input.name }, { locale }),
      body: m.server_mail_link_body({}, { locale }),
      link: input.link,
      after: m.server_mail_link_after({}, { locale }),
    }),
  }
}

/**
 * /account-setup: the new school is ready. Whoever filled in the form gets the same answer for any
 * address; only this mail differs. An account whose address is not verified yet, or a new one,
 * gets a link to choose the password (which verifies the address and opens the school); a
 * verified account is told to sign in as usual.
 */
export function newSchoolMail(input: {
  to: string
  name: string
  school: string
  link: string
  setPassword: boolean
  locale: Language
}): Mail {
  const locale = input.locale
  return {
    to: input.to,
    subject: m.server_mail_school_subject({ school: input.school }, { locale }),
    text: [
      m.server_mail_hello_name({ name: input.name }, { locale }),
      '',
      input.setPassword
        ? m.server_mail_school_set_password({ school: input.school }, { locale })
        : m.server_mail_school_sign_in({ school: input.school }, { locale }),
      input.link,
      '',
      m.server_mail_school_checklist({}, { locale }),
      '',
      m.server_mail_school_not_you({}, { locale }),
    ].join('\n'),
  }
}
