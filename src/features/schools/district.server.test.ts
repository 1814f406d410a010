import { and, eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { activity, profiles } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithPeople, createStudent } from '@/test/factories'
import { getDistrictOverview, profileForChildSchool } from './district.server'

const KINDS = ['district_admin_joined', 'district_admin_returned']

describeEachDatabase('districts', (getDb) => {
  it('shows a district admin the child schools with students, teachers and classes', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db, { name: 'Lake District' })
    const north = await createSchoolWithPeople(db, { name: 'A North', parentSchoolId: district.school.id })
    await createSchoolWithPeople(db, { name: 'B South', parentSchoolId: district.school.id })
    await createStudent(db, north.school)

    const overview = await getDistrictOverview(db, district.admin.actor)
    expect(overview.school).toMatchObject({ name: 'Lake District', students: 2, teachers: 2, classes: 1 })
    expect(
      overview.children.map((child) => [child.name, child.students, child.teachers, child.classes]),
    ).toEqual([
      ['A North', 3, 2, 1],
      ['B South', 2, 2, 1],
    ])
    expect(overview.children.every((child) => child.myProfileId === null)).toBe(true)

    const childView = await getDistrictOverview(db, north.admin.actor)
    expect(childView.parent).toMatchObject({ name: 'Lake District' })
    expect(childView.children).toEqual([])
  })

  it('gives a district admin an ADMIN profile at a child school on demand, once', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db)
    const child = await createSchoolWithPeople(db, { parentSchoolId: district.school.id })
    const first = await profileForChildSchool(db, district.admin.actor, child.school.id)
    expect(first).toMatchObject({ subdomain: child.school.subdomain, created: true })
    const again = await profileForChildSchool(db, district.admin.actor, child.school.id)
    expect(again).toMatchObject({ profileId: first.profileId, created: false })
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, first.profileId))
    expect(profile).toMatchObject({ userId: district.admin.userId, schoolId: child.school.id, role: 'ADMIN' })
    const overview = await getDistrictOverview(db, district.admin.actor)
    expect(overview.children[0]?.myProfileId).toBe(first.profileId)

    // Removed by the child's admin, it comes back when the district admin opens the school again.
    await db.update(profiles).set({ archivedAt: new Date() }).where(eq(profiles.id, first.profileId))
    const back = await profileForChildSchool(db, district.admin.actor, child.school.id)
    expect(back.profileId).toBe(first.profileId)
  })

  it('a restored profile is not "created"; the feed says joined once and returned once, even in a race', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db)
    const child = await createSchoolWithPeople(db, { parentSchoolId: district.school.id })
    const feed = async () =>
      (
        await db
          .select({ kind: activity.kind })
          .from(activity)
          .where(and(eq(activity.schoolId, child.school.id), inArray(activity.kind, KINDS)))
      )
        .map((row) => row.kind)
        .sort()
    const open = () => profileForChildSchool(db, district.admin.actor, child.school.id)

    const both = await Promise.all([open(), open()])
    expect(both.filter((result) => result.created)).toHaveLength(1)
    expect(new Set(both.map((result) => result.profileId)).size).toBe(1)
    expect(await feed()).toEqual(['district_admin_joined'])

    await db.update(profiles).set({ archivedAt: new Date() }).where(eq(profiles.id, both[0]!.profileId))
    const back = await Promise.all([open(), open()])
    expect(back.map((result) => result.created)).toEqual([false, false])
    expect(back.filter((result) => result.restored)).toHaveLength(1)
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, both[0]!.profileId))
    expect(profile!.archivedAt).toBeNull()
    expect(await feed()).toEqual(['district_admin_joined', 'district_admin_returned'])

    expect(await open()).toMatchObject({ created: false, restored: false })
    expect(await feed()).toHaveLength(2)
  })

  it('refuses schools outside the district (404) and teachers (403)', async () => {
    const db = getDb()
    const district = await createSchoolWithPeople(db)
    const stranger = await createSchoolWithPeople(db)
    const otherDistrictChild = await createSchoolWithPeople(db, { parentSchoolId: stranger.school.id })
    const child = await createSchoolWithPeople(db, { parentSchoolId: district.school.id })

    for (const schoolId of [stranger.school.id, otherDistrictChild.school.id, district.school.id]) {
      await expect(profileForChildSchool(db, district.admin.actor, schoolId)).rejects.toMatchObject({
        status: 404,
      })
    }
    // A child school's admin cannot climb to the district or a sibling.
    await expect(profileForChildSchool(db, child.admin.actor, district.school.id)).rejects.toMatchObject({
      status: 404,
    })
    await expect(profileForChildSchool(db, district.teacher.actor, child.school.id)).rejects.toMatchObject({
      status: 403,
    })
    await expect(getDistrictOverview(db, district.teacher.actor)).rejects.toMatchObject({ status: 403 })
    await expect(getDistrictOverview(db, district.students[0]!.actor)).rejects.toMatchObject({ status: 403 })
    const made = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, district.admin.userId), eq(profiles.schoolId, stranger.school.id)))
    expect(made).toEqual([])
  })
})
