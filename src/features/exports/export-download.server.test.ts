import { afterEach, beforeEach, expect, it } from 'vitest'
import { Route } from '@/routes/api/exports/$exportId'
import { createSession } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithPeople, type Person } from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { DATA_EXPORT_QUEUE, dataExportJob, requestDataExport } from './data-export.server'

type Get = (args: { request: Request; params: { exportId: string } }) => Promise<Response>
const get = (Route.options as unknown as { server: { handlers: { GET: Get } } }).server.handlers.GET

describeEachDatabase('GET /api/exports/{id}', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  async function download(db: Db, exportId: string, host: string, who?: Person): Promise<Response> {
    const headers: Record<string, string> = { host }
    if (who) {
      const session = await createSession(db, {
        userId: who.userId,
        profileId: who.profileId,
        schoolId: who.schoolId,
        maxAgeSeconds: 3600,
      })
      headers.cookie = `token=${session.token}`
    }
    const request = new Request(`http://${host}/api/exports/${exportId}`, { headers })
    return get({ request, params: { exportId } })
  }

  it('gives the ZIP to an admin of its school on its host, and to no one else', async () => {
    const db = getDb()
    const { admin, teacher, students, school } = await createSchoolWithPeople(db)
    const other = await createSchoolWithPeople(db)
    const { id } = await requestDataExport(db, admin.actor, {})
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [DATA_EXPORT_QUEUE]: dataExportJob() },
    })
    while (await worker.runOnce()) {}
    const host = schoolHost(school.subdomain)

    const ok = await download(db, id, host, admin)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/zip')
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-export-.+\.zip"$/)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await ok.arrayBuffer())
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])

    expect((await download(db, id, host)).status).toBe(401)
    expect((await download(db, id, host, teacher)).status).toBe(403)
    expect((await download(db, id, host, students[0]!)).status).toBe(403)
    // Another school's admin, on their own host: not found (the id says nothing about the school).
    expect((await download(db, id, schoolHost(other.school.subdomain), other.admin)).status).toBe(404)
    expect((await download(db, 'not-a-uuid', host, admin)).status).toBe(404)
  })
})
