import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { matchPathRedirect } from '@/access/path-redirects'
import { contentPages, pageViews, schools, subscriptions } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, createSchoolWithPeople } from '@/test/factories'
import {
  createContentPage,
  getContentPageById,
  listContentPages,
  updateContentPage,
} from './content-pages.server'
import { pageViewReport } from './page-view-report.server'
import { addRedirectRule, deleteRedirectRule, listRedirectRules } from './redirect-rules.server'
import {
  createSchool as createConsoleSchool,
  listDistrictCandidates,
  searchSchools,
  setSchoolParent,
} from './schools.server'
import { createContentPageSchema, createSchoolSchema, redirectRuleSchema } from './staff-console.schemas'
import { inviteStaffUser, listStaffUsers, setUserRole, staffInvitationSent } from './staff-users.server'

const tag = () => randomUUID().replaceAll('-', '').slice(0, 8)

async function staffActor(db: Parameters<typeof createSchool>[0]) {
  const home = await createSchool(db)
  return (await createAdult(db, home, 'TEACHER', { userRole: 'STAFF' })).actor
}

describeEachDatabase('staff console', (getDb) => {
  it('answers a school admin (not staff) 403 from every function', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    const id = randomUUID()
    for (const actor of [admin.actor, teacher.actor]) {
      const calls: Promise<unknown>[] = [
        searchSchools(db, actor, ''),
        listDistrictCandidates(db, actor),
        createConsoleSchool(db, actor, { name: 'Nope', subdomain: `nope-${tag()}`, parentSchoolId: null }),
        setSchoolParent(db, actor, { schoolId: school.id, parentSchoolId: null }),
        listContentPages(db, actor),
        getContentPageById(db, actor, id),
        createContentPage(db, actor, { slug: `nope-${tag()}`, title: 'x', body: '', published: false }),
        updateContentPage(db, actor, { id, title: 'x', body: '', published: false }),
        listRedirectRules(db, actor),
        addRedirectRule(db, actor, { fromPath: `/nope-${tag()}`, toTarget: '/faq' }),
        deleteRedirectRule(db, actor, id),
        pageViewReport(db, actor),
        listStaffUsers(db, actor),
        setUserRole(db, actor, { userId: admin.userId, userRole: 'SUPER' }),
        inviteStaffUser(db, actor, { email: 'x@example.test', userRole: 'SUPER' }, { origin: 'http://x' }),
      ]
      for (const call of calls) await expect(call).rejects.toMatchObject({ status: 403 })
    }
  })

  it('lists schools with plan, paid status from subscriptions, district and counts; searches by name or subdomain', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const name = `Searchable ${tag()}`
    const district = await createSchoolWithPeople(db, { name: `${name} District` })
    const child = await createSchoolWithPeople(db, {
      name: `${name} Primary`,
      parentSchoolId: district.school.id,
    })
    await db.insert(subscriptions).values({
      schoolId: child.school.id,
      planId: 'classroom',
      status: 'active',
      provider: 'fake',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    const { schools: found, next } = await searchSchools(db, staff, name)
    expect(next).toBeNull()
    expect(found.map((school) => school.name).sort()).toEqual([`${name} District`, `${name} Primary`])
    const primary = found.find((school) => school.id === child.school.id)!
    expect(primary).toMatchObject({
      plan: { name: 'Classroom', status: 'active' },
      paidStatus: 'classroom',
      parent: { id: district.school.id, name: `${name} District` },
      students: 2,
      teachers: 2,
    })
    expect(found.find((school) => school.id === district.school.id)).toMatchObject({
      plan: null,
      paidStatus: false,
    })
    const { schools: bySubdomain } = await searchSchools(db, staff, child.school.subdomain.toUpperCase())
    expect(bySubdomain.map((school) => school.id)).toEqual([child.school.id])
    expect(await searchSchools(db, staff, '%_nothing-like-this')).toEqual({ schools: [], next: null })
  })

  it('pages past 100 schools, newest first, without repeating or skipping one', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const name = `Paged ${tag()}`
    // 205 schools created within the same instants: the id breaks the ties.
    const created = new Date()
    const rows = await db
      .insert(schools)
      .values(
        Array.from({ length: 205 }, (_, i) => ({
          name: `${name} ${i}`,
          subdomain: `paged-${tag()}-${i}`,
          createdAt: new Date(created.getTime() - Math.floor(i / 10) * 1000),
        })),
      )
      .returning({ id: schools.id })
    const seen: string[] = []
    let after: string | undefined
    const sizes: number[] = []
    do {
      const page = await searchSchools(db, staff, name, after)
      sizes.push(page.schools.length)
      seen.push(...page.schools.map((school) => school.id))
      after = page.next ?? undefined
    } while (after)
    expect(sizes).toEqual([100, 100, 5])
    expect(new Set(seen).size).toBe(205)
    expect([...seen].sort()).toEqual(rows.map((row) => row.id).sort())

    // A school created while someone pages does not shift the older pages.
    const firstPage = await searchSchools(db, staff, name)
    await db.insert(schools).values({ name: `${name} late`, subdomain: `paged-${tag()}-late` })
    const second = await searchSchools(db, staff, name, firstPage.next!)
    expect(second.schools.map((school) => school.id)).toEqual(seen.slice(100, 200))
  })

  it('creates a school with its district; refuses reserved, taken and badly formed subdomains', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const district = await createSchool(db)
    const subdomain = `new-${tag()}`
    const input = createSchoolSchema.parse({
      name: 'New School',
      subdomain: ` ${subdomain.toUpperCase()} `,
      parentSchoolId: district.id,
    })
    const created = await createConsoleSchool(db, staff, input)
    expect(created.subdomain).toBe(subdomain)
    const [row] = await db.select().from(schools).where(eq(schools.id, created.id))
    expect(row).toMatchObject({ name: 'New School', parentSchoolId: district.id })

    await expect(
      createConsoleSchool(db, staff, { name: 'Again', subdomain, parentSchoolId: null }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'subdomain', message: expect.stringMatching(/already uses/) }],
    })
    await expect(
      createConsoleSchool(db, staff, { name: 'Reserved', subdomain: 'admin', parentSchoolId: null }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'subdomain', message: expect.stringMatching(/reserved/) }],
    })
    for (const bad of ['ab', 'has space', 'under_score', 'a'.repeat(41), 'dot.ted']) {
      const result = createSchoolSchema.safeParse({ name: 'Bad', subdomain: bad })
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.message).toMatch(/3 to 40 lower-case letters/)
    }
    expect(createSchoolSchema.safeParse({ name: '  ', subdomain: `ok-${tag()}` }).success).toBe(false)
    // A district must exist and not be a child school itself.
    await expect(
      createConsoleSchool(db, staff, {
        name: 'Orphan',
        subdomain: `o-${tag()}`,
        parentSchoolId: randomUUID(),
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'parentSchoolId' }] })
    await expect(
      createConsoleSchool(db, staff, {
        name: 'Grandchild',
        subdomain: `g-${tag()}`,
        parentSchoolId: created.id,
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'parentSchoolId' }] })

    await setSchoolParent(db, staff, { schoolId: created.id, parentSchoolId: null })
    const [moved] = await db.select().from(schools).where(eq(schools.id, created.id))
    expect(moved!.parentSchoolId).toBeNull()
  })

  it('a deleted school is neither offered nor taken as a district', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    // Named to sort first, so both are within the list's first page.
    const gone = await createSchool(db, { name: `Aaa gone ${tag()}` })
    const kept = await createSchool(db, { name: `Aaa kept ${tag()}` })
    await db.update(schools).set({ deletedAt: new Date() }).where(eq(schools.id, gone.id))
    const offered = (await listDistrictCandidates(db, staff)).map((school) => school.id)
    expect(offered).not.toContain(gone.id)
    expect(offered).toContain(kept.id)
    await expect(
      createConsoleSchool(db, staff, { name: 'Late', subdomain: `l-${tag()}`, parentSchoolId: gone.id }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'parentSchoolId', message: 'That district no longer exists. Choose another.' }],
    })
  })

  it('creates, lists and edits content pages; a taken slug is a field error', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const slug = `about-${tag()}`
    const page = await createContentPage(
      db,
      staff,
      createContentPageSchema.parse({ slug, title: 'About', body: '# Hello', published: false }),
    )
    expect((await listContentPages(db, staff)).some((listed) => listed.id === page.id)).toBe(true)
    const edited = await updateContentPage(db, staff, {
      id: page.id,
      title: 'About us',
      body: 'Hi',
      published: true,
    })
    expect(edited).toMatchObject({ slug, title: 'About us', body: 'Hi', published: true })
    const [row] = await db.select().from(contentPages).where(eq(contentPages.id, page.id))
    expect(row).toMatchObject({ title: 'About us', published: true })
    await expect(
      createContentPage(db, staff, { slug, title: 'Twin', body: '', published: false }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'slug' }] })
    expect(
      createContentPageSchema.safeParse({ slug: 'Bad Slug!', title: 'x', body: '', published: true }).success,
    ).toBe(false)
    await expect(getContentPageById(db, staff, randomUUID())).rejects.toMatchObject({ status: 404 })
  })

  it('validates redirect rules', () => {
    const ok = (fromPath: string, toTarget: string) =>
      redirectRuleSchema.safeParse({ fromPath, toTarget }).success
    expect(ok('/old-faq', '/faq')).toBe(true)
    expect(ok('/blog/*', 'https://blog.codeschool.example/')).toBe(true)
    expect(ok('/old', '/faq?x=1#top')).toBe(true)
    expect(redirectRuleSchema.parse({ fromPath: '/old//', toTarget: '/faq' }).fromPath).toBe('/old')
    // Bad from paths.
    expect(ok('old', '/faq')).toBe(false)
    expect(ok('//evil.example', '/faq')).toBe(false)
    expect(ok('/with space', '/faq')).toBe(false)
    expect(ok('/', '/faq')).toBe(false)
    expect(ok('/admin', '/faq')).toBe(false)
    expect(ok('/admin/*', '/faq')).toBe(false)
    expect(ok('/login', '/faq')).toBe(false)
    expect(ok('/api/auth/login', '/faq')).toBe(false)
    // Bad targets.
    expect(ok('/old', 'faq')).toBe(false)
    expect(ok('/old', '//evil.example')).toBe(false)
    expect(ok('/old', 'http://insecure.example')).toBe(false)
    expect(ok('/old', 'javascript:alert(1)')).toBe(false)
    expect(ok('/old', 'https://')).toBe(false)
    expect(ok('/old', '/old')).toBe(false)
    const result = redirectRuleSchema.safeParse({ fromPath: '/old', toTarget: 'ftp://x.example' })
    expect(result.error?.issues[0]).toMatchObject({
      path: ['toTarget'],
      message: expect.stringMatching(/https:\/\//),
    })
  })

  it('adds a rule that the next request applies, refuses a duplicate, and deletes it', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const fromPath = `/old-${tag()}`
    const rule = await addRedirectRule(db, staff, redirectRuleSchema.parse({ fromPath, toTarget: '/faq' }))
    const rules = await listRedirectRules(db, staff)
    expect(
      rules.filter((listed) => listed.source === 'console').some((listed) => listed.fromPath === fromPath),
    ).toBe(true)
    // What the request context hands the guard: the table's rows, read on every request.
    const asRequestContext = rules.map((listed) => ({ from: listed.fromPath, to: listed.toTarget }))
    expect(matchPathRedirect(`${fromPath}/`, asRequestContext)).toEqual({ kind: 'internal', to: '/faq' })
    await expect(
      addRedirectRule(db, staff, { fromPath, toTarget: 'https://example.org' }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'fromPath' }] })
    await deleteRedirectRule(db, staff, rule.id!)
    const after = (await listRedirectRules(db, staff)).map((listed) => ({
      from: listed.fromPath,
      to: listed.toTarget,
    }))
    expect(matchPathRedirect(fromPath, after)).toBeNull()
    await expect(deleteRedirectRule(db, staff, rule.id!)).rejects.toMatchObject({ status: 404 })
  })

  it('reports views per day for 30 days and the top paths', async () => {
    const db = getDb()
    const staff = await staffActor(db)
    const today = new Date('2031-03-15T12:00:00Z')
    const path = `/report-${tag()}`
    await db.insert(pageViews).values([
      { path, day: '2031-03-15', count: 5 },
      { path, day: '2031-02-14', count: 2 },
      { path, day: '2031-02-13', count: 100 },
    ])
    const report = await pageViewReport(db, staff, today)
    expect(report.days).toHaveLength(30)
    expect(report.days[0]).toEqual({ day: '2031-02-14', views: 2 })
    expect(report.days[29]).toEqual({ day: '2031-03-15', views: 5 })
    expect(report.topPaths).toContainEqual({ path, views: 7 })
  })

  it('lets only a super admin invite, change and remove staff roles, never their own', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    const staff = await createAdult(db, home, 'ADMIN', { userRole: 'STAFF' })
    const adult = await createAdult(db, home, 'TEACHER')
    const origin = { origin: 'http://x' }

    const listed = await listStaffUsers(db, staff.actor)
    expect(listed.find((user) => user.id === superAdmin.userId)).toMatchObject({
      userRole: 'SUPER',
      isMe: false,
    })
    expect(listed.some((user) => user.id === adult.userId)).toBe(false)

    await expect(
      setUserRole(db, staff.actor, { userId: adult.userId, userRole: 'STAFF' }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      inviteStaffUser(db, staff.actor, { email: adult.email!, userRole: 'STAFF' }, origin),
    ).rejects.toMatchObject({ status: 403 })

    // An invitation gives nothing until the mailed link is opened (decision 165).
    const invited = await inviteStaffUser(
      db,
      superAdmin.actor,
      { email: adult.email!.toUpperCase(), userRole: 'LESSON_EDITOR' },
      origin,
    )
    expect(invited.message).toBe(staffInvitationSent(adult.email!))
    expect((await listStaffUsers(db, superAdmin.actor)).some((user) => user.id === adult.userId)).toBe(false)
    // Someone who is not staff gets a role only by invitation.
    await expect(
      setUserRole(db, superAdmin.actor, { userId: adult.userId, userRole: 'STAFF' }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      inviteStaffUser(db, superAdmin.actor, { email: staff.email!, userRole: 'SUPER' }, origin),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'email' }] })
    // An address with no account is answered the same.
    const nobody = `nobody-${tag()}@example.test`
    expect(await inviteStaffUser(db, superAdmin.actor, { email: nobody, userRole: 'STAFF' }, origin)).toEqual(
      {
        message: staffInvitationSent(nobody),
      },
    )

    await setUserRole(db, superAdmin.actor, { userId: staff.userId, userRole: 'LESSON_EDITOR' })
    expect(
      (await listStaffUsers(db, superAdmin.actor)).find((user) => user.id === staff.userId),
    ).toMatchObject({
      userRole: 'LESSON_EDITOR',
    })
    await setUserRole(db, superAdmin.actor, { userId: staff.userId, userRole: 'NONE' })
    expect((await listStaffUsers(db, superAdmin.actor)).some((user) => user.id === staff.userId)).toBe(false)
    await expect(
      setUserRole(db, superAdmin.actor, { userId: superAdmin.userId, userRole: 'STAFF' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      setUserRole(db, superAdmin.actor, { userId: randomUUID(), userRole: 'STAFF' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
