import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { cardSectionItems, files, resources } from '@/server/db/schema'
import { findServableFile } from '@/server/files/files.server'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createCourse, createSchoolWithPeople } from '@/test/factories'
import { addResource } from './add-resource.server'
import { listDashboardResources } from './dashboard-resources.server'
import { deleteResource } from './delete-resource.server'
import { findPublicCourse, listPublicResources } from './public-resources.server'
import type { ResourceFields } from './resources.schemas'

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')

const link = (overrides: Partial<ResourceFields> = {}): ResourceFields => ({
  title: 'Loops video',
  kind: 'video',
  cardId: '',
  scope: 'school',
  source: 'link',
  url: 'https://videos.example/loops',
  ...overrides,
})

describeEachDatabase('resources', (getDb) => {
  it('adds links and files per course; a school sees its own and the global ones', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    const { card } = await createCourse(db, { title: 'Turtle Art' })
    const staff = await createAdult(db, mine.school, 'ADMIN', { userRole: 'STAFF' })

    const video = await addResource(db, mine.teacher.actor, link({ cardId: card.id }), null)
    const plan = await addResource(
      db,
      mine.teacher.actor,
      link({ title: 'Week 1 plan', kind: 'lesson_plan', source: 'file', url: '' }),
      { name: 'plan.pdf', data: pdf },
    )
    const global = await addResource(
      db,
      staff.actor,
      link({ title: 'Global sheet', kind: 'worksheet', scope: 'global' }),
      null,
    )
    await addResource(db, theirs.teacher.actor, link({ title: 'Their secret' }), null)

    const page = await listDashboardResources(db, mine.admin.actor)
    expect(page.resources.map((item) => item.title).sort()).toEqual([
      'Global sheet',
      'Loops video',
      'Week 1 plan',
    ])
    const planItem = page.resources.find((item) => item.id === plan.id)!
    expect(planItem).toMatchObject({
      kind: 'lesson_plan',
      file: { name: 'plan.pdf', contentType: 'application/pdf' },
    })
    expect(planItem.href).toMatch(/^\/files\//)
    expect(page.resources.find((item) => item.id === global.id)).toMatchObject({
      global: true,
      canDelete: false,
    })
    expect(page.courses.map((course) => course.title)).toContain('Turtle Art')

    // The uploaded file is served on this school's host only.
    const fileId = planItem.href.replace('/files/', '')
    expect(await findServableFile(db, fileId, mine.school.id)).not.toBeNull()
    expect(await findServableFile(db, fileId, theirs.school.id)).toBeNull()
    expect(await findServableFile(db, fileId, null)).toBeNull()

    // Students and guests see the student kinds only (no lesson plans), by course.
    const open = await listPublicResources(db, mine.school.id)
    const turtle = open.courses.find((entry) => entry.course.id === card.id)!
    expect(turtle.resources.map((item) => item.id)).toEqual([video.id])
    expect(open.general.map((item) => item.title)).toEqual(['Global sheet'])
    expect(open.general.every((item) => item.canDelete === false)).toBe(true)
    const oneCourse = await listPublicResources(db, mine.school.id, { cardId: card.id })
    expect(oneCourse.courses).toHaveLength(1)
    expect(await findPublicCourse(db, mine.school.id, card.id)).toMatchObject({ title: 'Turtle Art' })
  })

  it('checks the link, the file and the course, with messages on the fields', async () => {
    const db = getDb()
    const { teacher } = await createSchoolWithPeople(db)
    const other = await createSchoolWithPeople(db)
    const { card: theirCourse } = await createCourse(db, { schoolId: other.school.id })
    await expect(
      addResource(db, teacher.actor, link({ url: 'javascript:alert(1)' }), null),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'url' }],
    })
    await expect(
      addResource(db, teacher.actor, link({ source: 'file' }), {
        name: 'a.exe',
        data: new Uint8Array([0x4d, 0x5a]),
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'file' }] })
    await expect(
      addResource(db, teacher.actor, link({ source: 'file' }), {
        name: 'huge.pdf',
        data: new Uint8Array(20 * 1024 * 1024 + 1).fill(0x25),
      }),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'file' }] })
    await expect(addResource(db, teacher.actor, link({ source: 'file' }), null)).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'file' }],
    })
    await expect(
      addResource(db, teacher.actor, link({ cardId: theirCourse.id }), null),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'cardId' }],
    })
    await expect(addResource(db, teacher.actor, link({ scope: 'global' }), null)).rejects.toMatchObject({
      status: 403,
    })
  })

  it('lets teachers delete what they added, admins any of the school, and nobody another school’s', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    const colleague = await createAdult(db, mine.school, 'TEACHER')
    const mineLink = await addResource(db, mine.teacher.actor, link(), null)
    const theirLink = await addResource(db, theirs.teacher.actor, link(), null)
    const withFile = await addResource(db, mine.teacher.actor, link({ source: 'file' }), {
      name: 'w.pdf',
      data: pdf,
    })

    await expect(deleteResource(db, colleague.actor, mineLink.id)).rejects.toMatchObject({ status: 403 })
    await expect(deleteResource(db, mine.admin.actor, theirLink.id)).rejects.toMatchObject({ status: 404 })
    await expect(deleteResource(db, mine.students[0]!.actor, mineLink.id)).rejects.toMatchObject({
      status: 403,
    })
    expect(await db.select().from(resources).where(eq(resources.id, theirLink.id))).toHaveLength(1)

    await deleteResource(db, mine.teacher.actor, mineLink.id)
    const [row] = await db
      .select({ fileId: resources.fileId })
      .from(resources)
      .where(eq(resources.id, withFile.id))
    await deleteResource(db, mine.admin.actor, withFile.id)
    expect(await db.select().from(files).where(eq(files.id, row!.fileId!))).toEqual([])
    await expect(deleteResource(db, mine.admin.actor, withFile.id)).rejects.toMatchObject({ status: 404 })
  })

  it('keeps a resource that is part of a course', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    const { items } = await createCourse(db)
    const added = await addResource(db, admin.actor, link(), null)
    const [item] = await db.select().from(cardSectionItems).where(eq(cardSectionItems.id, items[0]!.itemId))
    await db
      .insert(cardSectionItems)
      .values({ sectionId: item!.sectionId, kind: 'resource', resourceId: added.id })
    await expect(deleteResource(db, admin.actor, added.id)).rejects.toMatchObject({ status: 409 })
  })

  it('refuses students the dashboard list', async () => {
    const db = getDb()
    const { students } = await createSchoolWithPeople(db)
    await expect(listDashboardResources(db, students[0]!.actor)).rejects.toMatchObject({ status: 403 })
    await expect(addResource(db, students[0]!.actor, link(), null)).rejects.toMatchObject({ status: 403 })
  })
})
