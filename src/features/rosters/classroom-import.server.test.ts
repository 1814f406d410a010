import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import {
  finishClassroomConsent,
  startClassroomConsent,
} from '@/features/sign-in-providers/classroom-consent.server'
import { callbackUrl, useProvidersForTests } from '@/features/sign-in-providers/oidc-configuration.server'
import { storeProviderRefreshToken } from '@/features/sign-in-providers/provider-tokens.server'
import type { Actor } from '@/server/auth/actor'
import { hashToken } from '@/server/auth/token-hash'
import { deleteExpiredSignIns } from '@/server/auth/upkeep'
import { classMembers, classroomConsents, providerRefreshTokens, schoolClasses } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, type TestSchool } from '@/test/factories'
import { browseToCallback } from '@/test/provider-browser'
import { appConfig } from '~/app.config'
import { startTestClassroom, type TestClassroom } from '../../../scripts/test-classroom'
import { startTestProvider, type TestProvider } from '../../../scripts/test-oidc-provider'
import { classroomOverview, importClassroomCourses } from './classroom-import.server'
import { rosterSyncJob } from './roster-sync-job.server'
import { applyRosterSync, getRosterSync, ROSTER_SYNC_QUEUE } from './roster-syncs.server'

let google: TestProvider
let classroom: TestClassroom
let originalApi = ''
const http = { allowPrivateHosts: true }

beforeAll(async () => {
  google = await startTestProvider({ name: 'Google', redirectUris: [callbackUrl()] })
  useProvidersForTests({
    google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
  })
  // Like Google: the stand-in asks the provider whose access token it was given (userinfo).
  classroom = await startTestClassroom({
    authorize: async (token) => {
      const answer = await fetch(`${google.issuer}/me`, { headers: { authorization: `Bearer ${token}` } })
      return answer.ok ? String(((await answer.json()) as { sub: string }).sub) : null
    },
  })
  originalApi = appConfig().rosters.classroomApiUrl
  appConfig().rosters.classroomApiUrl = classroom.url
})

afterAll(async () => {
  appConfig().rosters.classroomApiUrl = originalApi
  useProvidersForTests(null)
  await Promise.all([google.close(), classroom.close()])
})

beforeEach(() => {
  google.autoSignIn.account = null
  google.autoSignIn.cancel = false
})

const browse = (start: string) => browseToCallback(start, callbackUrl())

describeEachDatabase('Google Classroom for a teacher: consent, courses, import, sync again', (getDb) => {
  let school: TestSchool
  let teacher: Actor
  let googleId = ''
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
    school = await createSchool(getDb(), { paid: 'school' })
    const person = await createAdult(getDb(), school, 'TEACHER')
    teacher = person.actor
    googleId = `g-teacher-${school.id.slice(0, 8)}`
    google.accounts.set(googleId, { sub: googleId, email: person.email!, name: 'Ms Teacher' })
    const me = { id: googleId, given: 'Ms', family: 'Teacher', email: person.email! }
    const kid = (id: string, given: string) => ({
      id: `${googleId}-${id}`,
      given,
      family: 'Ocean',
      email: `${id}.${googleId}@students.example.org`,
    })
    classroom.courses.push(
      {
        id: `${googleId}-c1`,
        name: 'Coding Club',
        section: 'Period 2',
        students: [kid('a', 'Ada'), kid('b', 'Bo'), kid('c', 'Cy')],
        teachers: [me],
      },
      { id: `${googleId}-c2`, name: 'Robots', students: [kid('d', 'Di')], teachers: [me] },
      // Another teacher's course: never listed for this one.
      {
        id: `${googleId}-c3`,
        name: 'Not mine',
        students: [kid('e', 'Ed')],
        teachers: [{ ...me, id: 'someone-else' }],
      },
    )
  })

  async function connect() {
    google.autoSignIn.account = googleId
    const { location } = await startClassroomConsent(getDb(), teacher)
    return finishClassroomConsent(getDb(), await browse(location))
  }

  it('asks Google for the Classroom read-only scopes with offline access, and keeps only a sealed refresh token', async () => {
    expect((await classroomOverview(getDb(), teacher, http)).connected).toBe(false)
    const { location } = await startClassroomConsent(getDb(), teacher)
    const asked = new URL(location)
    expect(asked.searchParams.get('access_type')).toBe('offline')
    expect(asked.searchParams.get('prompt')).toBe('consent')
    expect(asked.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/classroom.courses.readonly',
        'https://www.googleapis.com/auth/classroom.rosters.readonly',
      ]),
    )
    const back = await connect()
    const page = new URL(back!.location)
    expect(page.hostname.split('.')[0]).toBe(school.subdomain)
    expect(page.pathname).toBe('/api/auth/oidc/classroom-return')
    expect(page.searchParams.get('classroom_error')).toBeNull()
    const [kept] = await getDb()
      .select()
      .from(providerRefreshTokens)
      .where(eq(providerRefreshTokens.profileId, teacher.profileId))
    expect(kept?.provider).toBe('google')
    // Sealed: no readable token in the stored bytes.
    expect(Buffer.from(kept!.sealed).toString('latin1')).not.toMatch(/^[\w-]{20,}$/)
  })

  it('lists the courses where the teacher teaches, imports the chosen one, and "Sync again" brings the change', async () => {
    const db = getDb()
    const overview = await classroomOverview(db, teacher, http)
    expect(overview.connected).toBe(true)
    expect(overview.courses.map((c) => [c.title, c.classId])).toEqual([
      ['Coding Club Period 2', null],
      ['Robots', null],
    ])
    const { syncId, status } = await importClassroomCourses(
      db,
      teacher,
      { courseIds: [`${googleId}-c1`] },
      http,
    )
    expect(status).toBe('preview')
    expect((await getRosterSync(db, teacher, syncId)).plan).toMatchObject({
      students: { create: 3 },
      classes: { create: 1 },
    })
    await applyRosterSync(db, teacher, { syncId })
    await drain()
    const imported = (await classroomOverview(db, teacher, http)).courses.find(
      (c) => c.title === 'Coding Club Period 2',
    )
    expect(imported?.classId).toBeTruthy()
    expect(await db.select().from(schoolClasses).where(eq(schoolClasses.schoolId, school.id))).toHaveLength(1)

    // A new child joins the course in Classroom: "Sync again" adds them, and nothing else changes.
    classroom.courses
      .find((c) => c.id === `${googleId}-c1`)!
      .students.push({
        id: `${googleId}-f`,
        given: 'Flo',
        family: 'Ocean',
        email: `f.${googleId}@students.example.org`,
      })
    const again = await importClassroomCourses(db, teacher, { courseIds: [`${googleId}-c1`] }, http)
    expect((await getRosterSync(db, teacher, again.syncId)).plan).toMatchObject({
      students: { create: 1, archive: 0 },
      classes: { create: 0 },
      enrollments: { add: 1, remove: 0 },
    })
    await applyRosterSync(db, teacher, { syncId: again.syncId })
    await drain()
    expect(
      await db
        .select()
        .from(classMembers)
        .where(and(eq(classMembers.classId, imported!.classId!))),
    ).toHaveLength(4)
  })

  it('a refresh token Google no longer accepts is dropped and the teacher is asked to connect again', async () => {
    await storeProviderRefreshToken(getDb(), {
      profileId: teacher.profileId,
      provider: 'google',
      refreshToken: 'revoked-by-google',
      scopes: 'openid',
    })
    await expect(importClassroomCourses(getDb(), teacher, { courseIds: ['x'] }, http)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Connect Google Classroom'),
    })
    expect((await classroomOverview(getDb(), teacher, http)).connected).toBe(false)
  })

  it('a cancelled consent comes back with words and keeps nothing; its answer cannot be used twice', async () => {
    google.autoSignIn.cancel = true
    const { location } = await startClassroomConsent(getDb(), teacher)
    const answer = await browse(location)
    const back = await finishClassroomConsent(getDb(), answer)
    expect(new URL(back!.location).searchParams.get('classroom_error')).toBe('cancelled')
    expect(await finishClassroomConsent(getDb(), answer)).toBeNull()
    expect((await classroomOverview(getDb(), teacher, http)).connected).toBe(false)
  })

  it('the upkeep deletes a consent nobody finished once it expired, not before', async () => {
    const { location } = await startClassroomConsent(getDb(), teacher)
    const state = new URL(location).searchParams.get('state') ?? ''
    const mine = eq(classroomConsents.stateHash, hashToken(state))
    await deleteExpiredSignIns(getDb())
    expect(await getDb().select().from(classroomConsents).where(mine)).toHaveLength(1)
    await getDb()
      .update(classroomConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine)
    await deleteExpiredSignIns(getDb())
    expect(await getDb().select().from(classroomConsents).where(mine)).toEqual([])
  })
})
