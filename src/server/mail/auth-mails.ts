import type { Mail } from './mailer'

/** The auth feature's mails, short and plain, with what to do next. */
export function passwordResetMail(input: { to: string; name: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Reset your CodeSchool password',
    text: [
      `Hello ${input.name},`,
      '',
      'Someone asked to reset the password of your CodeSchool account. To choose a new password, open:',
      input.link,
      '',
      'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays the same.',
    ].join('\n'),
  }
}

export function invitationMail(input: { to: string; name: string; school: string; link: string }): Mail {
  return {
    to: input.to,
    subject: `You are invited to ${input.school} on CodeSchool`,
    text: [
      `Hello ${input.name},`,
      '',
      `You have been invited to ${input.school} on CodeSchool. To choose your password and sign in, open:`,
      input.link,
      '',
      'The link works once, for seven days.',
    ].join('\n'),
  }
}

export function welcomeMail(input: { to: string; name: string; school: string; link: string }): Mail {
  return {
    to: input.to,
    subject: `${input.school} is ready on CodeSchool`,
    text: [
      `Hello ${input.name},`,
      '',
      `Your school ${input.school} is ready. Sign in at:`,
      input.link,
      '',
      'The getting-started checklist on your dashboard walks you through adding teachers, a first class and students.',
    ].join('\n'),
  }
}
