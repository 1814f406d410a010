import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import {
  getTemplate,
  openTemplateForItem,
  publishTemplate,
  saveDraft,
} from '@/features/template-editor/template-editor.server'
import { lessons, lessonVersions } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchoolWithCourse, SAMPLE_GOALS } from '@/test/factories'
import { countQueries } from '@/test/query-count'
import { loadStudentLesson } from './lessons.server'

describeEachDatabase("a student's lesson page, its reads", (getDb) => {
  it('reads the course outline and the version once, and shows a newly published title in the way on at once', async () => {
    const counted = countQueries(getDb())
    const db = counted.db
    const { students, course, school } = await createSchoolWithCourse(db)
    const student = students[0]!.actor
    const [first, second] = course.items
    counted.reset()
    const before = await loadStudentLesson(db, student, second!.itemId)
    const firstCount = counted.count
    expect(before.nav?.previous).toEqual({ id: first!.itemId, title: first!.title })

    counted.reset()
    await loadStudentLesson(db, student, second!.itemId)
    // The progress, the item with its current version, the student's classes with the course.
    expect(counted.count).toBe(3)
    // The first time, the outline's sections and items and the version too.
    expect(firstCount).toBe(6)

    const editor = (await createAdult(db, school, 'ADMIN', { userRole: 'LESSON_EDITOR' })).actor
    const { templateId } = await openTemplateForItem(db, editor, first!.itemId)
    const draft = (await getTemplate(db, editor, templateId)).draft
    draft.title = 'Lines and Turns'
    await saveDraft(db, editor, { templateId, draft })
    await publishTemplate(db, editor, { templateId, safeChange: false })
    const after = await loadStudentLesson(db, student, second!.itemId)
    expect(after.nav?.previous).toEqual({ id: first!.itemId, title: 'Lines and Turns' })
  })

  it('keeps a version only once its goals are stored: goals drawn later show on the next request', async () => {
    const db = countQueries(getDb()).db
    const { students, course } = await createSchoolWithCourse(db)
    const item = course.items[0]!
    const [lesson] = await db
      .select({ versionId: lessons.currentVersionId })
      .from(lessons)
      .where(eq(lessons.id, item.lessonId))
    await db.update(lessonVersions).set({ goals: null }).where(eq(lessonVersions.id, lesson!.versionId!))
    expect((await loadStudentLesson(db, students[0]!.actor, item.itemId)).goals).toEqual({})
    // The lesson-goals backfill, in this process or another.
    await db
      .update(lessonVersions)
      .set({ goals: SAMPLE_GOALS })
      .where(eq(lessonVersions.id, lesson!.versionId!))
    expect((await loadStudentLesson(db, students[0]!.actor, item.itemId)).goals).toEqual(SAMPLE_GOALS)
  })
})
