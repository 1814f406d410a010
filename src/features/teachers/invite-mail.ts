import type { TeamRole } from './team.schemas'

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The invitation a new teacher or admin gets: who invited them where, and one link. */
export function inviteMail(input: {
  name: string
  schoolName: string
  inviterName: string
  role: TeamRole
  link: string
  existingAccount: boolean
}): { subject: string; text: string; html: string } {
  const roleWord = input.role === 'ADMIN' ? 'an admin' : 'a teacher'
  const subject = `${input.inviterName} added you to ${input.schoolName} on CodeSchool`
  const action = input.existingAccount
    ? 'Sign in with your usual email and password, then choose this school:'
    : 'Choose a password to get started (this link works for 7 days):'
  const text = [
    `Hello ${input.name},`,
    '',
    `${input.inviterName} added you as ${roleWord} at ${input.schoolName} on CodeSchool.`,
    '',
    action,
    input.link,
    '',
    'If you were not expecting this, you can ignore this email.',
  ].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p>${escapeHtml(input.inviterName)} added you as ${roleWord} at <strong>${escapeHtml(input.schoolName)}</strong> on CodeSchool.</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${input.existingAccount ? 'Sign in' : 'Choose my password'}</a></p>`,
    '<p>If you were not expecting this, you can ignore this email.</p>',
  ].join('\n')
  return { subject, text, html }
}
