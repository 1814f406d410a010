import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { contentPages } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createCourse, createSchoolWithPeople } from '@/test/factories'
import { getSchoolWelcomePack } from './school-welcome-pack.server'

describeEachDatabase('the welcome pack in a school admin’s dashboard', (getDb) => {
  it('gives the admin the published pack and the course map of the courses their school can teach', async () => {
    const db = getDb()
    const { admin, teacher, school } = await createSchoolWithPeople(db)
    const other = await createSchoolWithPeople(db)
    const shared = await createCourse(db, { title: 'Turtle drawing', sections: 2, lessonsPerSection: 2 })
    const own = await createCourse(db, { schoolId: school.id, title: 'Our own course' })
    const theirs = await createCourse(db, { schoolId: other.school.id, title: 'Their course' })
    const draft = await createCourse(db, { published: false, title: 'Not yet' })
    await db
      .insert(contentPages)
      .values({
        slug: 'welcome-pack',
        kind: 'welcome-pack',
        title: 'Welcome!',
        body: '## Getting started',
        published: false,
      })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: { published: false, body: '## Getting started' },
      })

    const before = await getSchoolWelcomePack(db, admin.actor)
    expect(before.pack).toBeNull()
    const ids = before.courseMap.map((course) => course.id)
    expect(ids).toEqual(expect.arrayContaining([shared.card.id, own.card.id]))
    expect(ids).not.toContain(theirs.card.id)
    expect(ids).not.toContain(draft.card.id)
    const turtle = before.courseMap.find((course) => course.id === shared.card.id)
    expect(turtle?.sections.map((section) => section.title)).toEqual(['Section 1', 'Section 2'])
    expect(turtle?.sections[1]?.lessons).toEqual(shared.items.slice(2).map((item) => item.title))

    await db.update(contentPages).set({ published: true }).where(eq(contentPages.slug, 'welcome-pack'))
    expect((await getSchoolWelcomePack(db, admin.actor)).pack).toMatchObject({ body: '## Getting started' })

    // Teachers have no welcome pack of their own (SPEC §2.5): it is the admin's.
    await expect(getSchoolWelcomePack(db, teacher.actor)).rejects.toMatchObject({ status: 403 })
  })
})
