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

/** A changed email: the new address is verified once its holder chooses the password (record 030). */
export function confirmAddressMail(input: { to: string; name: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Confirm your new CodeSchool email',
    text: [
      `Hello ${input.name},`,
      '',
      'Your CodeSchool account now uses this email address. To confirm it is yours, choose your password again:',
      input.link,
      '',
      'The link works once, for one hour; "Forgot password" sends a new one. Until then, invitations from schools to this address wait.',
    ].join('\n'),
  }
}

/**
 * /forgot-password for an address with no account: a mail all the same, so the request takes the
 * same steps whether or not the address has an account (record 030).
 */
export function noAccountMail(input: { to: string; signupLink: string }): Mail {
  return {
    to: input.to,
    subject: 'Your CodeSchool password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the CodeSchool password of this address, but no CodeSchool account uses it.',
      'If your school uses CodeSchool, ask its admin to invite you. To start a new school, open:',
      input.signupLink,
      '',
      'If you did not ask, ignore this mail.',
    ].join('\n'),
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
}): Mail {
  return {
    to: input.to,
    subject: `${input.school} is ready on CodeSchool`,
    text: [
      `Hello ${input.name},`,
      '',
      input.setPassword
        ? `Your school ${input.school} is ready. To open it, choose your password (this link works for 7 days):`
        : `Your school ${input.school} is ready. Sign in with your usual email and password at:`,
      input.link,
      '',
      'The getting-started checklist on your dashboard walks you through adding teachers, a first class and students.',
      '',
      'If you did not start this school, ignore this mail.',
    ].join('\n'),
  }
}
