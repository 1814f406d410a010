import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { verifyPassword } from '@/server/auth/password'
import { signInWithEmail } from '@/server/auth/sign-in'
import { resolveVisitor } from '@/server/auth/visitor'
import { profiles, schools, users } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult } from '@/test/factories'
import { createSuperAdmin, STAFF_SCHOOL } from './first-super.server'

const password = 'a long walk to the harbour'
const email = () => `root-${randomUUID().slice(0, 8)}@codeschool.test`
const onMainHost = () => ({
  school: null,
  ip: `ip-${randomUUID()}`,
  cookiePair: { account: null, profile: null },
})

describeEachDatabase('the first super admin (npm run create-super)', (getDb) => {
  it('creates a SUPER who can sign in on the main host and reach the staff console', async () => {
    const db = getDb()
    const address = email()
    const created = await createSuperAdmin(db, {
      email: ` ${address.toUpperCase()} `,
      name: 'Robin Root',
      password,
    })
    expect(created).toMatchObject({ email: address, school: STAFF_SCHOOL.subdomain })

    const { answer } = await signInWithEmail(db, { email: address, password }, onMainHost())
    expect(answer.account).toBe('staff')
    const resolution = await resolveVisitor(
      db,
      { kind: 'main' },
      {
        token: answer.token,
        accountCookie: null,
        profileCookie: created.profileId,
        xAccount: null,
        xProfile: null,
      },
    )
    expect(resolution.visitor).toMatchObject({ visitorType: 'staff', userRole: 'SUPER' })
  })

  it('refuses to run twice for the same email, and changes nothing', async () => {
    const db = getDb()
    const address = email()
    await createSuperAdmin(db, { email: address, name: 'First', password })
    await expect(
      createSuperAdmin(db, { email: address, name: 'Second', password: 'another long passphrase here' }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/already a super admin\. Nothing was changed/),
    })
    const [user] = await db.select().from(users).where(eq(users.email, address))
    expect(user?.name).toBe('First')
    expect(await verifyPassword(user!.passwordHash!, password)).toBe(true)
  })

  it('never turns an existing account into a super admin', async () => {
    const db = getDb()
    const [school] = await db
      .insert(schools)
      .values({ subdomain: `s-${randomUUID().slice(0, 8)}`, name: 'A school' })
      .returning()
    const teacher = await createAdult(db, school!, 'TEACHER')
    await expect(
      createSuperAdmin(db, { email: teacher.email!, name: 'Mallory', password }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/already has an account/) })
    const [user] = await db.select().from(users).where(eq(users.id, teacher.userId))
    expect(user?.userRole).toBeNull()
  })

  it('enforces the adult password rules and has no default password', async () => {
    const db = getDb()
    for (const weak of ['', 'short', 'password123', '1234567890', 'aaaaaaaaaaaa']) {
      await expect(
        createSuperAdmin(db, { email: email(), name: 'Weak', password: weak }),
      ).rejects.toMatchObject({
        status: 400,
        errors: expect.arrayContaining([expect.objectContaining({ field: 'password' })]),
      })
    }
    await expect(createSuperAdmin(db, { email: 'not-an-email', name: 'X', password })).rejects.toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: 'email' })],
    })
    expect(await db.select().from(users).where(eq(users.name, 'Weak'))).toEqual([])
  })

  it('gives a second super admin the same staff school', async () => {
    const db = getDb()
    const a = await createSuperAdmin(db, { email: email(), name: 'A', password })
    const b = await createSuperAdmin(db, { email: email(), name: 'B', password })
    const rows = await db
      .select({ schoolId: profiles.schoolId })
      .from(profiles)
      .where(eq(profiles.id, a.profileId))
    const rowsB = await db
      .select({ schoolId: profiles.schoolId })
      .from(profiles)
      .where(eq(profiles.id, b.profileId))
    expect(rows[0]?.schoolId).toBe(rowsB[0]?.schoolId)
    expect(await db.select().from(schools).where(eq(schools.subdomain, 'staff'))).toHaveLength(1)
  })

  // Last: it puts a non-staff person into the staff school of this suite's database.
  it('refuses when the staff address belongs to a school with its own people', async () => {
    const db = getDb()
    const [staffSchool] = await db.select().from(schools).where(eq(schools.subdomain, 'staff'))
    await createAdult(db, staffSchool!, 'TEACHER')
    const address = email()
    await expect(createSuperAdmin(db, { email: address, name: 'C', password })).rejects.toMatchObject({
      status: 409,
    })
    expect(await db.select().from(users).where(eq(users.email, address))).toEqual([])
  })
})
