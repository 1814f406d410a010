import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { recordActivity } from '@/features/activity/record-activity.server'
import {
  activity,
  classMembers,
  files,
  lessonProgress,
  profiles,
  schoolClasses,
  schools,
  studentImports,
  users,
} from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createCourse, createProgress, createSchoolWithPeople } from '@/test/factories'
import {
  deleteAllStudentData,
  getSchoolSettings,
  removeSchoolLogo,
  setSchoolLogo,
  updateSchoolSettings,
} from './settings.server'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const text = (value: string) => new TextEncoder().encode(value)

describeEachDatabase('school settings', (getDb) => {
  it('reads and saves name, address, allowed login types and the default language', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    expect((await getSchoolSettings(db, admin.actor)).defaultLocale).toBe('en')
    await updateSchoolSettings(db, admin.actor, {
      name: 'Renamed School',
      address: '1 High Street',
      allowedLoginTypes: ['password', 'picture'],
      defaultLocale: 'ar',
    })
    expect(await getSchoolSettings(db, admin.actor)).toMatchObject({
      name: 'Renamed School',
      address: '1 High Street',
      allowedLoginTypes: ['password', 'picture'],
      defaultLocale: 'ar',
      logoUrl: null,
      studentCount: 2,
    })
  })

  it('stores a PNG logo, replaces it (the old file goes) and removes it', async () => {
    const db = getDb()
    const { admin, school } = await createSchoolWithPeople(db)
    const first = await setSchoolLogo(db, admin.actor, { name: 'logo.png', data: png })
    const firstId = first.logoUrl.replace('/files/', '')
    const [stored] = await db.select().from(files).where(eq(files.id, firstId))
    expect(stored).toMatchObject({
      schoolId: school.id,
      contentType: 'image/png',
      fileName: 'logo.png',
      sizeBytes: png.length,
    })

    const second = await setSchoolLogo(db, admin.actor, {
      name: 'logo.svg',
      data: text('<svg onload="alert(1)"><script>alert(2)</script><rect width="1"/></svg>'),
    })
    expect(await db.select().from(files).where(eq(files.id, firstId))).toEqual([])
    const [svg] = await db
      .select()
      .from(files)
      .where(eq(files.id, second.logoUrl.replace('/files/', '')))
    expect(svg?.contentType).toBe('image/svg+xml')
    const body = new TextDecoder().decode(svg!.data)
    expect(body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>')

    await removeSchoolLogo(db, admin.actor)
    expect((await getSchoolSettings(db, admin.actor)).logoUrl).toBeNull()
    expect(await db.select({ id: files.id }).from(files).where(eq(files.schoolId, school.id))).toEqual([])
  })

  it.each([
    [
      'an HTML page named .png',
      'logo.png',
      text('<html><script>alert(1)</script></html>'),
      /PNG, JPEG or SVG/,
    ],
    ['a PDF', 'logo.pdf', text('%PDF-1.4 ...'), /PNG, JPEG or SVG/],
    ['an empty file', 'logo.png', new Uint8Array(), /empty/],
    ['a file over 1 MB', 'big.png', new Uint8Array(1024 * 1024 + 1).fill(0x89), /1 MB/],
    ['a broken SVG', 'logo.svg', text('<svg><g></svg>'), /SVG/],
  ])('refuses %s with a message on the logo field', async (_name, name, data, message) => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    const error = await setSchoolLogo(db, admin.actor, { name, data }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 400, errors: [{ field: 'logo' }] })
    expect((error as Error).message).toMatch(message)
  })

  it('is for admins only', async () => {
    const db = getDb()
    const { teacher, students } = await createSchoolWithPeople(db)
    for (const actor of [teacher.actor, students[0]!.actor]) {
      await expect(getSchoolSettings(db, actor)).rejects.toMatchObject({ status: 403 })
      await expect(
        updateSchoolSettings(db, actor, {
          name: 'Hacked',
          address: '',
          allowedLoginTypes: ['password'],
          defaultLocale: 'en',
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(setSchoolLogo(db, actor, { name: 'x.png', data: png })).rejects.toMatchObject({
        status: 403,
      })
      await expect(removeSchoolLogo(db, actor)).rejects.toMatchObject({ status: 403 })
      await expect(deleteAllStudentData(db, actor, { confirmation: 'anything' })).rejects.toMatchObject({
        status: 403,
      })
    }
  })
})

describeEachDatabase('delete all student data', (getDb) => {
  it('deletes every student of this school with their work, and nothing of another school', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db, { name: 'Oak Primary' })
    const theirs = await createSchoolWithPeople(db, { name: 'Elm Primary' })
    const { items } = await createCourse(db)
    for (const school of [mine, theirs]) {
      for (const student of school.students) {
        await createProgress(db, student, items[0]!)
      }
      await recordActivity(db, {
        schoolId: school.school.id,
        profileId: school.teacher.profileId,
        kind: 'student_joined',
        subject: { studentName: 'Ada' },
      })
      await db
        .insert(studentImports)
        .values({ schoolId: school.school.id, fileName: 'a.csv', fileSha256: 'b'.repeat(64) })
    }

    // A wrong confirmation deletes nothing and says what to type.
    await expect(
      deleteAllStudentData(db, mine.admin.actor, { confirmation: 'Elm Primary' }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'confirmation' }],
    })
    expect(await db.select().from(profiles).where(eq(profiles.schoolId, mine.school.id))).toHaveLength(4)

    const result = await deleteAllStudentData(db, mine.admin.actor, { confirmation: '  oak   PRIMARY ' })
    expect(result.students).toBe(2)

    const myIds = mine.students.map((student) => student.profileId)
    const myUsers = mine.students.map((student) => student.userId)
    expect(await db.select().from(profiles).where(inArray(profiles.id, myIds))).toEqual([])
    expect(await db.select().from(users).where(inArray(users.id, myUsers))).toEqual([])
    expect(await db.select().from(lessonProgress).where(eq(lessonProgress.schoolId, mine.school.id))).toEqual(
      [],
    )
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, mine.schoolClass.id))).toEqual(
      [],
    )
    expect(await db.select().from(studentImports).where(eq(studentImports.schoolId, mine.school.id))).toEqual(
      [],
    )
    const myActivity = await db.select().from(activity).where(eq(activity.schoolId, mine.school.id))
    expect(myActivity.map((entry) => entry.kind)).toEqual(['student_data_deleted'])
    // The class, its teacher and the admin stay.
    expect(
      await db.select().from(schoolClasses).where(eq(schoolClasses.id, mine.schoolClass.id)),
    ).toHaveLength(1)
    expect(await db.select().from(profiles).where(eq(profiles.schoolId, mine.school.id))).toHaveLength(2)

    // The other school is untouched.
    const theirIds = theirs.students.map((student) => student.profileId)
    expect(await db.select().from(profiles).where(inArray(profiles.id, theirIds))).toHaveLength(2)
    expect(
      await db.select().from(lessonProgress).where(eq(lessonProgress.schoolId, theirs.school.id)),
    ).toHaveLength(2)
    expect(
      await db.select().from(classMembers).where(eq(classMembers.classId, theirs.schoolClass.id)),
    ).toHaveLength(2)
    expect(
      await db.select().from(studentImports).where(eq(studentImports.schoolId, theirs.school.id)),
    ).toHaveLength(1)
    expect(await db.select().from(activity).where(eq(activity.schoolId, theirs.school.id))).toHaveLength(1)
    expect(await db.select().from(schools).where(eq(schools.id, theirs.school.id))).toHaveLength(1)
  })
})
