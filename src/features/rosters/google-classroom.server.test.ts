import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import { classMembers, classTeachers, profiles, rosterLinks, schoolClasses } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, type TestSchool } from '@/test/factories'
import { appConfig } from '~/app.config'
import { importGoogleClassroom } from './google-classroom.server'
import { applyRosterSync, getRosterSync, ROSTER_SYNC_QUEUE, rosterSyncJob } from './roster-syncs.server'

/** A local stand-in for Google Classroom's REST API (courses, students, teachers; page tokens). */
interface Course {
  id: string
  name: string
  section?: string
  students: { id: string; given: string; family: string; email: string }[]
  teachers: { id: string; given: string; family: string; email: string }[]
}

function startClassroom(state: { courses: Course[]; token: string }) {
  const member = (p: Course['students'][number]) => ({
    userId: p.id,
    profile: {
      id: p.id,
      name: { givenName: p.given, familyName: p.family, fullName: `${p.given} ${p.family}` },
      emailAddress: p.email,
    },
  })
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://classroom')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${state.token}`) return send(401, { error: { code: 401 } })
    if (url.pathname === '/v1/courses') {
      if (url.searchParams.get('teacherId') !== 'me') return send(400, {})
      return send(200, {
        courses: state.courses.map((c) => ({
          id: c.id,
          name: c.name,
          section: c.section,
          courseState: 'ACTIVE',
        })),
      })
    }
    const match = /^\/v1\/courses\/([^/]+)\/(students|teachers)$/.exec(url.pathname)
    const course = state.courses.find((c) => c.id === match?.[1])
    if (!match || !course) return send(404, {})
    const list = course[match[2] as 'students' | 'teachers'].map(member)
    // Two per page: the client follows nextPageToken.
    const start = Number(url.searchParams.get('pageToken') || 0)
    const next = start + 2 < list.length ? String(start + 2) : undefined
    send(200, { [match[2]!]: list.slice(start, start + 2), nextPageToken: next })
  })
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

describeEachDatabase('roster sync (Google Classroom)', (getDb) => {
  const state = { courses: [] as Course[], token: 'google-access-token' }
  let stand: { url: string; close: () => Promise<void> }
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
    stand = await startClassroom(state)
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
    state.courses = [
      { id: 'course-1', name: 'Coding Club', section: 'Period 2', students: kids('g1-', 5), teachers: [me] },
      { id: 'course-2', name: 'Robots', students: [...kids('g2-', 3), kids('g1-', 1)[0]!], teachers: [me] },
    ]
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
    state.courses[1]!.students.pop()
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
