import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import { sealSecret } from '@/server/crypto/secrets'
import { jobs, profiles, rosterLinks, rosterSources, schools } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, type TestSchool } from '@/test/factories'
import { type RosterFixture, smallRoster } from '@/test/oneroster'
import {
  getOneRosterConnection,
  oneRosterRestFetcher,
  saveOneRosterConnection,
  startDailyRosterSyncs,
  syncOneRosterNow,
} from './roster-sources.server'
import { rosterSyncJob } from './roster-sync-job.server'
import { applyRosterSync, getRosterSync, listRosterSyncs, ROSTER_SYNC_QUEUE } from './roster-syncs.server'

/**
 * A local stand-in for a school's OneRoster 1.2 REST server: client-credential tokens, classes,
 * users and enrollments in pages (limit, offset, X-Total-Count), and faults on demand.
 */
interface StandIn {
  url: string
  roster: RosterFixture
  requests: string[]
  /** "users@2": answer that page with this status once, then normally. */
  faults: Map<string, number[]>
  close: () => Promise<void>
}

async function startStandIn(roster: RosterFixture): Promise<StandIn> {
  const state = { roster, requests: [] as string[], faults: new Map<string, number[]>() }
  const collections = () => ({
    classes: state.roster.classes.map((c) => ({
      sourcedId: c.id,
      status: 'active',
      dateLastModified: '2026-11-20T08:00:00.000Z',
      title: c.title,
      grades: c.grade ? [c.grade] : [],
      classType: 'scheduled',
      course: { sourcedId: 'course-cs', type: 'course' },
      school: { sourcedId: 'school-1', type: 'org' },
      terms: [{ sourcedId: 'term-1', type: 'academicSession' }],
    })),
    users: state.roster.people.map((p) => ({
      sourcedId: p.id,
      status: 'active',
      dateLastModified: '2026-11-20T08:00:00.000Z',
      enabledUser: true,
      username: p.username ?? `${p.given}.${p.family}`.toLowerCase(),
      givenName: p.given,
      familyName: p.family,
      email: p.email ?? '',
      password: p.password ?? '',
      grades: p.grade ? [p.grade] : [],
      roles: [{ roleType: 'primary', role: p.role, org: { sourcedId: 'school-1', type: 'org' } }],
    })),
    enrollments: state.roster.enrollments.map((e) => ({
      sourcedId: e.id,
      status: 'active',
      dateLastModified: '2026-11-20T08:00:00.000Z',
      class: { sourcedId: e.classId, type: 'class' },
      user: { sourcedId: e.userId, type: 'user' },
      school: { sourcedId: 'school-1', type: 'org' },
      role: e.role,
      primary: false,
    })),
  })
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        state.requests.push('token')
        const ok =
          req.headers.authorization === `Basic ${Buffer.from('district-client:s3cret').toString('base64')}` &&
          new URLSearchParams(body).get('grant_type') === 'client_credentials'
        if (!ok) return send(res, 401, { error: 'invalid_client' })
        send(res, 200, { access_token: 'token-1', token_type: 'bearer', expires_in: 3600 })
      })
      return
    }
    const match = /^\/ims\/oneroster\/rostering\/v1p2\/(classes|users|enrollments)$/.exec(url.pathname)
    if (!match) return send(res, 404, { error: 'not found' })
    if (req.headers.authorization !== 'Bearer token-1') return send(res, 401, { error: 'invalid_token' })
    const name = match[1] as 'classes' | 'users' | 'enrollments'
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 100)
    const key = `${name}@${offset}`
    state.requests.push(key)
    const fault = state.faults.get(key)?.shift()
    if (fault === 429) return send(res, 429, { error: 'slow down' }, { 'retry-after': '1' })
    if (fault) return send(res, fault, { error: 'broken' })
    const all = collections()[name]
    send(res, 200, { [name]: all.slice(offset, offset + limit) }, { 'x-total-count': String(all.length) })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get roster() {
      return state.roster
    },
    set roster(value) {
      state.roster = value
    },
    requests: state.requests,
    faults: state.faults,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describeEachDatabase('roster sync (OneRoster 1.2 REST)', (getDb) => {
  let standIn: StandIn
  let school: TestSchool
  let admin: Actor
  const waits: number[] = []
  const worker = () =>
    createJobWorker({
      getDb: async () => getDb(),
      handlers: {
        [ROSTER_SYNC_QUEUE]: rosterSyncJob({
          oneroster_rest: oneRosterRestFetcher({
            allowPrivateHosts: true,
            pageSize: 2,
            sleep: async (ms) => {
              waits.push(ms)
            },
          }),
        }),
      },
    })
  const drain = async () => {
    const w = worker()
    while (await w.runOnce()) {
      // every due job
    }
  }

  beforeAll(async () => {
    standIn = await startStandIn(smallRoster(5, 'r'))
    school = await createSchool(getDb(), { paid: 'school' })
    admin = (await createAdult(getDb(), school, 'ADMIN')).actor
    await getDb()
      .insert(rosterSources)
      .values({
        schoolId: school.id,
        kind: 'oneroster_rest',
        baseUrl: standIn.url,
        tokenUrl: `${standIn.url}/oauth/token`,
        clientId: 'district-client',
        clientSecretEncrypted: Buffer.from(sealSecret('s3cret')).toString('base64'),
      })
  })
  afterAll(async () => {
    await standIn.close()
  })

  it('Sync now: a token, every page, a 429 and a 500 mid-sync retried and resumed; applied once', async () => {
    const db = getDb()
    standIn.faults.set('users@2', [429])
    standIn.faults.set('enrollments@4', [500])
    const { syncId } = await syncOneRosterNow(db, admin)
    // A second press while it waits is the same sync.
    expect(await syncOneRosterNow(db, admin)).toEqual({ syncId })
    await drain()
    const sync = await getRosterSync(db, admin, syncId)
    expect(sync).toMatchObject({
      status: 'completed',
      source: 'oneroster_rest',
      trigger: 'admin',
      result: {
        students: { created: 5 },
        teachers: { created: 2 },
        classes: { created: 2 },
        enrollments: { added: 7 },
      },
    })
    // 5 students, 2 teachers, 1 guardian: users in pages of 2 (0, 2, 4, 6); the faulted pages twice.
    expect(standIn.requests.filter((r) => r === 'users@2')).toHaveLength(2)
    expect(standIn.requests.filter((r) => r === 'enrollments@4')).toHaveLength(2)
    expect(standIn.requests.filter((r) => r.startsWith('users@'))).toEqual([
      'users@0',
      'users@2',
      'users@2',
      'users@4',
      'users@6',
    ])
    expect(waits).toEqual([1000, 1000])
    const links = await db.select().from(rosterLinks).where(eq(rosterLinks.schoolId, school.id))
    expect(links).toHaveLength(9)
    // The file's password went nowhere.
    expect(JSON.stringify(links)).not.toContain('SuperSecret123')
  })

  it('a server that keeps failing fails the attempt; the next attempt reads again and nothing is applied twice', async () => {
    const db = getDb()
    const more = smallRoster(7, 'r')
    standIn.roster = more
    standIn.requests.length = 0
    standIn.faults.set('users@4', [500, 500, 500, 500, 500])
    const { syncId } = await syncOneRosterNow(db, admin)
    await drain()
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${ROSTER_SYNC_QUEUE}:${syncId}`))
    expect(job).toMatchObject({ status: 'queued', attempts: 1 })
    expect(job!.lastError).toContain('answered 500 5 times in a row')
    expect((await getRosterSync(db, admin, syncId)).status).toBe('staging')
    // The retry is due now; the stand-in answers again.
    await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id))
    await drain()
    const sync = await getRosterSync(db, admin, syncId)
    expect(sync).toMatchObject({
      status: 'completed',
      result: { students: { created: 2, updated: 0, archived: 0 } },
    })
    const students = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.schoolId, school.id), eq(profiles.role, 'STUDENT')))
    expect(students).toHaveLength(7)
    expect(new Set(students.map((s) => s.name)).size).toBe(7)
  })

  it('the daily upkeep starts one sync per connected school; a wrong secret is said plainly and not retried', async () => {
    const db = getDb()
    standIn.roster = smallRoster(7, 'r')
    const { started } = await startDailyRosterSyncs(db)
    expect(started).toBeGreaterThanOrEqual(1)
    expect((await startDailyRosterSyncs(db)).started).toBe(0)
    await drain()
    const [daily] = await listRosterSyncs(db, admin, 1)
    expect(daily).toMatchObject({ trigger: 'schedule', status: 'completed', startedBy: null })
    expect(daily!.result).toMatchObject({ students: { created: 0, updated: 0, archived: 0 } })

    await db
      .update(rosterSources)
      .set({ clientSecretEncrypted: Buffer.from(sealSecret('wrong')).toString('base64') })
      .where(eq(rosterSources.schoolId, school.id))
    const { syncId } = await syncOneRosterNow(db, admin)
    await drain()
    const failed = await getRosterSync(db, admin, syncId)
    expect(failed.status).toBe('failed')
    expect(failed.errors.at(-1)!.message).toContain('refused the client id and secret (401)')
  })

  it('a nightly sync that would archive more than 20 % stops and waits for the admin; nothing is applied', async () => {
    const db = getDb()
    await db
      .update(rosterSources)
      .set({ clientSecretEncrypted: Buffer.from(sealSecret('s3cret')).toString('base64') })
      .where(eq(rosterSources.schoolId, school.id))
    const shorter = smallRoster(7, 'r')
    shorter.people = shorter.people.filter((p) => !['r-1', 'r-2', 'r-3'].includes(p.id))
    shorter.enrollments = shorter.enrollments.filter((e) => !['r-1', 'r-2', 'r-3'].includes(e.userId))
    standIn.roster = shorter
    await startDailyRosterSyncs(db)
    await drain()
    const [stopped] = await listRosterSyncs(db, admin, 1)
    expect(stopped).toMatchObject({
      status: 'needs_approval',
      trigger: 'schedule',
      plan: { students: { archive: 3 }, activeStudents: 7, needsApproval: true },
    })
    const active = async () =>
      (
        await db
          .select()
          .from(profiles)
          .where(and(eq(profiles.schoolId, school.id), eq(profiles.role, 'STUDENT')))
      ).filter((p) => p.archivedAt === null).length
    expect(await active()).toBe(7)
    await applyRosterSync(db, admin, { syncId: stopped!.id, approveArchive: true })
    await drain()
    expect(await getRosterSync(db, admin, stopped!.id)).toMatchObject({
      status: 'completed',
      result: { students: { archived: 3 } },
    })
    expect(await active()).toBe(4)
  })

  it('a saved connection keeps its secret sealed and never hands it back', async () => {
    const db = getDb()
    const other = await createSchool(db)
    const otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    const saved = await saveOneRosterConnection(db, otherAdmin, {
      baseUrl: 'https://203.0.113.10',
      tokenUrl: 'https://203.0.113.10/oauth/token',
      clientId: 'district-client',
      clientSecret: 'very-secret-value',
      daily: true,
    })
    expect(saved).toEqual({
      baseUrl: 'https://203.0.113.10',
      tokenUrl: 'https://203.0.113.10/oauth/token',
      clientId: 'district-client',
      hasSecret: true,
      daily: true,
    })
    const [row] = await db.select().from(rosterSources).where(eq(rosterSources.schoolId, other.id))
    expect(row!.clientSecretEncrypted).not.toContain('very-secret-value')
    expect(Buffer.from(row!.clientSecretEncrypted!, 'base64').toString('utf8')).not.toContain(
      'very-secret-value',
    )
    // Saved again without a secret: the sealed one stays.
    await saveOneRosterConnection(db, otherAdmin, { ...saved, clientSecret: '', daily: false })
    const [again] = await db.select().from(rosterSources).where(eq(rosterSources.schoolId, other.id))
    expect(again!.clientSecretEncrypted).toBe(row!.clientSecretEncrypted)
    // Another school's admin sees only their own (none).
    expect(await getOneRosterConnection(db, admin)).toMatchObject({
      clientId: 'district-client',
      baseUrl: standIn.url,
    })
  })

  it("an admin's server address inside a private network is refused", async () => {
    await expect(
      saveOneRosterConnection(getDb(), admin, {
        baseUrl: 'https://127.0.0.1:8443',
        tokenUrl: 'https://127.0.0.1:8443/token',
        clientId: 'x',
        clientSecret: 'y',
        daily: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('inside a private network') })
    await expect(
      saveOneRosterConnection(getDb(), admin, {
        baseUrl: 'http://sis.example.org',
        tokenUrl: 'https://sis.example.org/token',
        clientId: 'x',
        clientSecret: 'y',
        daily: true,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'http://sis.example.org must start with https://.' })
  })

  it("a deleted school's connection is not synced by the daily upkeep, and is again once restored", async () => {
    const db = getDb()
    const dailyOfThisSchool = async () =>
      (await listRosterSyncs(db, admin, 100)).filter((sync) => sync.trigger === 'schedule').length
    await drain()
    const before = await dailyOfThisSchool()
    await db.update(schools).set({ deletedAt: new Date() }).where(eq(schools.id, school.id))
    try {
      await startDailyRosterSyncs(db)
      await drain()
      expect(await dailyOfThisSchool()).toBe(before)
    } finally {
      await db.update(schools).set({ deletedAt: null }).where(eq(schools.id, school.id))
    }
    await startDailyRosterSyncs(db)
    await drain()
    expect(await dailyOfThisSchool()).toBe(before + 1)
  })
})
