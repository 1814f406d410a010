import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import * as exportsFns from '@/features/exports/exports.functions'
import * as onboarding from '@/features/onboarding/onboarding.functions'
import { addResource } from '@/features/resources/add-resource.server'
import * as settings from '@/features/settings/settings.functions'
import * as team from '@/features/teachers/team.functions'
import * as templateEditor from '@/features/template-editor/template-editor.functions'
import { createSession } from '@/server/auth/sessions'
import { describeEachDatabase } from '@/test/database'
import {
  createAdmin,
  createSchoolWithCourse,
  createStaff,
  createTeacher,
  type Person,
} from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { callServerFn } from '@/test/server-fns'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/**
 * A lesson editor is what its profile is at a school (decision 166): invited as a teacher, it reads
 * neither the team nor the settings nor the children's data, as a real teacher does not; admin
 * powers at every school are for console staff (SUPER, STAFF) only.
 */
describeEachDatabase('a lesson editor at a school acts as its profile', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  async function statusOf(person: Person, subdomain: string, schoolId: string, fn: unknown, data?: unknown) {
    const host = schoolHost(subdomain)
    const session = await createSession(getDb(), {
      userId: person.userId,
      profileId: person.profileId,
      schoolId,
      maxAgeSeconds: 3600,
    })
    const request = new Request(`http://${host}/_serverFn/x`, {
      method: 'POST',
      headers: { host, cookie: `token=${session.token}` },
    })
    return callServerFn(fn, request, data).then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    )
  }

  it('an editor invited as a teacher gets 403 for the team, the settings and the export, as a teacher does', async () => {
    const db = getDb()
    const world = await createSchoolWithCourse(db)
    const editor = await createTeacher(db, world.school, { userRole: 'LESSON_EDITOR' })
    const consoleStaff = await createStaff(db, world.school, { userRole: 'STAFF' })
    const adminCalls: [unknown, unknown][] = [
      [team.fetchTeam, undefined],
      [settings.fetchSchoolSettings, undefined],
      [exportsFns.fetchSchoolExport, { kind: 'students' }],
    ]
    const statuses = async (who: Person) => {
      const seen: number[] = []
      for (const [fn, data] of adminCalls) {
        seen.push(await statusOf(who, world.school.subdomain, world.school.id, fn, data))
      }
      return seen
    }
    expect(await statuses(editor)).toEqual([403, 403, 403])
    expect(await statuses(world.teacher)).toEqual([403, 403, 403])
    expect(await statuses(consoleStaff)).toEqual([200, 200, 200])
    // Still an editor of lessons.
    const itemId = world.course.items[0]!.itemId
    expect(
      await statusOf(editor, world.school.subdomain, world.school.id, templateEditor.openLessonTemplate, {
        itemId,
      }),
    ).toBe(200)
  })

  it('an editor who is a school admin there acts as that admin; the welcome pack and global resources stay console staff', async () => {
    const db = getDb()
    const world = await createSchoolWithCourse(db)
    const editor = await createAdmin(db, world.school, { userRole: 'LESSON_EDITOR' })
    const at = (fn: unknown, data?: unknown) =>
      statusOf(editor, world.school.subdomain, world.school.id, fn, data)
    expect(await at(team.fetchTeam)).toBe(200)
    expect(await at(onboarding.fetchWelcomePack)).toBe(403)
    expect(await at(onboarding.updateWelcomePack, { title: 'Welcome', body: '', published: false })).toBe(403)
    await expect(
      addResource(
        db,
        editor.actor,
        {
          title: 'Everyone',
          kind: 'link',
          cardId: '',
          scope: 'global',
          source: 'link',
          url: 'https://example.test',
        },
        null,
      ),
    ).rejects.toMatchObject({ status: 403 })
  })
})
