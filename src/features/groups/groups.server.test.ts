import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/features/students/access.server'
import {
  createAdult,
  createCard,
  createGroupRow,
  createSchool,
  createStudent,
  createStudentActor,
  createStudents,
  type TestSchool,
} from '@/features/students/testing/fixtures'
import { countQueries } from '@/features/students/testing/query-count'
import { groupItemSettings, groups, groupTeachers } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import type { GroupFormValues } from './groups.schemas'
import {
  addGroupMembers,
  archiveGroup,
  createGroup,
  getGroupFormOptions,
  getGroupPage,
  listGroups,
  regenerateJoinCode,
  removeGroupMember,
  restoreGroup,
  setGroupItemSetting,
  updateGroup,
} from './groups.server'
import { isValidJoinCode } from './join-code-alphabet'

const form = (overrides: Partial<GroupFormValues> = {}): GroupFormValues => ({
  name: 'Class 2C',
  grade: 2,
  loginType: 'picture',
  quickJoin: true,
  teacherIds: [],
  cardIds: [],
  ...overrides,
})

describeEachDatabase('groups', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let admin: Actor
  let teacher: Actor
  let coTeacher: Actor
  let outsider: Actor
  let otherAdmin: Actor
  let student: Actor

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db)
    other = await createSchool(db)
    admin = await createAdult(db, school, 'ADMIN')
    teacher = await createAdult(db, school, 'TEACHER')
    coTeacher = await createAdult(db, school, 'TEACHER')
    outsider = await createAdult(db, school, 'TEACHER')
    otherAdmin = await createAdult(db, other, 'ADMIN')
    student = await createStudentActor(db, school)
  })

  it('a teacher creates a class: a valid join code, the teacher and co-teachers, courses', async () => {
    const db = getDb()
    const card = await createCard(db)
    const { id, joinCode } = await createGroup(
      db,
      teacher,
      form({ teacherIds: [coTeacher.profileId], cardIds: [card.id] }),
    )
    expect(isValidJoinCode(joinCode)).toBe(true)
    const page = await getGroupPage(db, teacher, id)
    expect(page.group).toMatchObject({
      name: 'Class 2C',
      grade: 2,
      loginType: 'picture',
      quickJoin: true,
      joinCode,
    })
    expect(page.teachers.map((t) => t.profileId).sort()).toEqual(
      [teacher.profileId, coTeacher.profileId].sort(),
    )
    expect(page.courses).toHaveLength(1)
    expect(page.courses[0]!.sections[0]!.items).toHaveLength(2)
    // The co-teacher manages it too; another teacher of the school does not see it.
    expect((await listGroups(db, coTeacher)).map((g) => g.id)).toContain(id)
    expect((await listGroups(db, outsider)).map((g) => g.id)).not.toContain(id)
    await expect(getGroupPage(db, outsider, id)).rejects.toMatchObject({ status: 404 })
    const listed = (await listGroups(db, admin)).find((g) => g.id === id)
    expect(listed).toMatchObject({ memberCount: 0, courseCount: 1 })
    expect(listed?.teacherNames.sort()).toEqual([teacher.name, coTeacher.name].sort())
  })

  it('a teacher who edits a class stays on it; an admin can change every teacher', async () => {
    const db = getDb()
    const { id } = await createGroup(db, teacher, form({ name: 'Keep me' }))
    await updateGroup(db, teacher, id, form({ name: 'Renamed', teacherIds: [] }))
    let page = await getGroupPage(db, admin, id)
    expect(page.group.name).toBe('Renamed')
    expect(page.teachers.map((t) => t.profileId)).toEqual([teacher.profileId])
    await updateGroup(db, admin, id, form({ name: 'Renamed', teacherIds: [coTeacher.profileId] }))
    page = await getGroupPage(db, admin, id)
    expect(page.teachers.map((t) => t.profileId)).toEqual([coTeacher.profileId])
  })

  it('regenerating the code retires the old one; archiving frees it; restoring finds a new one if taken', async () => {
    const db = getDb()
    const { id, joinCode } = await createGroup(db, teacher, form())
    const { joinCode: fresh } = await regenerateJoinCode(db, teacher, id)
    expect(fresh).not.toBe(joinCode)
    expect(isValidJoinCode(fresh)).toBe(true)

    await archiveGroup(db, teacher, id)
    expect((await listGroups(db, teacher)).map((g) => g.id)).not.toContain(id)
    expect((await listGroups(db, teacher, { archived: true })).map((g) => g.id)).toContain(id)
    await expect(regenerateJoinCode(db, teacher, id)).rejects.toMatchObject({ status: 409 })
    // Another class may take the archived class's code…
    const taker = await createGroupRow(db, school, { joinCode: fresh })
    // …so restoring gives the archived class a new one.
    const restored = await restoreGroup(db, teacher, id)
    expect(restored.joinCode).not.toBe(fresh)
    const [row] = await db.select().from(groups).where(eq(groups.id, id))
    expect(row).toMatchObject({ archivedAt: null, joinCode: restored.joinCode })
    expect(taker.joinCode).toBe(fresh)
  })

  it('refuses teachers and courses that are not the school’s, and login types the school turned off', async () => {
    const db = getDb()
    const privateCard = await createCard(db, { schoolId: other.id })
    const draft = await createCard(db, { published: false })
    await expect(createGroup(db, admin, form({ teacherIds: [otherAdmin.profileId] }))).rejects.toMatchObject({
      status: 400,
    })
    await expect(createGroup(db, admin, form({ cardIds: [privateCard.id] }))).rejects.toMatchObject({
      status: 400,
    })
    await expect(createGroup(db, admin, form({ cardIds: [draft.id] }))).rejects.toMatchObject({ status: 400 })
    await expect(createGroup(db, admin, form({ teacherIds: [student.profileId] }))).rejects.toMatchObject({
      status: 400,
    })
    const options = await getGroupFormOptions(db, admin)
    expect(options.cards.map((c) => c.id)).not.toContain(privateCard.id)
    expect(options.teachers.map((t) => t.profileId)).not.toContain(otherAdmin.profileId)
  })

  it('every function refuses another school’s class (404) and students (403)', async () => {
    const db = getDb()
    const card = await createCard(db)
    const theirs = await createGroupRow(db, other, { teacherIds: [otherAdmin.profileId] })
    const kid = await createStudent(db, school)
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['getGroupPage', (a) => getGroupPage(db, a, theirs.id)],
      ['updateGroup', (a) => updateGroup(db, a, theirs.id, form())],
      ['regenerateJoinCode', (a) => regenerateJoinCode(db, a, theirs.id)],
      ['archiveGroup', (a) => archiveGroup(db, a, theirs.id)],
      ['restoreGroup', (a) => restoreGroup(db, a, theirs.id)],
      [
        'setGroupItemSetting',
        (a) =>
          setGroupItemSetting(db, a, {
            groupId: theirs.id,
            cardSectionItemId: card.itemIds[0]!,
            locked: true,
            hidden: false,
          }),
      ],
      ['addGroupMembers', (a) => addGroupMembers(db, a, { groupId: theirs.id, profileIds: [kid.id] })],
      ['removeGroupMember', (a) => removeGroupMember(db, a, { groupId: theirs.id, profileId: kid.id })],
    ]
    for (const [name, call] of calls) {
      await expect(call(admin), name).rejects.toMatchObject({ status: 404 })
      await expect(call(teacher), name).rejects.toMatchObject({ status: 404 })
      await expect(call(student), name).rejects.toMatchObject({ status: 403 })
    }
    expect((await listGroups(db, admin)).map((g) => g.id)).not.toContain(theirs.id)
    await expect(listGroups(db, student)).rejects.toMatchObject({ status: 403 })
    await expect(createGroup(db, student, form())).rejects.toMatchObject({ status: 403 })
    // Nothing changed over there.
    const [after] = await db.select().from(groups).where(eq(groups.id, theirs.id))
    expect(after).toEqual(theirs)
    // Another school's student cannot be added to our class either.
    const mine = await createGroupRow(db, school, { teacherIds: [teacher.profileId] })
    const theirKid = await createStudent(db, other)
    await expect(
      addGroupMembers(db, admin, { groupId: mine.id, profileIds: [theirKid.id] }),
    ).rejects.toMatchObject({
      status: 404,
    })
  })

  it('locks and hides lessons of assigned courses only', async () => {
    const db = getDb()
    const card = await createCard(db)
    const unassigned = await createCard(db)
    const { id } = await createGroup(db, teacher, form({ cardIds: [card.id] }))
    await setGroupItemSetting(db, teacher, {
      groupId: id,
      cardSectionItemId: card.itemIds[0]!,
      locked: true,
      hidden: false,
    })
    await setGroupItemSetting(db, teacher, {
      groupId: id,
      cardSectionItemId: card.itemIds[1]!,
      locked: false,
      hidden: true,
    })
    await setGroupItemSetting(db, teacher, {
      groupId: id,
      cardSectionItemId: card.itemIds[0]!,
      locked: true,
      hidden: true,
    })
    const page = await getGroupPage(db, teacher, id)
    expect(page.courses[0]!.sections[0]!.items.map((i) => [i.locked, i.hidden])).toEqual([
      [true, true],
      [false, true],
    ])
    await expect(
      setGroupItemSetting(db, teacher, {
        groupId: id,
        cardSectionItemId: unassigned.itemIds[0]!,
        locked: true,
        hidden: false,
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await db.select().from(groupItemSettings).where(eq(groupItemSettings.groupId, id))).toHaveLength(2)
  })

  it('adds and removes members, at most 200 per class', async () => {
    const db = getDb()
    const { id } = await createGroup(db, admin, form())
    const kids = await createStudents(db, school, 200)
    expect(await addGroupMembers(db, admin, { groupId: id, profileIds: kids.map((k) => k.id) })).toEqual({
      added: 200,
    })
    const extra = await createStudent(db, school)
    await expect(addGroupMembers(db, admin, { groupId: id, profileIds: [extra.id] })).rejects.toMatchObject({
      status: 409,
    })
    // Adding someone already in the class is not "more".
    expect(await addGroupMembers(db, admin, { groupId: id, profileIds: [kids[0]!.id] })).toEqual({ added: 0 })
    await removeGroupMember(db, admin, { groupId: id, profileId: kids[0]!.id })
    expect(await addGroupMembers(db, admin, { groupId: id, profileIds: [extra.id] })).toEqual({ added: 1 })
    const page = await getGroupPage(db, admin, id)
    expect(page.members).toHaveLength(200)
  })

  it('a teacher adds only students they already teach', async () => {
    const db = getDb()
    const { id } = await createGroup(db, teacher, form())
    const stranger = await createStudent(db, school)
    await expect(
      addGroupMembers(db, teacher, { groupId: id, profileIds: [stranger.id] }),
    ).rejects.toMatchObject({
      status: 404,
    })
    const mine = await createGroupRow(db, school, { teacherIds: [teacher.profileId] })
    const pupil = await createStudent(db, school, { groupIds: [mine.id] })
    expect(await addGroupMembers(db, teacher, { groupId: id, profileIds: [pupil.id] })).toEqual({ added: 1 })
    const rows = await db.select().from(groupTeachers).where(eq(groupTeachers.groupId, id))
    expect(rows).toHaveLength(1)
  })

  it('the class page takes the same number of queries for 1, 30 and 200 students', async () => {
    const db = getDb()
    const card = await createCard(db, { sections: 3, lessonsPerSection: 4 })
    const counts: number[] = []
    for (const size of [1, 30, 200]) {
      const group = await createGroupRow(db, school, { teacherIds: [teacher.profileId] })
      await db.insert(groupTeachers).values({ groupId: group.id, profileId: coTeacher.profileId })
      await updateGroup(db, teacher, group.id, form({ name: group.name, cardIds: [card.id] }))
      await createStudents(db, school, size, group.id)
      const counted = countQueries(db)
      const page = await getGroupPage(counted.db, teacher, group.id)
      expect(page.members).toHaveLength(size)
      counts.push(counted.count)
    }
    expect(new Set(counts).size).toBe(1)
    expect(counts[0]).toBeLessThanOrEqual(10)
  })
})
