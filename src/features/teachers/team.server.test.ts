import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { hashPassword } from '@/server/auth/password'
import { hashToken } from '@/server/auth/token-hash'
import {
  classTeachers,
  mailOutbox,
  oneTimeTokens,
  profiles,
  schoolClasses,
  sessions,
  users,
} from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import {
  createAdult,
  createClass,
  createSchoolWithPeople,
  createStaff,
  createStudent,
} from '@/test/factories'
import { listAdminContacts } from './admin-contacts.server'
import { removeMember, updateMember } from './member-edits.server'
import { inviteMember, resendInvite } from './member-invites.server'
import { getTeamMember, listTeam } from './team-members.server'

const origin = 'http://demo.localhost:3100'

async function latestMailTo(db: Parameters<typeof listTeam>[0], email: string) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))
  return rows.at(-1)
}

describeEachDatabase('teachers and admins', (getDb) => {
  it('invites a teacher by email: a profile, a 7-day invite token and a set-password mail', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db, { name: 'Maple Primary' })
    const result = await inviteMember(
      db,
      admin.actor,
      { name: 'Nia Okafor', email: 'nia.okafor@example.test', role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    expect(result.existingAccount).toBe(false)

    const mail = await latestMailTo(db, 'nia.okafor@example.test')
    expect(mail?.subject).toContain('Maple Primary')
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1]
    expect(token).toBeTruthy()
    const [stored] = await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token!)))
    expect(stored).toMatchObject({ kind: 'invite', profileId: result.profileId, schoolId: school.id })
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const team = await listTeam(db, admin.actor)
    expect(team.find((member) => member.profileId === result.profileId)).toMatchObject({
      name: 'Nia Okafor',
      email: 'nia.okafor@example.test',
      role: 'TEACHER',
      status: 'invited',
    })
  })

  it('refuses to invite someone who is already on the team, and says so on the email field', async () => {
    const db = getDb()
    const { admin, teacher } = await createSchoolWithPeople(db)
    await expect(
      inviteMember(
        db,
        admin.actor,
        { name: 'Again', email: teacher.email!, role: 'ADMIN' },
        { schoolOrigin: origin },
      ),
    ).rejects.toMatchObject({ status: 409, errors: [{ field: 'email' }] })
  })

  it('adds a teacher of another school without a set-password link (their address is verified)', async () => {
    const db = getDb()
    const first = await createSchoolWithPeople(db)
    const second = await createSchoolWithPeople(db)
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('a long password 1'), emailVerifiedAt: new Date() })
      .where(eq(users.id, first.teacher.userId))
    const result = await inviteMember(
      db,
      second.admin.actor,
      { name: 'Shared Teacher', email: first.teacher.email!, role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    expect(result.existingAccount).toBe(true)
    const mail = await latestMailTo(db, first.teacher.email!)
    expect(mail?.textBody).toContain(`${origin}/login`)
    expect(mail?.textBody).not.toContain('set-password')
    // The teacher now has one profile at each school.
    const theirs = await db.select().from(profiles).where(eq(profiles.userId, first.teacher.userId))
    expect(theirs.map((profile) => profile.schoolId).sort()).toEqual(
      [first.school.id, second.school.id].sort(),
    )
  })

  it('changes a role, but never the admin’s own and never leaves a school without an admin', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    await updateMember(db, admin.actor, { profileId: teacher.profileId, name: 'Promoted', role: 'ADMIN' })
    expect(await getTeamMember(db, admin.actor, teacher.profileId, 'ADMIN')).toMatchObject({
      name: 'Promoted',
      role: 'ADMIN',
    })

    await expect(
      updateMember(db, admin.actor, { profileId: admin.profileId, name: 'Me', role: 'TEACHER' }),
    ).rejects.toMatchObject({ status: 409 })

    // A staff visitor (no own profile at stake) demoting the only admin is refused.
    const lonely = await createSchoolWithPeople(db)
    const staff = await createAdult(db, lonely.school, 'TEACHER', { userRole: 'STAFF' })
    await expect(
      updateMember(db, staff.actor, { profileId: lonely.admin.profileId, name: 'x', role: 'TEACHER' }),
    ).rejects.toMatchObject({ status: 409 })
    expect(school.id).toBeTruthy()
  })

  it('removes a teacher: their classes stay with the school, their sessions and invite links end', async () => {
    const db = getDb()
    const { admin, teacher, schoolClass, school } = await createSchoolWithPeople(db)
    await db.insert(sessions).values({
      tokenHash: hashToken(`session-${teacher.profileId}`),
      userId: teacher.userId,
      profileId: teacher.profileId,
      schoolId: school.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    await removeMember(db, admin.actor, teacher.profileId)

    const [profile] = await db.select().from(profiles).where(eq(profiles.id, teacher.profileId))
    expect(profile?.archivedAt).not.toBeNull()
    expect(await db.select().from(schoolClasses).where(eq(schoolClasses.id, schoolClass.id))).toHaveLength(1)
    expect(
      await db.select().from(classTeachers).where(eq(classTeachers.profileId, teacher.profileId)),
    ).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.profileId, teacher.profileId))).toEqual([])
    expect((await listTeam(db, admin.actor)).map((member) => member.profileId)).not.toContain(
      teacher.profileId,
    )
    await expect(getTeamMember(db, admin.actor, teacher.profileId)).rejects.toMatchObject({ status: 404 })

    // Inviting them again brings the same profile back.
    const again = await inviteMember(
      db,
      admin.actor,
      { name: 'Back Again', email: teacher.email!, role: 'TEACHER' },
      { schoolOrigin: origin },
    )
    expect(again.profileId).toBe(teacher.profileId)
  })

  it('refuses to remove yourself or the last admin', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    await expect(removeMember(db, admin.actor, admin.profileId)).rejects.toMatchObject({ status: 409 })
  })

  it('resends an invite: the old link stops working', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    const { profileId } = await inviteMember(
      db,
      admin.actor,
      { name: 'Resend Me', email: 'resend.me@example.test', role: 'ADMIN' },
      { schoolOrigin: origin },
    )
    await resendInvite(db, admin.actor, profileId, { schoolOrigin: origin })
    const live = await db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.profileId, profileId), eq(oneTimeTokens.kind, 'invite')))
    expect(live).toHaveLength(1)
    expect(
      await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'resend.me@example.test')),
    ).toHaveLength(2)
  })

  it('refuses another school’s people (404, nothing leaked) and teachers and students (403)', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    const other = theirs.teacher.profileId
    const calls = [
      () => getTeamMember(db, mine.admin.actor, other),
      () => updateMember(db, mine.admin.actor, { profileId: other, name: 'Hijack', role: 'ADMIN' }),
      () => removeMember(db, mine.admin.actor, other),
      () => resendInvite(db, mine.admin.actor, other, { schoolOrigin: origin }),
    ]
    for (const call of calls) {
      const error = await call().catch((caught: unknown) => caught)
      expect(error).toMatchObject({ status: 404 })
      expect(String((error as Error).message)).not.toContain(theirs.teacher.actor.name)
    }
    const [untouched] = await db.select().from(profiles).where(eq(profiles.id, other))
    expect(untouched).toMatchObject({ role: 'TEACHER', archivedAt: null })
    // Student profiles are not team members either.
    await expect(getTeamMember(db, mine.admin.actor, mine.students[0]!.profileId)).rejects.toMatchObject({
      status: 404,
    })

    for (const actor of [mine.teacher.actor, mine.students[0]!.actor]) {
      await expect(listTeam(db, actor)).rejects.toMatchObject({ status: 403 })
      await expect(
        inviteMember(
          db,
          actor,
          { name: 'X', email: 'x@example.test', role: 'ADMIN' },
          { schoolOrigin: origin },
        ),
      ).rejects.toMatchObject({ status: 403 })
      await expect(removeMember(db, actor, mine.admin.profileId)).rejects.toMatchObject({ status: 403 })
      await expect(
        updateMember(db, actor, { profileId: actor.profileId, name: 'Me', role: 'ADMIN' }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await db.select().from(users).where(eq(users.email, 'x@example.test'))).toEqual([])
  })

  it('counts only active classes a member teaches', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    const archived = await createClass(db, school, { teacherIds: [teacher.profileId] })
    await db.update(schoolClasses).set({ archivedAt: new Date() }).where(eq(schoolClasses.id, archived.id))
    const member = await getTeamMember(db, admin.actor, teacher.profileId, 'TEACHER')
    expect(member.classCount).toBe(1)
    expect(member.classes).toHaveLength(1)
  })

  it('tells a teacher who their admins are: signed-up admins of their own school, not staff or invitees', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    await createStaff(db, school)
    await createAdult(db, school, 'ADMIN', { password: null })
    await createAdult(db, school, 'ADMIN', { archivedAt: new Date() })
    const elsewhere = await createSchoolWithPeople(db)
    const contacts = await listAdminContacts(db, teacher.actor)
    expect(contacts).toEqual([{ name: admin.name, email: admin.email }])
    expect(await listAdminContacts(db, elsewhere.teacher.actor)).toEqual([
      { name: elsewhere.admin.name, email: elsewhere.admin.email },
    ])
    const pupil = await createStudent(db, school)
    await expect(listAdminContacts(db, pupil.actor)).rejects.toMatchObject({ status: 403 })
  })
})
