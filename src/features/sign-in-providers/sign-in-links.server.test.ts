import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { redeemMagicToken, type TokenPlace } from '@/features/auth/token-sign-in.server'
import { changeMyPassword } from '@/features/profile/profile.server'
import { resetStudentSecret } from '@/features/students/student-secrets.server'
import { hashToken } from '@/server/auth/token-hash'
import { oneTimeTokens } from '@/server/db/schema'
import { latestMailTo } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createClass,
  createSchool,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
  uniqueId,
} from '@/test/factories'
import { mailSignInLink, printSignInCards } from './sign-in-links.server'

describeEachDatabase('sign-in links', (getDb) => {
  function placeAt(school: { id: string; subdomain: string; name: string }): TokenPlace {
    return {
      school: {
        id: school.id,
        subdomain: school.subdomain,
        name: school.name,
        logoUrl: null,
        parentSchoolId: null,
      },
      ip: `198.51.100.${Math.floor(Math.random() * 200)}-${uniqueId()}`,
      cookiePair: { account: null, profile: null },
      currentToken: null,
      proof: null,
    }
  }
  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

  async function classWithChild() {
    const db = getDb()
    const school = await createSchool(db)
    const teacher = await createTeacher(db, school)
    const child = await createStudent(db, school)
    await createClass(db, school, { teacherIds: [teacher.profileId], studentIds: [child.profileId] })
    return { school, teacher, child }
  }

  it("a teacher's printed card signs the child in once, on the child's school only", async () => {
    const { school, teacher, child } = await classWithChild()
    const { cards } = await printSignInCards(getDb(), teacher.actor, { profileIds: [child.profileId] })
    expect(cards).toHaveLength(1)
    const card = cards[0]!
    expect(new URL(card.url).hostname.startsWith(`${school.subdomain}.`)).toBe(true)
    expect(new URL(card.url).pathname).toBe('/token')
    const token = tokenOf(card.url)

    const other = await createSchool(getDb())
    await expect(redeemMagicToken(getDb(), { token, confirmed: true }, placeAt(other))).rejects.toThrow(
      'expired or was already used',
    )
    // Asked first ("Continue as …?"), then signed in as the child.
    expect(await redeemMagicToken(getDb(), { token, confirmed: false }, placeAt(school))).toMatchObject({
      status: 'confirm',
      name: child.name,
    })
    expect(await redeemMagicToken(getDb(), { token, confirmed: true }, placeAt(school))).toMatchObject({
      status: 'signed-in',
      profile: child.profileId,
    })
    await expect(redeemMagicToken(getDb(), { token, confirmed: true }, placeAt(school))).rejects.toThrow(
      'expired or was already used',
    )
  })

  it('a card expires, and a new card replaces the old one', async () => {
    const { school, teacher, child } = await classWithChild()
    const first = tokenOf(
      (await printSignInCards(getDb(), teacher.actor, { profileIds: [child.profileId] })).cards[0]!.url,
    )
    const second = tokenOf(
      (await printSignInCards(getDb(), teacher.actor, { profileIds: [child.profileId] })).cards[0]!.url,
    )
    await expect(
      redeemMagicToken(getDb(), { token: first, confirmed: true }, placeAt(school)),
    ).rejects.toThrow('expired')
    await getDb()
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(second)))
    await expect(
      redeemMagicToken(getDb(), { token: second, confirmed: true }, placeAt(school)),
    ).rejects.toThrow('expired')
  })

  it("a new password (or picture, or words) for the child ends the child's card", async () => {
    const { school, teacher, child } = await classWithChild()
    const card = (await printSignInCards(getDb(), teacher.actor, { profileIds: [child.profileId] })).cards[0]
    await resetStudentSecret(getDb(), teacher.actor, child.profileId, 'password')
    await expect(
      redeemMagicToken(getDb(), { token: tokenOf(card?.url ?? ''), confirmed: true }, placeAt(school)),
    ).rejects.toThrow('expired or was already used')
  })

  it("a teacher cannot print a card for a child outside their classes, nor another school's", async () => {
    const { teacher } = await classWithChild()
    const { school: otherSchool } = await classWithChild()
    const stranger = await createStudent(getDb(), otherSchool)
    await expect(
      printSignInCards(getDb(), teacher.actor, { profileIds: [stranger.profileId] }),
    ).rejects.toMatchObject({ status: 404 })
    const { school } = await classWithChild()
    const notMine = await createStudent(getDb(), school)
    const otherTeacher = await createTeacher(getDb(), school)
    await expect(
      printSignInCards(getDb(), otherTeacher.actor, { profileIds: [notMine.profileId] }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it("an admin mails a teacher a link; the teacher's password change revokes it", async () => {
    const school = await createSchool(getDb())
    const admin = await createAdmin(getDb(), school)
    const teacher = await createTeacher(getDb(), school)
    await expect(mailSignInLink(getDb(), teacher.actor, admin.profileId)).rejects.toMatchObject({
      status: 403,
    })
    await mailSignInLink(getDb(), admin.actor, teacher.profileId)
    const mail = await latestMailTo(getDb(), teacher.email ?? '')
    const link = /https?:\/\/\S+\/token\?token=\S+/.exec(mail?.textBody ?? '')?.[0] ?? ''
    expect(link).not.toBe('')
    await changeMyPassword(getDb(), teacher.actor, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a brand new sentence',
    })
    await expect(
      redeemMagicToken(getDb(), { token: tokenOf(link), confirmed: true }, placeAt(school)),
    ).rejects.toThrow('expired or was already used')
  })
})
