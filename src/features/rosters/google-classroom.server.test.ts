import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import { classMembers, classTeachers, profiles, rosterLinks, schoolClasses } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, type TestSchool } from '@/test/factories'
import { appConfig } from '~/app.config'
import { startTestClassroom, type TestClassroom } from '../../../scripts/test-classroom'
import { importGoogleClassroom } from './google-classroom.server'
import { rosterSyncJob } from './roster-sync-job.server'
import { applyRosterSync, getRosterSync, ROSTER_SYNC_QUEUE } from './roster-syncs.server'

describeEachDatabase('roster sync (Google Classroom)', (getDb) => {
  const state = { token: 'google-access-token' }
  let stand: TestClassroom
  let school: TestSchool
  let teacher: Actor
  let teacherEmail: string
  let original = ''
  const drain = async () => {
    const w = createJobWorker({
      getDb: async () => getDb(),
      handlers: { [ROSTER_SYNC_QUEUE]: rosterSyncJob() },
    })
    while (await w.runOnce()) {
      // every due job
    }
  }

  beforeAll(async () => {
    stand = await startTestClassroom({ authorize: (token) => (token === state.token ? '' : null) })
    original = appConfig().rosters.classroomApiUrl
    appConfig().rosters.classroomApiUrl = stand.url
    school = await createSchool(getDb(), { paid: 'school' })
    const person = await createAdult(getDb(), school, 'TEACHER')
    teacher = person.actor
    teacherEmail = person.email!
    const kids = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}${i}`,
        given: `Kid${String.fromCharCode(65 + i)}`,
        family: prefix === 'g1-' ? 'Ocean' : 'Forest',
        email: `${prefix}${i}@students.example.org`,
      }))
    const me = { id: 'teacher-google-id', given: 'Me', family: 'Teacher', email: teacherEmail }
    stand.courses.push(
      { id: 'course-1', name: 'Coding Club', section: 'Period 2', students: kids('g1-', 5), teachers: [me] },
      { id: 'course-2', name: 'Robots', students: [...kids('g2-', 3), kids('g1-', 1)[0]!], teachers: [me] },
    )
  })
  afterAll(async () => {
    appConfig().rosters.classroomApiUrl = original
    await stand.close()
  })

  it('a teacher imports their Classroom courses with students (linked by Google id) and re-syncs on demand', async () => {
    const db = getDb()
    const { syncId, status } = await importGoogleClassroom(
      db,
      teacher,
      { accessToken: state.token },
      { allowPrivateHosts: true },
    )
    expect(status).toBe('preview')
    const preview = await getRosterSync(db, teacher, syncId)
    expect(preview.plan).toMatchObject({
      students: { create: 8 },
      teachers: { create: 0, link: 1 },
      classes: { create: 2 },
      enrollments: { add: 11 },
    })
    await applyRosterSync(db, teacher, { syncId })
    await drain()
    expect((await getRosterSync(db, teacher, syncId)).status).toBe('completed')
    const classes = await db.select().from(schoolClasses).where(eq(schoolClasses.schoolId, school.id))
    expect(classes.map((c) => c.name).sort()).toEqual(['Coding Club Period 2', 'Robots'])
    for (const c of classes) {
      expect(await db.select().from(classTeachers).where(eq(classTeachers.classId, c.id))).toEqual([
        expect.objectContaining({ profileId: teacher.profileId }),
      ])
    }
    const links = await db
      .select({ sourcedId: rosterLinks.sourcedId, source: rosterLinks.source })
      .from(rosterLinks)
      .where(and(eq(rosterLinks.schoolId, school.id), eq(rosterLinks.kind, 'student')))
    expect(links).toHaveLength(8)
    expect(links.every((l) => l.source === 'google')).toBe(true)

    // One student leaves Robots in Classroom: the next import removes them from that class only.
    stand.courses[1]!.students.pop()
    const again = await importGoogleClassroom(
      db,
      teacher,
      { accessToken: state.token },
      { allowPrivateHosts: true },
    )
    const plan = (await getRosterSync(db, teacher, again.syncId)).plan!
    expect(plan).toMatchObject({ students: { create: 0, archive: 0 }, enrollments: { add: 0, remove: 1 } })
    await applyRosterSync(db, teacher, { syncId: again.syncId })
    await drain()
    const robots = classes.find((c) => c.name === 'Robots')!
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, robots.id))).toHaveLength(3)
    const students = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.schoolId, school.id), eq(profiles.role, 'STUDENT')))
    expect(students.every((s) => s.archivedAt === null)).toBe(true)
  })

  it('a token Google refuses is said plainly, and nothing is kept', async () => {
    await expect(
      importGoogleClassroom(getDb(), teacher, { accessToken: 'expired' }, { allowPrivateHosts: true }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('Sign in with Google again') })
  })
})
