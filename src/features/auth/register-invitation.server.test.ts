import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { hashToken } from '@/server/auth/token-hash'
import { oneTimeTokens } from '@/server/db/schema'
import { latestMailTo } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createSchool, createUser, uniqueId } from '@/test/factories'
import { passwordTokenStatus, sendInvitation, setPasswordWithToken } from './password-reset.server'
import { readInvitation } from './register.schemas'

/**
 * /register's "My school invited me" (PRODUCT.md §2): the teacher pastes the link of the mailed
 * invitation; the page reads it and asks `passwordTokenStatusFn` whether it still works before it
 * opens the school's page for choosing a password.
 */
describeEachDatabase('/register: the pasted invitation', (getDb) => {
  async function invited() {
    const db = getDb()
    const school = await createSchool(db)
    const email = `invited-${uniqueId()}@example.test`
    const user = await createUser(db, { email, name: 'Sam Teacher', password: null, verified: false })
    await addProfile(db, user, school, 'TEACHER')
    const origin = `http://${school.subdomain}.localhost:3000`
    await sendInvitation(db, { userId: user.id, email, name: 'Sam Teacher', schoolName: school.name, origin })
    const text = (await latestMailTo(db, email))!.textBody
    const mailedLink = /https?:\/\/\S+\/set-password\?token=\S+/.exec(text)![0]
    return { db, email, origin, mailedLink }
  }

  it('reads the mailed link, finds it valid, and opens it on its own school', async () => {
    const { db, email, origin, mailedLink } = await invited()
    const link = readInvitation(mailedLink, 'localhost:3000', 'http')
    expect(link?.origin).toBe(origin)
    expect(await passwordTokenStatus(db, 'invite', link!.token)).toEqual({ valid: true, email })
    // Asking does not use it up: the page it opens can still set the password.
    expect((await passwordTokenStatus(db, 'invite', link!.token)).valid).toBe(true)
  })

  it('says an invitation already used, or past its seven days, no longer works', async () => {
    const used = await invited()
    const usedToken = readInvitation(used.mailedLink, 'localhost:3000', 'http')!.token
    await setPasswordWithToken(used.db, { kind: 'invite', token: usedToken, password: 'my first sentence' })
    expect(await passwordTokenStatus(used.db, 'invite', usedToken)).toEqual({ valid: false, email: null })

    const old = await invited()
    const oldToken = readInvitation(old.mailedLink, 'localhost:3000', 'http')!.token
    await old.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(oldToken)))
    expect(await passwordTokenStatus(old.db, 'invite', oldToken)).toEqual({ valid: false, email: null })
  })

  it('never takes a password-reset link for an invitation', async () => {
    const { db, mailedLink } = await invited()
    const token = readInvitation(mailedLink, 'localhost:3000', 'http')!.token
    expect((await passwordTokenStatus(db, 'reset', token)).valid).toBe(false)
    expect(await passwordTokenStatus(db, 'invite', `${token.slice(0, -4)}AAAA`)).toEqual({
      valid: false,
      email: null,
    })
  })
})
