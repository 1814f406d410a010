import { and, eq, inArray } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resumeClassSignInAsTeacher } from '@/features/classes/class-sign-in.server'
import { getDashboardGrid, getDashboardGridSince } from '@/features/progress-dashboards/dashboard-grid.server'
import { openDashboard } from '@/features/progress-dashboards/dashboard-list.server'
import { getLessonReview } from '@/features/progress-dashboards/lesson-review.server'
import { addRedirectRule } from '@/features/staff-console/redirect-rules.server'
import { createSchool } from '@/features/staff-console/schools.server'
import { setUserRole } from '@/features/staff-console/staff-users.server'
import { deleteStudent } from '@/features/students/delete-student.server'
import { getStudent } from '@/features/students/get-student.server'
import { listStudents } from '@/features/students/list-students.server'
import { resetStudentSecret } from '@/features/students/student-secrets.server'
import * as students from '@/features/students/students.functions'
import { updateStudent } from '@/features/students/update-student.server'
import { scheduledJobs } from '@/job-registry'
import { createSession } from '@/server/auth/sessions'
import { type Db, runBeforeDbClose } from '@/server/db/client'
import { auditEvents } from '@/server/db/schema'
import { DAY_MS } from '@/server/jobs/schedule'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createClass,
  createSchoolWithCourse,
  createSchoolWithPeople,
  createStaff,
  createStudent,
  createTeacher,
} from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { callServerFn } from '@/test/server-fns'
import { auditCsv, listAuditEvents, trimAuditEvents } from './audit-log.server'
import { AuditBatcher, type AuditRow, flushAudit, recordAudit } from './audit-record.server'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/** The rows about one subject, oldest first, once the buffer is written. */
async function rowsAbout(db: Db, subjectId: string) {
  await flushAudit()
  const rows = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId))
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime())
}

describeEachDatabase('the audit record of who saw children’s data', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  it('records an admin opening a child’s page with who, which school, which host and which child', async () => {
    const db = getDb()
    const {
      school,
      admin,
      students: [child],
    } = await createSchoolWithPeople(db)
    const host = schoolHost(school.subdomain)
    const session = await createSession(db, {
      userId: admin.userId,
      profileId: admin.profileId,
      schoolId: school.id,
      maxAgeSeconds: 3600,
    })
    const request = new Request(`http://${host}/_serverFn/fetchStudent`, {
      headers: { host, cookie: `token=${session.token}` },
    })
    await callServerFn(students.fetchStudent, request, { studentId: child!.profileId })
    const [row, ...more] = await rowsAbout(db, child!.profileId)
    expect(more).toEqual([])
    expect(row).toMatchObject({
      schoolId: school.id,
      actorUserId: admin.userId,
      actorName: admin.name,
      actorRole: 'ADMIN',
      action: 'student.viewed',
      subjectName: child!.name,
      host,
    })
  })

  it('records a teacher’s looks and changes in order, and the progress grid once per view, naming the class', async () => {
    const db = getDb()
    const world = await createSchoolWithCourse(db)
    const teacher = { ...world.teacher.actor, paid: true }
    const child = world.students[0]!
    const other = await createClass(db, world.school, { teacherIds: [world.teacher.profileId] })
    await getStudent(db, teacher, child.profileId)
    await getLessonReview(db, teacher, {
      studentId: child.profileId,
      lessonId: world.course.items[0]!.lessonId,
    })
    await updateStudent(db, teacher, child.profileId, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: child.username ?? '',
      grade: null,
      classIds: [other.id],
    })
    await resetStudentSecret(db, teacher, child.profileId, 'picture')
    await resetStudentSecret(db, teacher, child.profileId, 'password')
    const { dashboardId } = await openDashboard(db, teacher, {
      classId: world.schoolClass.id,
      cardId: world.course.card.id,
    })
    const grid = await getDashboardGrid(db, teacher, dashboardId)
    await getDashboardGridSince(db, teacher, dashboardId, grid.cursor)
    await deleteStudent(db, teacher, child.profileId)

    const rows = await rowsAbout(db, child.profileId)
    expect(rows.map((row) => [row.action, row.actorUserId, row.actorRole, row.schoolId])).toEqual(
      [
        'student.viewed',
        'student.work.viewed',
        'student.updated',
        'student.moved',
        'student.secret.reset',
        'student.password.reset',
        'student.deleted',
      ].map((action) => [action, world.teacher.userId, 'TEACHER', world.school.id]),
    )
    expect(rows.find((row) => row.action === 'student.moved')?.detail).toEqual({
      to: [other.name],
      from: [world.schoolClass.name],
    })
    expect(rows.find((row) => row.action === 'student.secret.reset')?.detail).toEqual({ what: 'picture' })
    // The deleted child's name stays in the record.
    expect(rows.at(-1)?.subjectName).toBe('Ada Lovelace')

    const gridRows = await rowsAbout(db, world.schoolClass.id)
    expect(gridRows.map((row) => [row.action, row.subjectName, row.detail])).toEqual([
      ['class.progress.viewed', world.schoolClass.name, { course: world.course.card.title }],
    ])
  })

  it('records a look at the students list once, not once per child on it', async () => {
    const db = getDb()
    const { school, teacher } = await createSchoolWithPeople(db)
    await listStudents(db, teacher.actor, {})
    await flushAudit()
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.schoolId, school.id), eq(auditEvents.actorUserId, teacher.userId)))
    expect(rows.map((row) => [row.action, row.subjectId, row.detail])).toEqual([
      ['students.listed', null, { page: 1, shown: 2 }],
    ])
  })

  it('records a teacher letting a paused class sign in again, naming the class', async () => {
    const db = getDb()
    const { teacher, schoolClass } = await createSchoolWithPeople(db)
    await resumeClassSignInAsTeacher(db, teacher.actor, schoolClass.id)
    const rows = await rowsAbout(db, schoolClass.id)
    expect(rows.map((row) => [row.action, row.actorUserId, row.subjectName])).toEqual([
      ['class.sign_in.resumed', teacher.userId, schoolClass.name],
    ])
  })

  it('never makes a student the actor of a record', async () => {
    const db = getDb()
    const {
      school,
      students: [child, classmate],
    } = await createSchoolWithPeople(db)
    recordAudit(db, child!.actor, 'student.viewed', { id: classmate!.profileId, name: classmate!.name })
    recordAudit(db, { ...child!.actor, role: 'STUDENT_SESSION' }, 'student.work.viewed', {
      id: classmate!.profileId,
      name: classmate!.name,
    })
    await flushAudit()
    expect(await rowsAbout(db, classmate!.profileId)).toEqual([])
    const anyStudentActor = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.schoolId, school.id),
          inArray(auditEvents.actorRole, ['STUDENT', 'STUDENT_SESSION']),
        ),
      )
    expect(anyStudentActor).toEqual([])
  })

  it('shows an admin only their own school’s record, filtered by child, adult, kind and day; teachers get 403', async () => {
    const db = getDb()
    const a = await createSchoolWithPeople(db)
    const b = await createSchoolWithPeople(db)
    const secondAdmin = await createAdmin(db, a.school)
    const [ada, bo] = a.students
    await getStudent(db, a.admin.actor, ada!.profileId)
    await getStudent(db, secondAdmin.actor, bo!.profileId)
    await resetStudentSecret(db, a.teacher.actor, ada!.profileId, 'words')
    await getStudent(db, b.admin.actor, b.students[0]!.profileId)
    await flushAudit()

    const all = await listAuditEvents(db, a.admin.actor)
    expect(all.entries.map((entry) => entry.subjectId).sort()).toEqual(
      [ada!.profileId, ada!.profileId, bo!.profileId].sort(),
    )
    expect(all.entries.every((entry) => entry.host === '-')).toBe(true)
    expect(all.adults.map((adult) => adult.userId)).toContain(secondAdmin.userId)

    const byChild = await listAuditEvents(db, a.admin.actor, { child: ada!.name.slice(2).toUpperCase() })
    expect(byChild.entries.map((entry) => entry.action).sort()).toEqual([
      'student.secret.reset',
      'student.viewed',
    ])
    const byAdult = await listAuditEvents(db, a.admin.actor, { adult: secondAdmin.userId })
    expect(byAdult.entries.map((entry) => entry.subjectId)).toEqual([bo!.profileId])
    const byKind = await listAuditEvents(db, a.admin.actor, { kind: 'changed' })
    expect(byKind.entries.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['student.secret.reset', a.teacher.name],
    ])
    const today = new Date().toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)
    expect((await listAuditEvents(db, a.admin.actor, { from: today, to: today })).entries).toHaveLength(3)
    expect((await listAuditEvents(db, a.admin.actor, { from: tomorrow })).entries).toEqual([])
    // A name with LIKE's wildcards matches only itself.
    expect((await listAuditEvents(db, a.admin.actor, { child: '%' })).entries).toEqual([])

    await expect(listAuditEvents(db, a.teacher.actor)).rejects.toMatchObject({ status: 403 })
    await expect(auditCsv(db, a.teacher.actor)).rejects.toMatchObject({ status: 403 })
    // School B's admin sees only B's row, whatever the filter names.
    const fromB = await listAuditEvents(db, b.admin.actor, { adult: a.admin.userId })
    expect(fromB.entries).toEqual([])
    expect((await listAuditEvents(db, b.admin.actor)).entries.map((entry) => entry.subjectId)).toEqual([
      b.students[0]!.profileId,
    ])
  })

  it('downloads the record as CSV a spreadsheet cannot run, and records the download', async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const teacher = await createTeacher(db, school, { name: '@SUM(1+1)*cmd' })
    const child = await createStudent(db, school, {
      firstName: '=HYPERLINK("http://evil.test")',
      lastName: 'X',
    })
    const schoolClass = await createClass(db, school, {
      teacherIds: [teacher.profileId],
      studentIds: [child.profileId],
    })
    expect(schoolClass.id).toBeTruthy()
    await getStudent(db, teacher.actor, child.profileId)
    await flushAudit()
    const file = await auditCsv(db, admin.actor, { kind: 'viewed' })
    expect(file.rows).toBe(1)
    expect(file.fileName).toMatch(
      new RegExp(`^${school.subdomain}-who-saw-childrens-data-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    )
    const [header, line] = file.csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('When (UTC),Adult,Role,What,"Child, class or school",Its id,Detail,School address')
    expect(line).toContain(
      `,'@SUM(1+1)*cmd,TEACHER,Opened the student’s page,"'=HYPERLINK(""http://evil.test"") X",`,
    )
    for (const cell of line!.split(',')) expect(cell).not.toMatch(/^[=+\-@]/)
    await flushAudit()
    const downloads = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.schoolId, school.id), eq(auditEvents.action, 'audit.exported')))
    expect(downloads.map((row) => [row.actorUserId, row.detail])).toEqual([
      [admin.userId, { rows: 1, kind: 'viewed' }],
    ])
  })

  it('writes the buffered rows when the server shuts down, before the database closes', async () => {
    const db = getDb()
    const {
      admin,
      students: [child],
    } = await createSchoolWithPeople(db)
    recordAudit(db, admin.actor, 'student.viewed', { id: child!.profileId, name: child!.name })
    // What SIGTERM runs before closing the database (src/server/db/client.ts, scripts/start.ts).
    await runBeforeDbClose()
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, child!.profileId))
    expect(rows).toHaveLength(1)
  })

  it('deletes rows older than 2 years in the daily upkeep and keeps the rest', async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const base = {
      schoolId: school.id,
      actorUserId: admin.userId,
      actorName: admin.name,
      actorRole: 'ADMIN',
      action: 'student.viewed',
      host: 'old.test',
    }
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS)
    await db.insert(auditEvents).values([
      { ...base, subjectName: 'old', at: ago(731) },
      { ...base, subjectName: 'recent', at: ago(729) },
    ])
    expect(await trimAuditEvents(db)).toBeGreaterThanOrEqual(1)
    const left = await db
      .select({ name: auditEvents.subjectName })
      .from(auditEvents)
      .where(eq(auditEvents.host, 'old.test'))
    expect(left.map((row) => row.name)).toEqual(['recent'])
    const upkeep = scheduledJobs().find((job) => job.queue === 'upkeep:audit-events')
    expect(upkeep?.everyMs).toBe(DAY_MS)
  })

  it('records staff console actions: a school’s own in its record, the rest in no school’s', async () => {
    const db = getDb()
    const { school } = await createSchoolWithPeople(db)
    const staff = await createStaff(db, school, { userRole: 'STAFF' })
    const created = await createSchool(db, staff.actor, {
      name: 'Audit Elementary',
      subdomain: `audit-${Date.now()}`,
      parentSchoolId: null,
    })
    const fromPath = `/audit-${Date.now()}`
    await addRedirectRule(db, staff.actor, { fromPath, toTarget: '/faq' })
    await flushAudit()
    const rows = await db.select().from(auditEvents).where(eq(auditEvents.actorUserId, staff.userId))
    expect(
      rows.map((row) => [row.action, row.schoolId, row.actorRole, row.subjectName, row.detail]).sort(),
    ).toEqual([
      ['staff.redirect.added', null, 'STAFF', null, { from: fromPath, to: '/faq' }],
      ['staff.school.created', created.id, 'STAFF', 'Audit Elementary', { address: created.subdomain }],
    ])
    const superAdmin = await createStaff(db, school, { userRole: 'SUPER' })
    await setUserRole(db, superAdmin.actor, { userId: staff.userId, userRole: 'LESSON_EDITOR' })
    await flushAudit()
    const roles = await db.select().from(auditEvents).where(eq(auditEvents.actorUserId, superAdmin.userId))
    expect(roles.map((row) => [row.action, row.schoolId, row.actorRole, row.detail])).toEqual([
      ['staff.user_role.set', null, 'SUPER', { user: staff.name, role: 'LESSON_EDITOR' }],
    ])
    const admin = await createAdmin(db, { id: created.id })
    expect((await listAuditEvents(db, admin.actor)).entries.map((entry) => entry.action)).toEqual([
      'staff.school.created',
    ])
  })

  it('refuses a transaction: the row is written after it ended', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    await expect(
      db.transaction(async (tx) => recordAudit(tx as unknown as Db, admin.actor, 'student.viewed')),
    ).rejects.toThrow(/not a transaction/)
  })
})

describe('the audit buffer', () => {
  const db = {} as Db
  const row = (n: number): AuditRow => ({
    actorName: `Adult ${n}`,
    actorRole: 'TEACHER',
    action: 'student.viewed',
    host: 'demo.test',
  })

  it('writes nothing while a page records; one write a second later, or at once when full', async () => {
    vi.useFakeTimers()
    try {
      const writes: number[][] = []
      const batcher = new AuditBatcher({
        maxRows: 3,
        write: async (_db, rows) => writes.push(rows.map((r) => Number(r.actorName.split(' ')[1]))),
      })
      batcher.add(db, row(1))
      batcher.add(db, row(2))
      expect(writes).toEqual([])
      await vi.advanceTimersByTimeAsync(999)
      expect(writes).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(writes).toEqual([[1, 2]])
      for (const n of [3, 4, 5]) batcher.add(db, row(n))
      await vi.advanceTimersByTimeAsync(0)
      expect(writes).toEqual([
        [1, 2],
        [3, 4, 5],
      ])
      expect(batcher.buffered).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs a failed write and tries again later with the same rows, in order, before newer ones', async () => {
    vi.useFakeTimers()
    try {
      const writes: number[][] = []
      const logged: unknown[] = []
      let failing = 2
      const batcher = new AuditBatcher({
        write: async (_db, rows) => {
          if (failing-- > 0) throw new Error('connection refused')
          writes.push(rows.map((r) => Number(r.actorName.split(' ')[1])))
        },
        log: (event, fields, level) => logged.push([event, fields, level]),
      })
      batcher.add(db, row(1))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(writes).toEqual([])
      expect(logged).toEqual([
        ['audit', { outcome: 'retry', rows: 1, error: 'Error: connection refused' }, 'error'],
      ])
      batcher.add(db, row(2))
      // Tries again after 1 s, then 2 s.
      await vi.advanceTimersByTimeAsync(1_000)
      expect(logged).toHaveLength(2)
      expect(writes).toEqual([])
      await vi.advanceTimersByTimeAsync(2_000)
      expect(writes).toEqual([[1, 2]])
      expect(batcher.buffered).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops the oldest rows, saying so, when the database stays away too long', async () => {
    const logged: unknown[] = []
    const batcher = new AuditBatcher({
      maxBuffered: 2,
      maxRows: 100,
      write: async () => {},
      log: (event, fields) => logged.push([event, fields]),
    })
    for (const n of [1, 2, 3]) batcher.add(db, row(n))
    expect(batcher.buffered).toBe(2)
    expect(logged).toEqual([['audit', { outcome: 'dropped', rows: 1 }]])
    await batcher.flush()
  })
})
