import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import {
  classMembers,
  classTeachers,
  profiles,
  rosterLinks,
  rosterSyncRecords,
  rosterSyncs,
  schoolClasses,
  users,
} from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, createStudent, type TestSchool } from '@/test/factories'
import { oneRosterFiles, oneRosterZip, type RosterFixture, smallRoster } from '@/test/oneroster'
import { uploadOneRoster } from './oneroster-upload.server'
import { rosterSyncJob } from './roster-sync-job.server'
import {
  applyRosterSync,
  getRosterSync,
  listRosterSyncs,
  ROSTER_SYNC_QUEUE,
  trimRosterSyncs,
} from './roster-syncs.server'

/** Everything of a school a sync may write: compared before and after a replay. */
async function snapshot(db: Db, schoolId: string) {
  const people = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      grade: profiles.grade,
      archivedAt: profiles.archivedAt,
      username: profiles.username,
    })
    .from(profiles)
    .where(eq(profiles.schoolId, schoolId))
    .orderBy(profiles.id)
  const classes = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name, archivedAt: schoolClasses.archivedAt })
    .from(schoolClasses)
    .where(eq(schoolClasses.schoolId, schoolId))
    .orderBy(schoolClasses.id)
  const classIds = classes.map((c) => c.id)
  const members = classIds.length
    ? await db.select().from(classMembers).where(inArray(classMembers.classId, classIds))
    : []
  const teachers = classIds.length
    ? await db.select().from(classTeachers).where(inArray(classTeachers.classId, classIds))
    : []
  const links = await db.select().from(rosterLinks).where(eq(rosterLinks.schoolId, schoolId))
  return {
    people,
    classes,
    members: members.map((m) => `${m.classId}/${m.profileId}`).sort(),
    teachers: teachers.map((m) => `${m.classId}/${m.profileId}`).sort(),
    links: links.map((l) => `${l.kind}/${l.sourcedId}/${l.fingerprint}/${l.updatedAt.toISOString()}`).sort(),
  }
}

describeEachDatabase('roster sync (OneRoster 1.2 CSV)', (getDb) => {
  let school: TestSchool
  let admin: Actor
  const drain = async () => {
    const worker = createJobWorker({
      getDb: async () => getDb(),
      handlers: { [ROSTER_SYNC_QUEUE]: rosterSyncJob() },
    })
    while (await worker.runOnce()) {
      // every due job
    }
  }
  const upload = async (actor: Actor, fixture: RosterFixture, fileName = 'roster.zip') =>
    uploadOneRoster(getDb(), actor, { fileName, bytes: oneRosterZip(fixture) })
  const uploadAndApply = async (actor: Actor, fixture: RosterFixture, approveArchive = false) => {
    const { syncId } = await upload(actor, fixture)
    await applyRosterSync(getDb(), actor, { syncId, approveArchive })
    await drain()
    return getRosterSync(getDb(), actor, syncId)
  }
  const studentsOf = (schoolId: string) =>
    getDb()
      .select({
        id: profiles.id,
        name: profiles.name,
        archivedAt: profiles.archivedAt,
        userId: profiles.userId,
      })
      .from(profiles)
      .where(and(eq(profiles.schoolId, schoolId), eq(profiles.role, 'STUDENT')))

  beforeAll(async () => {
    school = await createSchool(getDb(), { paid: 'school' })
    admin = (await createAdult(getDb(), school, 'ADMIN')).actor
  })

  it('a bulk roster: preview, apply as a job with progress, the record; no password made or kept', async () => {
    const db = getDb()
    const { syncId, status } = await upload(admin, smallRoster(6))
    expect(status).toBe('preview')
    const preview = await getRosterSync(db, admin, syncId)
    expect(preview.plan).toMatchObject({
      modes: { users: 'bulk', classes: 'bulk', enrollments: 'bulk' },
      students: { create: 6, update: 0, archive: 0 },
      teachers: { create: 2, link: 0 },
      classes: { create: 2 },
      enrollments: { add: 8, remove: 0 },
      overPlan: false,
      needsApproval: false,
      conflicts: 0,
    })
    expect(preview.plan!.notes.join(' ')).toContain('1 guardian or parent in the file: not kept.')

    expect(await applyRosterSync(db, admin, { syncId })).toEqual({ status: 'queued' })
    await drain()
    const done = await getRosterSync(db, admin, syncId)
    expect(done).toMatchObject({
      status: 'completed',
      trigger: 'admin',
      source: 'oneroster_csv',
      startedBy: admin.name,
      progressDone: done.progressTotal,
      result: {
        students: { created: 6, updated: 0, archived: 0 },
        teachers: { created: 2 },
        classes: { created: 2 },
        enrollments: { added: 8, removed: 0 },
      },
    })
    expect(done.progressTotal).toBe(18)
    expect(done.finishedAt).not.toBeNull()

    const students = await studentsOf(school.id)
    expect(students.map((s) => s.name).sort()).toEqual([
      'KidA Lovelace',
      'KidB Turing',
      'KidC Hamilton',
      'KidD Johnson',
      'KidE Liskov',
      'KidF Knuth',
    ])
    // No password for anyone the roster made; the file's passwords are nowhere.
    const made = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.id,
          students.map((s) => s.userId),
        ),
      )
    expect(made.every((u) => u.hash === null)).toBe(true)
    const dump = JSON.stringify(await db.select().from(rosterSyncs).where(eq(rosterSyncs.id, syncId)))
    expect(dump).not.toContain('SuperSecret123')
    expect(dump).not.toContain('Pat')
    expect(await db.select().from(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))).toEqual([])
    const guardians = await db.select().from(users).where(eq(users.email, 'pat.s@example.com'))
    expect(guardians).toEqual([])

    const [robots3a] = await db
      .select()
      .from(schoolClasses)
      .where(and(eq(schoolClasses.schoolId, school.id), eq(schoolClasses.name, 'Robots 3A')))
    expect(robots3a).toMatchObject({ grade: 3, loginType: 'words' })
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, robots3a!.id))).toHaveLength(3)
    const [grace] = await db
      .select({ role: profiles.role, email: users.email })
      .from(classTeachers)
      .innerJoin(profiles, eq(profiles.id, classTeachers.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(classTeachers.classId, robots3a!.id))
    expect(grace).toEqual({ role: 'TEACHER', email: 'grace.s@example-district.org' })

    // The same roster again: nothing to do, and nothing is written.
    const before = await snapshot(db, school.id)
    const again = await uploadAndApply(admin, smallRoster(6))
    expect(again.plan).toMatchObject({
      students: { create: 0, update: 0, restore: 0, archive: 0, unchanged: 6 },
      teachers: { create: 0, update: 0, archive: 0, unchanged: 2 },
      classes: { create: 0, update: 0, archive: 0, unchanged: 2 },
      enrollments: { add: 0, remove: 0 },
    })
    expect(again.result).toEqual({
      students: { created: 0, updated: 0, restored: 0, archived: 0 },
      teachers: { created: 0, linked: 0, updated: 0, restored: 0, archived: 0 },
      classes: { created: 0, updated: 0, restored: 0, archived: 0 },
      enrollments: { added: 0, removed: 0 },
    })
    expect(await snapshot(db, school.id)).toEqual(before)

    const record = await listRosterSyncs(db, admin)
    expect(record.slice(0, 2).map((s) => s.status)).toEqual(['completed', 'completed'])
  })

  it('a delta: a new student, a changed name, one removed (archived, never deleted) and an enrollment dropped', async () => {
    const delta: RosterFixture = {
      modes: { users: 'delta', classes: 'absent', enrollments: 'delta' },
      people: [
        { id: 's-7', given: 'KidG', family: 'Ritchie', role: 'student', grade: '03' },
        { id: 's-2', given: 'KidB', family: 'Turing-Smith', role: 'student', grade: '04' },
        { id: 's-3', given: 'KidC', family: 'Hamilton', role: 'student', grade: '03', status: 'tobedeleted' },
      ],
      classes: [],
      enrollments: [
        { id: 'e-s-7', classId: 'c-1', userId: 's-7', role: 'student' },
        { id: 'e-s-5', classId: 'c-1', userId: 's-5', role: 'student', status: 'tobedeleted' },
      ],
    }
    const sync = await uploadAndApply(admin, delta)
    expect(sync.mode).toBe('delta')
    expect(sync.result).toMatchObject({
      students: { created: 1, updated: 1, archived: 1 },
      classes: { created: 0, archived: 0 },
      enrollments: { added: 1, removed: 1 },
    })
    const students = await studentsOf(school.id)
    expect(students).toHaveLength(7)
    expect(students.find((s) => s.name === 'KidB Turing-Smith')).toBeDefined()
    expect(students.find((s) => s.name === 'KidC Hamilton')!.archivedAt).not.toBeNull()
    // The other four were not in the delta and are untouched.
    expect(students.filter((s) => s.archivedAt === null)).toHaveLength(6)
  })

  it('a malformed file is refused whole, naming file, row and column; nothing is kept', async () => {
    const db = getDb()
    const before = await snapshot(db, school.id)
    const fixture = smallRoster(6, 'm')
    const files = oneRosterFiles(fixture)
    const lines = files['users.csv']!.split('\n')
    lines[4] = lines[4]!.replace(',KidA,Lovelace,', ',KidA,,') // row 5: familyName empty
    const { syncId, status } = await upload(admin, {
      ...fixture,
      override: { 'users.csv': lines.join('\n') },
    })
    expect(status).toBe('failed')
    const sync = await getRosterSync(db, admin, syncId)
    expect(sync.errors).toEqual([
      { kind: 'student', file: 'users.csv', row: 5, column: 'familyName', message: 'familyName is empty.' },
    ])
    expect(await db.select().from(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))).toEqual([])
    await expect(applyRosterSync(db, admin, { syncId })).resolves.toEqual({ status: 'failed' })

    const noColumn = await upload(admin, {
      ...fixture,
      override: {
        'enrollments.csv': 'sourcedId,status,dateLastModified,classSourcedId,userSourcedId,role\n',
      },
    })
    expect((await getRosterSync(db, admin, noColumn.syncId)).errors).toEqual([
      {
        kind: 'file',
        file: 'enrollments.csv',
        row: 1,
        column: 'schoolSourcedId',
        message: 'The column schoolSourcedId is missing.',
      },
    ])
    const v11 = await upload(admin, {
      ...fixture,
      override: {
        'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.1\nfile.users,bulk',
      },
    })
    expect((await getRosterSync(db, admin, v11.syncId)).errors[0]!.message).toBe(
      'This is OneRoster 1.1; this import reads OneRoster 1.2. Ask for a 1.2 export.',
    )
    const notZip = await uploadOneRoster(db, admin, {
      fileName: 'x.zip',
      bytes: new TextEncoder().encode('a,b'),
    })
    expect((await getRosterSync(db, admin, notZip.syncId)).errors[0]!.message).toContain('not a zip file')
    expect(await snapshot(db, school.id)).toEqual(before)
  })

  it('archiving more than 20 % of the students stops and asks; approved, they are archived (never deleted) and come back with the roster', async () => {
    const db = getDb()
    const own = await createSchool(db, { paid: 'school' })
    const ownAdmin = (await createAdult(db, own, 'ADMIN')).actor
    await uploadAndApply(ownAdmin, smallRoster(10, 'k'))
    const smaller = smallRoster(10, 'k')
    smaller.people = smaller.people.filter((p) => !['k-1', 'k-2', 'k-3'].includes(p.id))
    smaller.enrollments = smaller.enrollments.filter((e) => !['k-1', 'k-2', 'k-3'].includes(e.userId))
    const { syncId } = await upload(ownAdmin, smaller)
    const preview = await getRosterSync(db, ownAdmin, syncId)
    expect(preview.plan).toMatchObject({ students: { archive: 3 }, activeStudents: 10, needsApproval: true })
    await expect(applyRosterSync(db, ownAdmin, { syncId })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('would archive 3 of the school'),
    })
    expect((await studentsOf(own.id)).filter((s) => s.archivedAt)).toHaveLength(0)
    await applyRosterSync(db, ownAdmin, { syncId, approveArchive: true })
    await drain()
    const done = await getRosterSync(db, ownAdmin, syncId)
    expect(done).toMatchObject({
      status: 'completed',
      archiveApproved: true,
      result: { students: { archived: 3 } },
    })
    const students = await studentsOf(own.id)
    expect(students).toHaveLength(10)
    expect(students.filter((s) => s.archivedAt)).toHaveLength(3)

    // They come back with the next full roster: the same profiles, unarchived.
    const back = await uploadAndApply(ownAdmin, smallRoster(10, 'k'))
    expect(back.result).toMatchObject({ students: { created: 0, restored: 3 } })
    expect((await studentsOf(own.id)).filter((s) => s.archivedAt)).toHaveLength(0)
  })

  it('a roster larger than the plan says so in the preview and is not applied', async () => {
    const db = getDb()
    const free = await createSchool(db)
    const freeAdmin = (await createAdult(db, free, 'ADMIN')).actor
    await createStudent(db, free)
    const { syncId } = await upload(freeAdmin, smallRoster(30, 'p'))
    const preview = await getRosterSync(db, freeAdmin, syncId)
    expect(preview.plan).toMatchObject({
      overPlan: true,
      places: { planName: 'Free', limit: 30, used: 1, left: 29 },
      students: { create: 30 },
    })
    await expect(applyRosterSync(db, freeAdmin, { syncId })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(
        'has room for 30 students and only 29 places are left, so 30 students cannot be added',
      ),
    })
    expect(await studentsOf(free.id)).toHaveLength(1)
  })

  it('a roster of school A never creates, links or archives anything in school B', async () => {
    const db = getDb()
    const a = await createSchool(db, { paid: 'school' })
    const b = await createSchool(db, { paid: 'school' })
    const adminA = (await createAdult(db, a, 'ADMIN')).actor
    const adminB = (await createAdult(db, b, 'ADMIN')).actor
    // School B runs the same roster first (same sourcedIds), and has a teacher with Grace's address.
    const teacherB = await createAdult(db, b, 'TEACHER', { email: 'grace.x@example-district.org' })
    await uploadAndApply(adminB, smallRoster(4, 'x'))
    const beforeB = await snapshot(db, b.id)

    const syncA = await uploadAndApply(adminA, smallRoster(4, 'x'))
    // Both teachers' addresses are accounts of school B: neither is linked to A nor given a profile there.
    expect(syncA.result).toMatchObject({
      students: { created: 4 },
      classes: { created: 2 },
      teachers: { created: 0, linked: 0 },
    })
    expect(syncA.errors).toEqual([
      {
        kind: 'teacher',
        sourcedId: 't-1',
        message:
          'grace.x@example-district.org belongs to an account that is not a teacher at this school. Invite them from the Teachers page; the next sync links them.',
      },
      {
        kind: 'teacher',
        sourcedId: 't-2',
        message:
          'alan.x@example-district.org belongs to an account that is not a teacher at this school. Invite them from the Teachers page; the next sync links them.',
      },
    ])
    // An empty roster for A archives A's students only.
    const empty = smallRoster(0, 'x')
    const emptied = await uploadAndApply(adminA, empty, true)
    expect(emptied.result).toMatchObject({ students: { archived: 4 } })
    expect(await snapshot(db, b.id)).toEqual(beforeB)
    expect(
      await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.schoolId, b.id), isNotNull(profiles.archivedAt))),
    ).toEqual([])
    expect(
      (await db.select().from(profiles).where(eq(profiles.userId, teacherB.actor.userId))).map(
        (p) => p.schoolId,
      ),
    ).toEqual([b.id])
    // B's admin cannot read A's sync, nor apply it.
    await expect(getRosterSync(db, adminB, syncA.id)).rejects.toMatchObject({ status: 404 })
    await expect(applyRosterSync(db, adminB, { syncId: syncA.id })).rejects.toMatchObject({ status: 404 })
  })

  it('a preview nobody applies is dropped after 7 days with its staged roster; records go after 400 days', async () => {
    const db = getDb()
    const { syncId } = await upload(admin, smallRoster(2, 'old'))
    expect(await db.select().from(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))).not.toEqual(
      [],
    )
    await db
      .update(rosterSyncs)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(rosterSyncs.id, syncId))
    expect(await trimRosterSyncs(db)).toMatchObject({ expired: 1 })
    expect((await getRosterSync(db, admin, syncId)).status).toBe('cancelled')
    expect(await db.select().from(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, syncId))).toEqual([])
    await db
      .update(rosterSyncs)
      .set({ createdAt: new Date(Date.now() - 401 * 24 * 3600 * 1000) })
      .where(eq(rosterSyncs.id, syncId))
    expect(await trimRosterSyncs(db)).toMatchObject({ deleted: 1 })
    await expect(getRosterSync(db, admin, syncId)).rejects.toMatchObject({ status: 404 })
  })

  it('only a school admin may upload a roster', async () => {
    const db = getDb()
    const teacher = (await createAdult(db, school, 'TEACHER')).actor
    await expect(upload(teacher, smallRoster(1))).rejects.toMatchObject({ status: 403 })
    expect(
      await db.select().from(rosterSyncs).where(eq(rosterSyncs.startedByProfileId, teacher.profileId)),
    ).toEqual([])
  })
})
