// @vitest-environment jsdom
import { useStore } from '@tanstack/react-form'
import { QueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { render, settle } from '@/test/render'
import { loadCourses } from '../../../content'
import { fetchTemplate, publishLessonTemplate, saveTemplateDraft } from './template-editor.functions'
import { templateKeys } from './template-editor.queries'
import type { TemplateView } from './template-editor.schemas'
import { useTemplateEditor } from './use-template-editor'

vi.mock('./template-editor.functions', () => ({
  fetchTemplate: vi.fn(),
  saveTemplateDraft: vi.fn(),
  publishLessonTemplate: vi.fn(),
}))

const lesson = loadCourses().lessons.find(
  (l) => l.steps.filter((s) => s.kind === 'code').length > 0 && l.steps.length >= 3,
)!
const codeStep = lesson.steps.findIndex((s) => s.kind === 'code')
const templateId = '00000000-0000-4000-8000-000000000001'
const template: TemplateView = {
  id: templateId,
  lessonId: null,
  title: lesson.title,
  status: 'published',
  updatedAt: '2026-11-01T10:00:00.000Z',
  draft: lesson,
  versions: [],
}

type Editor = ReturnType<typeof useTemplateEditor>
let editor: Editor

/** The hook, with the ids its focus moves go to (the step cards' buttons and headings). */
function Harness() {
  editor = useTemplateEditor(templateId)
  const steps = useStore(editor.form.store, (s) => s.values.steps)
  return (
    <ol>
      {steps.map((step, index) => (
        <li key={`${step.key}-${index}`}>
          <h3 id={`step-${index}-heading`} tabIndex={-1}>
            {step.key}
          </h3>
          <button type="button" id={`step-${index}-up`}>
            Up
          </button>
          <button type="button" id={`step-${index}-down`}>
            Down
          </button>
        </li>
      ))}
    </ol>
  )
}

function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(templateKeys.one(templateId), template)
  return render(<Harness />, queryClient)
}

const keys = () => editor.form.getFieldValue('steps').map((s) => s.key)

/** Lets the focus moves, which wait for the next frame, happen. */
async function nextFrame() {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
}

let view: ReturnType<typeof render> | undefined

beforeEach(() => {
  vi.mocked(fetchTemplate).mockResolvedValue(template)
  vi.mocked(saveTemplateDraft).mockImplementation(async () => template)
})

afterEach(() => {
  view?.unmount()
  view = undefined
  vi.mocked(fetchTemplate).mockReset()
  vi.mocked(saveTemplateDraft).mockReset()
  vi.mocked(publishLessonTemplate).mockReset()
})

describe('the template editor’s state', () => {
  it('opens on the saved draft, with nothing published and no errors', () => {
    view = open()
    expect(editor.form.getFieldValue('title')).toBe(lesson.title)
    expect(keys()).toEqual(lesson.steps.map((s) => s.key))
    expect(editor.published).toBeNull()
    expect(editor.at('steps', true)).toEqual([])
    expect(editor.safeChange).toBe(false)
  })

  it('adds a step of the chosen kind at the end, with a key no other step has', () => {
    view = open()
    act(() => editor.addStep('quiz'))
    const steps = editor.form.getFieldValue('steps')
    expect(steps).toHaveLength(lesson.steps.length + 1)
    const added = steps.at(-1)!
    expect(added.kind).toBe('quiz')
    expect(lesson.steps.map((s) => s.key)).not.toContain(added.key)
  })

  it('moves a step down and up, and focus follows it to the button in the direction it went', async () => {
    view = open()
    const [first, second] = keys()
    act(() => editor.moveStep(0, 1))
    await nextFrame()
    expect(keys().slice(0, 2)).toEqual([second, first])
    expect(document.activeElement?.id).toBe('step-1-down')

    act(() => editor.moveStep(1, 0))
    await nextFrame()
    expect(keys().slice(0, 2)).toEqual([first, second])
    expect(document.activeElement?.id).toBe('step-0-up')
  })

  it('removes a step and focuses the step that took its place, or the new last one', async () => {
    view = open()
    const before = keys()
    act(() => editor.removeStep(0))
    await nextFrame()
    expect(keys()).toEqual(before.slice(1))
    expect(document.activeElement?.id).toBe('step-0-heading')

    const last = keys().length - 1
    act(() => editor.removeStep(last))
    await nextFrame()
    expect(keys()).toEqual(before.slice(1, -1))
    expect(document.activeElement?.id).toBe(`step-${last - 1}-heading`)
  })

  it('saves before it publishes, keeps the saved draft and says how many students moved', async () => {
    const saved = { ...template, status: 'draft' as const, title: 'Saved' }
    vi.mocked(saveTemplateDraft).mockResolvedValue(saved)
    vi.mocked(fetchTemplate).mockResolvedValue(saved)
    vi.mocked(publishLessonTemplate).mockImplementation(async () => {
      expect(saveTemplateDraft).toHaveBeenCalledTimes(1)
      return { versionId: 'v', version: 3, safeChange: true, movedStudents: 4 }
    })
    view = open()
    act(() => editor.setSafeChange(true))
    await act(async () => {
      await editor.publish()
    })
    await settle()
    expect(publishLessonTemplate).toHaveBeenCalledWith({ data: { templateId, safeChange: true } })
    expect(vi.mocked(saveTemplateDraft).mock.calls[0]?.[0].data.templateId).toBe(templateId)
    expect(editor.published).toBe(
      'Version 3 is published. 4 students in the middle of the lesson moved to it.',
    )
    expect(view.queryClient.getQueryData(templateKeys.one(templateId))).toEqual(saved)
  })

  it('says only the version after a change that keeps students on theirs', async () => {
    vi.mocked(publishLessonTemplate).mockResolvedValue({
      versionId: 'v',
      version: 2,
      safeChange: false,
      movedStudents: 0,
    })
    view = open()
    await act(async () => {
      await editor.publish()
    })
    await settle()
    expect(publishLessonTemplate).toHaveBeenCalledWith({ data: { templateId, safeChange: false } })
    expect(editor.published).toBe('Version 2 is published.')
  })

  it('publishes nothing when the draft is refused: checks that are not JSON are marked on their step', async () => {
    view = open()
    act(() => editor.form.setFieldValue(`steps[${codeStep}].checksJson`, '[{"type": '))
    await act(async () => {
      await editor.publish()
    })
    await settle()
    expect(saveTemplateDraft).not.toHaveBeenCalled()
    expect(publishLessonTemplate).not.toHaveBeenCalled()
    expect(editor.state.formError).toBe('Fix the marked fields and save again.')
    expect(editor.at(`steps.${codeStep}.checks`, true)).toEqual([
      expect.stringContaining('checks must be JSON'),
    ])
    expect(editor.published).toBeNull()
  })

  it('marks the steps a publish refused, by their paths', async () => {
    vi.mocked(publishLessonTemplate).mockRejectedValue(
      new HttpError(400, 'Some exercises do not check out.', [
        { field: `steps.${codeStep}.solution`, message: 'The solution fails check 1.' },
      ]),
    )
    view = open()
    await act(async () => {
      await editor.publish()
    })
    await settle()
    expect(editor.publisher.error).toBe('Some exercises do not check out.')
    expect(editor.at(`steps.${codeStep}.solution`, true)).toEqual(['The solution fails check 1.'])
    expect(editor.published).toBeNull()
  })
})
