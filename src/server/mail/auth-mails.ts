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

/**
 * A change of address asked for: the account moves to the new address only when its holder opens
 * this link (issue 21), so nobody can take an address they do not hold.
 */
export function confirmAddressMail(input: { to: string; name: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Confirm your new CodeSchool email',
    text: [
      `Hello ${input.name},`,
      '',
      'Someone asked to move a CodeSchool account to this email address. If it was you, confirm it by opening:',
      input.link,
      '',
      'The link works once, for one day. Until you open it the account keeps its old address. If you did not ask, ignore this mail.',
    ].join('\n'),
  }
}

/** A super admin gave this address a staff role: it applies when its holder opens the link (issue 21). */
export function staffInvitationMail(input: { to: string; role: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'You are invited to join CodeSchool staff',
    text: [
      'Hello,',
      '',
      `A CodeSchool super admin invited this address to join CodeSchool staff as ${input.role}. To accept, open:`,
      input.link,
      '',
      'The link works once, for seven days. If you did not expect it, ignore this mail: nothing changes.',
    ].join('\n'),
  }
}

/** A sign-in link for an account whose sign-ins are locked after many wrong passwords (issue 21). */
export function signInLinkMail(input: { to: string; name: string; link: string }): Mail {
  return {
    to: input.to,
    subject: 'Your CodeSchool sign-in link',
    text: [
      `Hello ${input.name},`,
      '',
      'Someone typed many wrong passwords for your CodeSchool account, so sign-ins with a password wait for a while. To sign in now, open:',
      input.link,
      '',
      'The link works once, for 15 minutes. If it was not you, your account is safe: the password was not found. You can also change it in your profile.',
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
