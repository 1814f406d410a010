import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { findSchools } from '@/features/auth/go-to-school.server'
import { completeProfileSetup, getProfileSetup } from '@/features/joining/profile-setup.server'
import { deleteDueSchools } from '@/features/settings/school-deletion.server'
import { lookupPlace } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import { profiles, schools } from '@/server/db/schema'
import { createFakeProvider } from '@/server/payments/fake-provider'
import { describeEachDatabase } from '@/test/database'
import { createSchool, createSchoolWithPeople, createStudent } from '@/test/factories'
import { getDistrictOverview, profileForChildSchool } from './district.server'

/** The school's deletion as the upkeep does it once the 30 days are over (decision 135). */
async function deleteSchool(db: Db, schoolId: string) {
  await db
    .update(schools)
    .set({
      deletionRequestedAt: sql`now() - interval '31 days'`,
      deletionDueAt: sql`now() - interval '1 day'`,
    })
    .where(eq(schools.id, schoolId))
  await deleteDueSchools(db, () => createFakeProvider())
  const [row] = await db
    .select({ deletedAt: schools.deletedAt })
    .from(schools)
    .where(eq(schools.id, schoolId))
  expect(row?.deletedAt).not.toBeNull()
}

// Issue 21: a deleted school stayed addressable, and a district admin could open it again.
describeEachDatabase('a deleted school is not found', (getDb) => {
  it('by its host: the school-not-found page, as for a school that never was', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const host = { kind: 'school', subdomain: school.subdomain } as const
    expect(await lookupPlace(db, host)).toMatchObject({ kind: 'school', school: { id: school.id } })
    await deleteSchool(db, school.id)
    expect(await lookupPlace(db, host)).toEqual({ kind: 'school-not-found', subdomain: school.subdomain })
  })

  it('on /go-to-school, by name or by address', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db, { name: 'Gone Goose Academy' })
    expect(await findSchools(db, 'gone goose')).toContainEqual({
      name: 'Gone Goose Academy',
      subdomain: school.subdomain,
    })
    await deleteSchool(db, school.id)
    expect(await findSchools(db, 'gone goose')).toEqual([])
    expect(await findSchools(db, school.subdomain)).toEqual([])
  })

  it('by its district: not listed, and opening it is a 404 that makes no profile', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db)
    const kept = await createSchoolWithPeople(db, { name: 'Kept', parentSchoolId: district.school.id })
    const gone = await createSchoolWithPeople(db, { name: 'Gone', parentSchoolId: district.school.id })
    await deleteSchool(db, gone.school.id)
    const overview = await getDistrictOverview(db, district.admin.actor)
    expect(overview.children.map((child) => child.id)).toEqual([kept.school.id])
    await expect(profileForChildSchool(db, district.admin.actor, gone.school.id)).rejects.toMatchObject({
      status: 404,
      message: 'This school was not found in your district.',
    })
    expect(await db.$count(profiles, eq(profiles.schoolId, gone.school.id))).toBe(0)
    // The school still in the district opens as before.
    expect(await profileForChildSchool(db, district.admin.actor, kept.school.id)).toMatchObject({
      subdomain: kept.school.subdomain,
      created: true,
    })
  })

  it('a deleted district is no longer shown to its schools as their district', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db, { name: 'Gone District' })
    const child = await createSchoolWithPeople(db, { parentSchoolId: district.school.id })
    expect((await getDistrictOverview(db, child.admin.actor)).parent).toMatchObject({ name: 'Gone District' })
    await deleteSchool(db, district.school.id)
    expect((await getDistrictOverview(db, child.admin.actor)).parent).toBeNull()
  })

  it('by a district student choosing their school: not offered, and refused by its address', async () => {
    const db = getDb()
    const district = await createSchool(db)
    const kept = await createSchool(db, { name: 'Kept', parentSchoolId: district.id })
    const gone = await createSchool(db, { name: 'Gone', parentSchoolId: district.id })
    await deleteSchool(db, gone.id)
    const kid = await createStudent(db, district)
    const actor = {
      userId: kid.userId,
      profileId: kid.profileId,
      schoolId: district.id,
      visitorType: 'student' as const,
      role: 'STUDENT' as const,
    }
    expect((await getProfileSetup(db, actor)).schools).toEqual([{ subdomain: kept.subdomain, name: 'Kept' }])
    await expect(
      completeProfileSetup(db, actor, { schoolSubdomain: gone.subdomain, grade: 3 }),
    ).rejects.toMatchObject({ status: 400 })
    const [me] = await db
      .select({ schoolId: profiles.schoolId })
      .from(profiles)
      .where(eq(profiles.id, kid.profileId))
    expect(me?.schoolId).toBe(district.id)
  })
})
