import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { deleteDueSchools, requestSchoolDeletion } from '@/features/settings/school-deletion.server'
import { removeSchoolLogo, setSchoolLogo, updateSchoolSettings } from '@/features/settings/settings.server'
import { setSchoolParent } from '@/features/staff-console/schools.server'
import { schools } from '@/server/db/schema'
import { createFakeProvider } from '@/server/payments/fake-provider'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, createSchoolWithPeople, uniqueId } from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { lookupPlace, schoolBySubdomain, schoolDefaultLocaleBySubdomain } from './school-lookup-cache'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const provider = createFakeProvider()

describeEachDatabase('the school of a host, kept per process', (getDb) => {
  it('is read once, and a rename, a new default language or a new logo shows on the next request', async () => {
    const counted = countQueries(getDb())
    const db = counted.db
    const { admin, school } = await createSchoolWithPeople(db)
    const host = { kind: 'school', subdomain: school.subdomain } as const
    counted.reset()
    expect(await lookupPlace(db, host)).toMatchObject({ kind: 'school', school: { name: school.name } })
    expect(await lookupPlace(db, host)).toMatchObject({ kind: 'school', school: { name: school.name } })
    expect(await schoolDefaultLocaleBySubdomain(db, school.subdomain)).toBeNull()
    expect(counted.count).toBe(1)

    await updateSchoolSettings(db, admin.actor, {
      name: 'Hill Top Primary',
      address: '',
      allowedLoginTypes: ['password'],
      defaultLocale: 'es',
    })
    expect(await lookupPlace(db, host)).toMatchObject({ school: { name: 'Hill Top Primary', logoUrl: null } })
    expect(await schoolDefaultLocaleBySubdomain(db, school.subdomain)).toBe('es')

    const { logoUrl } = await setSchoolLogo(db, admin.actor, { name: 'logo.png', data: png })
    expect(await lookupPlace(db, host)).toMatchObject({ school: { logoUrl } })
    await removeSchoolLogo(db, admin.actor)
    expect(await lookupPlace(db, host)).toMatchObject({ school: { logoUrl: null } })
  })

  it("shows another instance's change within 10 s", async () => {
    const counted = countQueries(getDb())
    const db = counted.db
    const school = await createSchool(db)
    const host = { kind: 'school', subdomain: school.subdomain } as const
    const start = Date.now()
    await lookupPlace(db, host)
    // Written by another process: this one has nothing to forget.
    await db.update(schools).set({ name: 'Renamed Elsewhere' }).where(eq(schools.id, school.id))
    expect((await schoolBySubdomain(db, school.subdomain, start + 9_000))?.name).toBe(school.name)
    expect((await schoolBySubdomain(db, school.subdomain, start + 10_001))?.name).toBe('Renamed Elsewhere')
  })

  it('a school joining a district, and a deleted school, show on the next request', async () => {
    const db = countQueries(getDb()).db
    const district = await createSchool(db)
    const { admin, school } = await createSchoolWithPeople(db)
    const staff = (await createAdult(db, await createSchool(db), 'TEACHER', { userRole: 'STAFF' })).actor
    const host = { kind: 'school', subdomain: school.subdomain } as const
    expect(await lookupPlace(db, host)).toMatchObject({ school: { parentSchoolId: null } })
    await setSchoolParent(db, staff, { schoolId: school.id, parentSchoolId: district.id })
    expect(await lookupPlace(db, host)).toMatchObject({ school: { parentSchoolId: district.id } })

    await requestSchoolDeletion(db, admin.actor, { confirmation: school.name })
    await db
      .update(schools)
      .set({ deletionDueAt: sql`now() - interval '1 minute'` })
      .where(eq(schools.id, school.id))
    expect(await lookupPlace(db, host)).toMatchObject({ kind: 'school' })
    await deleteDueSchools(db, () => provider)
    expect(await lookupPlace(db, host)).toEqual({ kind: 'school-not-found', subdomain: school.subdomain })
  })

  it('a host with no school is not kept: a school made a moment later is found', async () => {
    const db = countQueries(getDb()).db
    const subdomain = `later-${uniqueId()}`
    const host = { kind: 'school', subdomain } as const
    expect(await lookupPlace(db, host)).toEqual({ kind: 'school-not-found', subdomain })
    await createSchool(db, { subdomain })
    expect(await lookupPlace(db, host)).toMatchObject({ kind: 'school', school: { subdomain } })
  })
})
