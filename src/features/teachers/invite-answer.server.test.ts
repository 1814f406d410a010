import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createSession } from '@/server/auth/sessions'
import { describeEachDatabase } from '@/test/database'
import { createAdmin, createSchool, createTeacher, uniqueId } from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { callServerFn } from '@/test/server-fns'
import * as team from './team.functions'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/** An invitation answers the same whether or not the address has an account (decision 165). */
describeEachDatabase('team invitations answer neutrally', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  it('tells the inviting admin nothing about whether the address has an account', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const admin = await createAdmin(db, school)
    const elsewhere = await createTeacher(db, await createSchool(db))
    const host = schoolHost(school.subdomain)
    const invite = async (email: string) => {
      const session = await createSession(db, {
        userId: admin.userId,
        profileId: admin.profileId,
        schoolId: school.id,
        maxAgeSeconds: 3600,
      })
      const request = new Request(`http://${host}/_serverFn/x`, {
        method: 'POST',
        headers: { host, cookie: `token=${session.token}` },
      })
      return callServerFn(team.inviteTeamMember, request, { name: 'New Colleague', email, role: 'TEACHER' })
    }
    const known = (await invite(elsewhere.email!)) as Record<string, unknown>
    const unknown = (await invite(`new.${uniqueId()}@example.test`)) as Record<string, unknown>
    expect(Object.keys(known)).toEqual(['profileId'])
    expect(Object.keys(unknown)).toEqual(['profileId'])
  })
})
