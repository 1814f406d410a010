import { issueToken } from '@/server/auth/one-time-tokens'
import type { Db } from '@/server/db/client'
import { type Mail, sendMail } from '@/server/mail/mailer'

/**
 * What an invitation needs from sign-in: a single-use invite token (7 days, bound to the new
 * profile and its school) that /set-password redeems, and the mail adapter (SMTP or the outbox).
 */
export async function issueInviteToken(
  db: Db,
  input: { userId: string; profileId: string; schoolId: string },
): Promise<string> {
  const { token } = await issueToken(db, { kind: 'invite', ...input })
  return token
}

export async function deliverMail(db: Db, mail: Mail): Promise<void> {
  await sendMail(db, mail)
}
