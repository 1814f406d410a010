import { describe, expect, it } from 'vitest'
import { lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import { missingTranslationCounts, missingTranslations } from '@/kernel/lesson-content/lesson-translations'
import { loadCourses } from '../../../content'
import { errorsAt, fromEditorValues, newStep, parseChecks, toEditorValues } from './editor-model'

const { lessons } = loadCourses()

describe('the editor model', () => {
  it.each(lessons.map((l) => [l.slug, l] as const))('%s goes through the form unchanged', (_, lesson) => {
    const { draft, errors } = fromEditorValues(lesson, toEditorValues(lesson))
    expect(errors).toEqual([])
    expect(lessonContentSchema.parse(draft)).toEqual(lesson)
  })

  it('new steps of every kind are valid, with keys no other step has', () => {
    const lesson = lessons[0]!
    const values = toEditorValues(lesson)
    for (const kind of ['explanation', 'code', 'quiz', 'free-build'] as const) {
      values.steps.push(
        newStep(
          kind,
          values.steps.map((s) => s.key),
        ),
      )
    }
    const { draft, errors } = fromEditorValues(lesson, values)
    expect(errors).toEqual([])
    expect(lessonContentSchema.safeParse(draft).error?.issues ?? []).toEqual([])
  })

  it('edits the rubric as JSON: set, cleared with [], and a field error when it is not JSON', () => {
    const lesson = lessons.find((entry) => entry.rubric)!
    const values = toEditorValues(lesson)
    values.rubricJson = '[{"key": "tidy", "label": "Tidy code"}]'
    expect(lessonContentSchema.parse(fromEditorValues(lesson, values).draft).rubric).toEqual([
      { key: 'tidy', label: 'Tidy code' },
    ])
    values.rubricJson = '[]'
    expect(lessonContentSchema.parse(fromEditorValues(lesson, values).draft).rubric).toBeUndefined()
    values.rubricJson = '[{"key": '
    expect(fromEditorValues(lesson, values).errors).toEqual([
      { field: 'rubric', message: expect.stringContaining('the rubric must be JSON') },
    ])
  })

  it('editing the English keeps the translations; only what the edit took away is missing again', () => {
    const lesson = lessons.find((entry) => entry.slug === 'blocks-meet-the-turtle')!
    expect(missingTranslationCounts(lesson)).toEqual({ es: 0, ar: 0 })
    const values = toEditorValues(lesson)
    values.title = 'Meet the Green Turtle'
    const walk = values.steps.find((step) => step.key === 'first-walk')!
    walk.hints = [walk.hints[0]!, 'A new second hint.', 'A third hint.']
    const line = values.steps.find((step) => step.key === 'long-line')!
    line.checksJson = line.checksJson.replace('Your line is {actual} steps long', 'Your line is too short')
    values.steps = values.steps.filter((step) => step.key !== 'which-block')
    const { draft, errors } = fromEditorValues(lesson, values)
    expect(errors).toEqual([])
    const saved = lessonContentSchema.parse(draft)
    expect(saved.translations?.es?.title).toBe('Conoce a la tortuga')
    expect(saved.translations?.ar?.steps?.['first-walk']?.hints).toEqual(
      lesson.translations?.ar?.steps?.['first-walk']?.hints,
    )
    for (const lang of ['es', 'ar'] as const) {
      expect(missingTranslations(saved, lang)).toEqual([
        'steps.first-walk.hints.2',
        'steps.long-line.checks.0.fail',
      ])
    }
  })

  it('checks that are not JSON are a field error on the step’s checks', () => {
    expect(parseChecks('[{"type": ', 'steps.1.checks')).toMatchObject({
      error: { field: 'steps.1.checks', message: expect.stringContaining('checks must be JSON') },
    })
  })

  it('names errors below a field by their check', () => {
    const errors = [
      { field: 'steps.1.checks.0.fail', message: 'must not be empty' },
      { field: 'steps.1.checks', message: 'every exercise needs at least one check' },
      { field: 'steps.10.title', message: 'x' },
    ]
    expect(errorsAt(errors, 'steps.1.checks', true)).toEqual([
      'Check 1, fail: must not be empty',
      'every exercise needs at least one check',
    ])
    expect(errorsAt(errors, 'steps.1.title')).toEqual([])
  })
})
