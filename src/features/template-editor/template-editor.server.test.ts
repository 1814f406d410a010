import { eq } from 'drizzle-orm'
import { expect, it, vi } from 'vitest'
import { saveCode } from '@/features/lessons/lesson-work.server'
import { loadStudentLesson } from '@/features/lessons/lessons.server'
import type { Db } from '@/server/db/client'
import { lessonProgress, lessonTemplates, lessonVersions } from '@/server/db/schema'
import { sandbox } from '@/server/sandbox/sandbox'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchoolWithCourse } from '@/test/factories'
import {
  getTemplate,
  lessonVersionNumbers,
  openTemplateForItem,
  publishTemplate,
  saveDraft,
  templatePreview,
} from './template-editor.server'

async function setUp(db: Db) {
  const world = await createSchoolWithCourse(db)
  const editor = await createAdult(db, world.school, 'ADMIN', { userRole: 'LESSON_EDITOR' })
  const item = world.course.items[0]!
  const { templateId } = await openTemplateForItem(db, editor.actor, item.itemId)
  return { ...world, editor: editor.actor, item, templateId }
}

describeEachDatabase('template editor', (getDb) => {
  it('is staff only: a teacher and an admin get 403', async () => {
    const db = getDb()
    const { admin, teacher, templateId, item } = await setUp(db)
    for (const actor of [admin.actor, teacher.actor]) {
      await expect(openTemplateForItem(db, actor, item.itemId)).rejects.toMatchObject({ status: 403 })
      await expect(getTemplate(db, actor, templateId)).rejects.toMatchObject({ status: 403 })
      await expect(templatePreview(db, actor, templateId)).rejects.toMatchObject({ status: 403 })
      await expect(saveDraft(db, actor, { templateId, draft: {} })).rejects.toMatchObject({ status: 403 })
      await expect(publishTemplate(db, actor, { templateId, safeChange: false })).rejects.toMatchObject({
        status: 403,
      })
    }
  })

  it('opens the same template twice, made from the current version', async () => {
    const db = getDb()
    const { editor, item, templateId } = await setUp(db)
    expect(await openTemplateForItem(db, editor, item.itemId)).toEqual({ templateId })
    const view = await getTemplate(db, editor, templateId)
    expect(view.draft.title).toBe('A first line')
    expect(view.versions.map((v) => [v.version, v.current])).toEqual([[1, true]])
  })

  it('an invalid draft gets field errors and the old draft stays', async () => {
    const db = getDb()
    const { editor, templateId } = await setUp(db)
    const before = await getTemplate(db, editor, templateId)
    const broken = structuredClone(before.draft) as unknown as {
      title: string
      steps: Record<string, unknown>[]
    }
    broken.title = ''
    broken.steps[1]!.hints = ['only one']
    broken.steps[1]!.checks = [{ type: 'output-includes', fail: 'x' }]
    const error = await saveDraft(db, editor, { templateId, draft: broken }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 422 })
    const fields = (error as { errors: { field: string; message: string }[] }).errors
    expect(fields).toContainEqual({ field: 'title', message: 'must not be empty' })
    expect(fields).toContainEqual({
      field: 'steps.1.hints',
      message: 'give at least 2 hints, from a nudge to nearly the answer',
    })
    expect(fields.some((f) => f.field.startsWith('steps.1.checks.0'))).toBe(true)
    const after = await getTemplate(db, editor, templateId)
    expect(after.draft).toEqual(before.draft)
  })

  it('saves a valid draft without publishing it', async () => {
    const db = getDb()
    const { editor, templateId, item } = await setUp(db)
    const draft = (await getTemplate(db, editor, templateId)).draft
    draft.steps[0]!.title = 'Say hello to the turtle'
    const saved = await saveDraft(db, editor, { templateId, draft })
    expect(saved.status).toBe('draft')
    expect(saved.draft.steps[0]!.title).toBe('Say hello to the turtle')
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1])
    const preview = await templatePreview(db, editor, templateId)
    expect(preview.content.steps[0]!.title).toBe('Say hello to the turtle')
    expect(preview.goals.line?.length).toBeGreaterThan(0)
  })

  it('publish refuses a solution that fails its checks, and a starter that already passes', async () => {
    const db = getDb()
    const { editor, templateId, item } = await setUp(db)
    const draft = (await getTemplate(db, editor, templateId)).draft
    const hello = draft.steps[2]!
    if (hello.kind !== 'code') throw new Error('sample changed')
    hello.solution = 'print("goodbye")'
    await saveDraft(db, editor, { templateId, draft })
    await expect(publishTemplate(db, editor, { templateId, safeChange: false })).rejects.toMatchObject({
      status: 422,
      errors: [
        { field: 'steps.2.solution', message: expect.stringContaining('does not pass its own checks') },
      ],
    })
    hello.solution = 'print("hello")'
    hello.starter = 'print("hello")'
    await saveDraft(db, editor, { templateId, draft })
    await expect(publishTemplate(db, editor, { templateId, safeChange: false })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'steps.2.starter' }],
    })
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1])
  })

  it('publish fails within 3 s on a solution that never ends, while the server keeps answering', async () => {
    const db = getDb()
    const { editor, templateId, item, students } = await setUp(db)
    await sandbox().run({ kind: 'goal', code: '' }) // a warm thread, as after any earlier publish
    const draft = (await getTemplate(db, editor, templateId)).draft
    const line = draft.steps[1]!
    if (line.kind !== 'code') throw new Error('sample changed')
    line.solution = 'forward(100)\nwhile (true) {}'
    await saveDraft(db, editor, { templateId, draft })

    // This process keeps serving while the sandbox spins: a 20 ms timer stays about on time and a
    // student's lesson keeps loading from the database. (Were the loop on this thread, the
    // timer would be 2 s late and one lesson would load.)
    let lastTick = performance.now()
    let worstLateness = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      worstLateness = Math.max(worstLateness, now - lastTick - 20)
      lastTick = now
    }, 20)
    const started = performance.now()
    let settled = false
    const publishing = publishTemplate(db, editor, { templateId, safeChange: false })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true
      })
    let lessonsServed = 0
    while (!settled) {
      await loadStudentLesson(db, students[0]!.actor, item.itemId)
      lessonsServed += 1
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const error = await publishing
    const elapsed = performance.now() - started
    clearInterval(ticker)

    expect(error).toMatchObject({
      status: 422,
      errors: [
        {
          field: 'steps.1.solution',
          message:
            'The solution of "Draw a line" ran for more than 2 seconds, so it was stopped. Does a loop never end?',
        },
      ],
    })
    expect(elapsed).toBeLessThan(3000)
    expect(elapsed).toBeGreaterThanOrEqual(2000)
    expect(lessonsServed).toBeGreaterThanOrEqual(3)
    expect(worstLateness).toBeLessThan(500)
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1])
  })

  it('publish fails with a clear message on a memory bomb, and the next publish works', async () => {
    const db = getDb()
    const { editor, templateId, item } = await setUp(db)
    const draft = (await getTemplate(db, editor, templateId)).draft
    const hello = draft.steps[2]!
    if (hello.kind !== 'code') throw new Error('sample changed')
    hello.solution = 'print("hello")\nconst all = []\nwhile (true) all.push(new Array(1e6).fill("hello"))'
    await saveDraft(db, editor, { templateId, draft })
    await expect(publishTemplate(db, editor, { templateId, safeChange: false })).rejects.toMatchObject({
      status: 422,
      errors: [
        {
          field: 'steps.2.solution',
          message:
            'The solution of "Say hello" used more than 64 MB of memory, so it was stopped. Does a loop keep adding to a list or a text?',
        },
      ],
    })
    hello.solution = 'print("hello there")'
    await saveDraft(db, editor, { templateId, draft })
    expect(await publishTemplate(db, editor, { templateId, safeChange: false })).toMatchObject({ version: 2 })
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1, 2])
  })

  it('publish stores the goal pictures the sandbox drew; reading the lesson runs nothing', async () => {
    const db = getDb()
    const { editor, templateId, item, students } = await setUp(db)
    const draft = (await getTemplate(db, editor, templateId)).draft
    const line = draft.steps[1]!
    if (line.kind !== 'code') throw new Error('sample changed')
    line.solution = 'for (let i = 0; i < 3; i++) {\n  forward(50)\n  right(120)\n}'
    await saveDraft(db, editor, { templateId, draft })
    const { versionId } = await publishTemplate(db, editor, { templateId, safeChange: true })
    const [stored] = await db
      .select({ goals: lessonVersions.goals })
      .from(lessonVersions)
      .where(eq(lessonVersions.id, versionId))
    const triangle = [1, 2, 3].flatMap(() => [
      { op: 'forward', distance: 50 },
      { op: 'turn', degrees: 120 },
    ])
    expect(stored!.goals).toEqual({ line: triangle })

    const run = vi.spyOn(sandbox(), 'run')
    try {
      const lesson = await loadStudentLesson(db, students[0]!.actor, item.itemId)
      expect(lesson.goals).toEqual({ line: triangle })
      expect(run).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
    }
  })

  it('publish makes a new version the current one; the versions list shows it', async () => {
    const db = getDb()
    const { editor, templateId, item } = await setUp(db)
    const draft = (await getTemplate(db, editor, templateId)).draft
    draft.title = 'A first long line'
    await saveDraft(db, editor, { templateId, draft })
    const result = await publishTemplate(db, editor, { templateId, safeChange: false })
    expect(result).toMatchObject({ version: 2, safeChange: false, movedStudents: 0 })
    const view = await getTemplate(db, editor, templateId)
    expect(view.status).toBe('published')
    expect(view.versions.map((v) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ])
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1, 2])
  })

  it('an unsafe change leaves students in the lesson on their version; a safe one moves them', async () => {
    const db = getDb()
    const { editor, templateId, item, students } = await setUp(db)
    const ada = students[0]!.actor
    await saveCode(db, ada, { itemId: item.itemId, stepKey: 'line', baseRevision: 0, code: 'forward(10)' })
    const versionOf = async () => {
      const [row] = await db
        .select({ versionId: lessonProgress.lessonVersionId })
        .from(lessonProgress)
        .where(eq(lessonProgress.profileId, ada.profileId))
      return row!.versionId
    }
    const started = await versionOf()

    const draft = (await getTemplate(db, editor, templateId)).draft
    draft.steps[0]!.title = 'A whole new start'
    await saveDraft(db, editor, { templateId, draft })
    const unsafe = await publishTemplate(db, editor, { templateId, safeChange: false })
    expect(unsafe.movedStudents).toBe(0)
    expect(await versionOf()).toBe(started)
    expect((await loadStudentLesson(db, ada, item.itemId)).content.steps[0]!.title).toBe('Meet the turtle')

    draft.steps[0]!.title = 'A whole new start!'
    await saveDraft(db, editor, { templateId, draft })
    const safe = await publishTemplate(db, editor, { templateId, safeChange: true })
    expect(safe.movedStudents).toBe(1)
    expect(await versionOf()).toBe(safe.versionId)
    const lesson = await loadStudentLesson(db, ada, item.itemId)
    expect(lesson.version).toBe(3)
    expect(lesson.content.steps[0]!.title).toBe('A whole new start!')
    expect(lesson.progress?.code.line?.code).toBe('forward(10)')
  })

  it('refuses to publish a draft that is the same as the current version', async () => {
    const db = getDb()
    const { editor, templateId, item } = await setUp(db)
    await expect(publishTemplate(db, editor, { templateId, safeChange: false })).rejects.toMatchObject({
      status: 409,
      message: 'Nothing to publish: the draft is the same as version 1.',
    })
    expect(await lessonVersionNumbers(db, item.lessonId)).toEqual([1])
  })

  it('a template of a removed lesson cannot be published', async () => {
    const db = getDb()
    const { editor, templateId } = await setUp(db)
    await db.update(lessonTemplates).set({ lessonId: null }).where(eq(lessonTemplates.id, templateId))
    await expect(publishTemplate(db, editor, { templateId, safeChange: false })).rejects.toMatchObject({
      status: 409,
    })
  })
})
