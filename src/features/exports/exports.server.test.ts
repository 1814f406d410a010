import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { classMembers, profiles, schoolClasses } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createCourse, createProgress, createSchoolWithPeople, createStudent } from '@/test/factories'
import { exportSchoolCsv } from './exports.server'

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describeEachDatabase('data export', (getDb) => {
  it('exports students, classes and progress of this school only, with formula cells escaped', async () => {
    const db = getDb()
    const mine = await createSchoolWithPeople(db)
    const theirs = await createSchoolWithPeople(db)
    const evil = await createStudent(db, mine.school, {
      firstName: '=HYPERLINK("http://x","hi")',
      lastName: 'Smith',
    })
    await db
      .update(profiles)
      .set({ firstName: '@SUM(A1)', lastName: '+1' })
      .where(eq(profiles.id, evil.profileId))
    await db.insert(classMembers).values({ classId: mine.schoolClass.id, profileId: evil.profileId })
    await db
      .update(schoolClasses)
      .set({ name: '-Class, "A"' })
      .where(eq(schoolClasses.id, mine.schoolClass.id))
    const { card, items } = await createCourse(db, { title: '=cmd|calc' })
    await createProgress(db, evil, items[0]!, { status: 'completed' })
    await createProgress(db, theirs.students[0]!, items[0]!)

    const students = await exportSchoolCsv(db, mine.admin.actor, 'students')
    expect(students.fileName).toMatch(
      new RegExp(`^${mine.school.subdomain}-students-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    )
    expect(students.rows).toBe(3)
    const evilLine = lines(students.csv).find((line) => line.includes('SUM'))!
    expect(evilLine.startsWith('\'@SUM(A1),\'+1,"\'=HYPERLINK(""http://x"",""hi"") Smith"')).toBe(true)
    expect(evilLine).toContain(`"'-Class, ""A"""`)
    expect(students.csv).not.toContain(theirs.students[0]!.actor.name)

    const classes = await exportSchoolCsv(db, mine.admin.actor, 'classes')
    expect(lines(classes.csv)).toHaveLength(2)
    expect(lines(classes.csv)[1]).toMatch(/^"'-Class, ""A""",/)

    const progress = await exportSchoolCsv(db, mine.admin.actor, 'progress')
    expect(progress.rows).toBe(1)
    expect(lines(progress.csv)[1]).toContain(`'=cmd|calc`)
    expect(lines(progress.csv)[1]).toContain('Completed')
    expect(card.id).toBeTruthy()
  })

  it('is for admins only', async () => {
    const db = getDb()
    const { teacher, students } = await createSchoolWithPeople(db)
    for (const actor of [teacher.actor, students[0]!.actor]) {
      for (const kind of ['students', 'classes', 'progress'] as const) {
        await expect(exportSchoolCsv(db, actor, kind)).rejects.toMatchObject({ status: 403 })
      }
    }
  })
})
