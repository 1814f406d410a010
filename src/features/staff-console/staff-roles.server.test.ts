import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { type AdmittedVisitor, admits } from '@/access/allowed-visitors'
import * as district from '@/features/schools/district.functions'
import * as templateEditor from '@/features/template-editor/template-editor.functions'
import { openTemplateForItem } from '@/features/template-editor/template-editor.server'
import { createSession } from '@/server/auth/sessions'
import type { Db } from '@/server/db/client'
import { accessDeclarationOf } from '@/server/middleware/access-declarations'
import { describeEachDatabase } from '@/test/database'
import { createSchool, createSchoolWithCourse, createStaff, createTeacher } from '@/test/factories'
import { productHost, schoolHost, serveFrom } from '@/test/requests'
import { callServerFn, flattenedMiddleware, serverFnPartsOf } from '@/test/server-fns'
import * as staffConsole from './staff-console.functions'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/**
 * Staff roles per server function (SPEC §6, PRODUCT §6, decision 082), called the way a browser
 * calls them: a real session cookie and Host header, through each function's middleware chain,
 * validator and handler. A lesson editor edits lessons and is otherwise what its profile is (here a
 * teacher, decision 166); only a super admin manages
 * staff roles; school admins and teachers reach none of it, and district tools are for the
 * district's admins and console staff.
 */

type Principal = 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | 'admin' | 'teacher'
const PRINCIPALS: Principal[] = ['SUPER', 'STAFF', 'LESSON_EDITOR', 'admin', 'teacher']

interface World {
  db: Db
  schoolId: string
  childSchoolId: string
  itemId: string
  templateId: string
  bystander: { userId: string; email: string }
}

interface Row {
  fn: unknown
  /** Where the call is made: staff use the console on the main host; admins and teachers have only their school's. */
  place: 'console' | 'school'
  allowed: readonly Principal[]
  data?: (world: World) => unknown
}

function visitorOf(who: Principal): AdmittedVisitor {
  if (who === 'admin' || who === 'teacher') return { visitorType: who, userRole: null }
  // A lesson editor's profile acts as its own role (decision 166): here a teacher's.
  return { visitorType: who === 'LESSON_EDITOR' ? 'teacher' : 'staff', userRole: who }
}

const tag = () => randomUUID().replaceAll('-', '').slice(0, 8)
const CONSOLE: Principal[] = ['SUPER', 'STAFF']
const EVERY_STAFF: Principal[] = ['SUPER', 'STAFF', 'LESSON_EDITOR']

const MATRIX: Record<string, Row> = {
  fetchConsoleSchools: {
    fn: staffConsole.fetchConsoleSchools,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({}),
  },
  fetchDistrictCandidates: { fn: staffConsole.fetchDistrictCandidates, place: 'console', allowed: CONSOLE },
  createConsoleSchool: {
    fn: staffConsole.createConsoleSchool,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ name: `Matrix ${tag()}`, subdomain: `matrix-${tag()}`, parentSchoolId: null }),
  },
  setConsoleSchoolParent: {
    fn: staffConsole.setConsoleSchoolParent,
    place: 'console',
    allowed: CONSOLE,
    data: (world) => ({ schoolId: world.childSchoolId, parentSchoolId: world.schoolId }),
  },
  fetchContentPages: { fn: staffConsole.fetchContentPages, place: 'console', allowed: CONSOLE },
  fetchContentPage: {
    fn: staffConsole.fetchContentPage,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ id: randomUUID() }),
  },
  createConsoleContentPage: {
    fn: staffConsole.createConsoleContentPage,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ slug: `matrix-${tag()}`, title: 'Matrix', body: '', published: false }),
  },
  updateConsoleContentPage: {
    fn: staffConsole.updateConsoleContentPage,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ id: randomUUID(), title: 'Matrix', body: '', published: false }),
  },
  fetchRedirectRules: { fn: staffConsole.fetchRedirectRules, place: 'console', allowed: CONSOLE },
  addConsoleRedirectRule: {
    fn: staffConsole.addConsoleRedirectRule,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ fromPath: `/matrix-${tag()}`, toTarget: '/faq' }),
  },
  deleteConsoleRedirectRule: {
    fn: staffConsole.deleteConsoleRedirectRule,
    place: 'console',
    allowed: CONSOLE,
    data: () => ({ id: randomUUID() }),
  },
  fetchPageViewReport: { fn: staffConsole.fetchPageViewReport, place: 'console', allowed: CONSOLE },
  fetchStaffUsers: { fn: staffConsole.fetchStaffUsers, place: 'console', allowed: CONSOLE },
  setConsoleUserRole: {
    fn: staffConsole.setConsoleUserRole,
    place: 'console',
    allowed: ['SUPER'],
    data: (world) => ({ userId: world.bystander.userId, userRole: 'NONE' }),
  },
  inviteConsoleStaffUser: {
    fn: staffConsole.inviteConsoleStaffUser,
    place: 'console',
    allowed: ['SUPER'],
    data: (world) => ({ email: world.bystander.email, userRole: 'LESSON_EDITOR' }),
  },
  fetchTemplate: {
    fn: templateEditor.fetchTemplate,
    place: 'school',
    allowed: EVERY_STAFF,
    data: (world) => ({ templateId: world.templateId }),
  },
  // Previews, drafts and publishing of a template that does not exist: past the guard, a 404.
  fetchTemplatePreview: {
    fn: templateEditor.fetchTemplatePreview,
    place: 'school',
    allowed: EVERY_STAFF,
    data: () => ({ templateId: randomUUID() }),
  },
  openLessonTemplate: {
    fn: templateEditor.openLessonTemplate,
    place: 'school',
    allowed: EVERY_STAFF,
    data: (world) => ({ itemId: world.itemId }),
  },
  saveTemplateDraft: {
    fn: templateEditor.saveTemplateDraft,
    place: 'school',
    allowed: EVERY_STAFF,
    data: () => ({ templateId: randomUUID(), draft: {} }),
  },
  publishLessonTemplate: {
    fn: templateEditor.publishLessonTemplate,
    place: 'school',
    allowed: EVERY_STAFF,
    data: () => ({ templateId: randomUUID(), safeChange: false }),
  },
  fetchDistrict: { fn: district.fetchDistrict, place: 'school', allowed: ['SUPER', 'STAFF', 'admin'] },
  prepareChildSchool: {
    fn: district.prepareChildSchool,
    place: 'school',
    allowed: ['SUPER', 'STAFF', 'admin'],
    data: (world) => ({ schoolId: world.childSchoolId }),
  },
}

describeEachDatabase('staff roles per server function', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  /** A district school with a course, its admin and teacher, and one profile there per staff role. */
  async function setUp() {
    const db = getDb()
    const world = await createSchoolWithCourse(db)
    const child = await createSchool(db, { parentSchoolId: world.school.id })
    const staff = {
      SUPER: await createStaff(db, world.school, { userRole: 'SUPER' }),
      STAFF: await createStaff(db, world.school, { userRole: 'STAFF' }),
      // A lesson editor holding a teacher's profile here: a teacher here, an editor of lessons.
      LESSON_EDITOR: await createTeacher(db, world.school, { userRole: 'LESSON_EDITOR' }),
    }
    const people = { ...staff, admin: world.admin, teacher: world.teacher }
    const bystander = await createTeacher(db, world.school)
    const itemId = world.course.items[0]!.itemId
    const { templateId } = await openTemplateForItem(db, staff.STAFF.actor, itemId)
    const state: World = {
      db,
      schoolId: world.school.id,
      childSchoolId: child.id,
      itemId,
      templateId,
      bystander: { userId: bystander.userId, email: bystander.email! },
    }

    /** A request from `who`'s browser, signed in at `host` (the main host has no school). */
    async function requestOf(who: Principal, place: Row['place']): Promise<Request> {
      const person = people[who]
      const onMain = place === 'console' && EVERY_STAFF.includes(who)
      const host = onMain ? productHost() : schoolHost(world.school.subdomain)
      const session = await createSession(db, {
        userId: person.userId,
        profileId: person.profileId,
        schoolId: onMain ? null : world.school.id,
        maxAgeSeconds: 3600,
      })
      return new Request(`http://${host}/_serverFn/matrix`, {
        method: 'POST',
        headers: { host, cookie: `token=${session.token}` },
      })
    }
    return { state, requestOf }
  }

  it('allows or refuses (403) each staff-console, template-editor and district function per role', async () => {
    const { state, requestOf } = await setUp()
    const outcomes: string[] = []
    const expected: string[] = []
    for (const [name, row] of Object.entries(MATRIX)) {
      for (const who of PRINCIPALS) {
        const call = callServerFn(row.fn, await requestOf(who, row.place), row.data?.(state))
        const status = await call.then(
          () => 200,
          (error: { status?: number }) => error.status ?? 500,
        )
        // Allowed: past the guard, and no server error (a made-up id may still answer 404).
        const seen = status === 401 || status === 403 || status >= 500 ? String(status) : 'allowed'
        outcomes.push(`${name} × ${who}: ${seen}`)
        expected.push(`${name} × ${who}: ${row.allowed.includes(who) ? 'allowed' : '403'}`)
      }
    }
    expect(outcomes).toEqual(expected)
  })

  it('covers every server function of the staff console, the template editor and district tools', () => {
    const exported = [staffConsole, templateEditor, district].flatMap((module) => Object.keys(module)).sort()
    expect(Object.keys(MATRIX).sort()).toEqual(exported)
  })

  it('refuses in the middleware itself, not only in the domain functions behind it', () => {
    for (const [name, row] of Object.entries(MATRIX)) {
      const guards = flattenedMiddleware(serverFnPartsOf(row.fn)!)
        .map((middleware) => accessDeclarationOf(middleware))
        .filter((declaration) => declaration?.kind === 'visitor')
      const admitted = PRINCIPALS.filter((who) =>
        guards.every((guard) => guard?.kind === 'visitor' && admits(guard.allowed, visitorOf(who))),
      )
      expect(guards.length, name).toBeGreaterThan(0)
      expect(admitted, name).toEqual(PRINCIPALS.filter((who) => row.allowed.includes(who)))
    }
  })
})
