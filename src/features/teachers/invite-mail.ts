import type { Language } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { TeamRole } from './team.schemas'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The invitation a new teacher or admin gets: who invited them where, and one link; in the
 * recipient's language (`locale`, from `mailLocale`; decisions 219 and 226), not the inviter's.
 */
export function inviteMail(input: {
  name: string
  /** null: the school was not found; the mail says "your school". */
  schoolName: string | null
  inviterName: string
  role: TeamRole
  link: string
  existingAccount: boolean
  locale: Language
}): { subject: string; text: string; html: string } {
  const options = { locale: input.locale }
  const school = input.schoolName ?? m.teachers_mail_your_school({}, options)
  const added = input.role === 'ADMIN' ? m.teachers_mail_added_admin : m.teachers_mail_added_teacher
  const subject = m.teachers_mail_subject({ inviter: input.inviterName, school }, options)
  const action = input.existingAccount
    ? m.teachers_mail_sign_in_then_choose({}, options)
    : m.teachers_mail_choose_password({}, options)
  const ignore = m.teachers_mail_not_expecting({}, options)
  const text = [
    m.server_mail_hello_name({ name: input.name }, options),
    '',
    added({ inviter: input.inviterName, school }, options),
    '',
    action,
    input.link,
    '',
    ignore,
  ].join('\n')
  const button = input.existingAccount
    ? m.teachers_mail_button_sign_in({}, options)
    : m.teachers_mail_button_choose_password({}, options)
  // Names and the school are escaped before they go into a sentence; whole sentences are escaped.
  const html = [
    `<p>${m.server_mail_hello_name({ name: escapeHtml(input.name) }, options)}</p>`,
    `<p>${added({ inviter: escapeHtml(input.inviterName), school: `<strong>${escapeHtml(school)}</strong>` }, options)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n')
  return { subject, text, html }
}
