import { describe, expect, it } from 'vitest'
import { langOf } from '@/lib/i18n/content-lang'
import { lessonContentSchema } from './lesson-content.schemas'
import { localizeLesson, missingTranslationCounts, missingTranslations } from './lesson-translations'

const lesson = {
  schemaVersion: 1,
  slug: 'say-hello',
  title: 'Say hello',
  summary: 'The computer says hello.',
  ageBand: '8-10',
  concepts: ['output'],
  free: true,
  steps: [
    {
      kind: 'code',
      key: 'hello',
      title: 'Hello',
      instructions: 'Make the computer say **Hello**.',
      language: 'javascript',
      starter: '',
      checks: [
        { type: 'output-includes', text: 'Hello', fail: 'Say Hello, not {actual}.', pass: 'It said it!' },
      ],
      hints: ['Use console.log.', 'console.log("Hello")'],
      solution: 'console.log("Hello")',
      output: 'console',
    },
    {
      kind: 'quiz',
      key: 'which',
      title: 'Which one?',
      question: 'Which word shows text?',
      multiple: false,
      choices: [
        { text: 'console.log', correct: true, feedback: 'Yes.' },
        { text: 'forward', correct: false, feedback: 'That moves the turtle.' },
      ],
    },
  ],
  translations: {
    es: {
      title: 'Di hola',
      steps: {
        hello: {
          title: 'Hola',
          instructions: 'Haz que el ordenador diga **Hello**.',
          checks: [{ fail: 'Di Hello, no {actual}.' }],
          hints: ['Usa console.log.'],
        },
      },
    },
  },
}

describe('lesson translations', () => {
  const content = lessonContentSchema.parse(lesson)

  it('gives the page language’s texts and English where a text has no translation', () => {
    const es = localizeLesson(content, 'es')
    expect(es.title).toBe('Di hola')
    expect(langOf(es, 'title')).toBe('es')
    expect(es.summary).toBe('The computer says hello.')
    expect(langOf(es, 'summary')).toBe('en')
    const [code, quiz] = es.steps
    expect(code).toMatchObject({ title: 'Hola', hints: ['Usa console.log.', 'console.log("Hello")'] })
    expect(langOf(code, 'hints.0')).toBe('es')
    expect(langOf(code, 'hints.1')).toBe('en')
    expect(code?.kind === 'code' && code.checks[0]).toMatchObject({
      fail: 'Di Hello, no {actual}.',
      pass: 'It said it!',
      text: 'Hello',
    })
    expect(langOf(code, 'checks.0.pass')).toBe('en')
    expect(quiz?.title).toBe('Which one?')
    expect(langOf(quiz, 'title')).toBe('en')
    expect('translations' in es).toBe(false)
  })

  it('gives the lesson as written in English, the pseudo-locale and a language it lacks', () => {
    for (const locale of ['en', 'en-XA', 'ar']) {
      const localized = localizeLesson(content, locale)
      expect(localized.title).toBe('Say hello')
      expect(langOf(localized, 'title')).toBe('en')
      expect(langOf(localized.steps[0], 'title')).toBe('en')
      expect('translations' in localized).toBe(false)
    }
  })

  it('lists and counts what each language is missing', () => {
    expect(missingTranslations(content, 'es')).toEqual([
      'summary',
      'steps.hello.hints.1',
      'steps.hello.checks.0.pass',
      'steps.which.title',
      'steps.which.question',
      'steps.which.choices.0.text',
      'steps.which.choices.0.feedback',
      'steps.which.choices.1.text',
      'steps.which.choices.1.feedback',
    ])
    expect(missingTranslationCounts(content)).toEqual({ es: 9, ar: 14 })
  })

  it('refuses translations that do not fit the lesson', () => {
    const bad = (steps: unknown) =>
      lessonContentSchema
        .safeParse({ ...lesson, translations: { ar: { steps } } })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(bad({ nope: { title: 'x' } })).toEqual([
      'translations.ar.steps.nope: the lesson has no step "nope"',
    ])
    expect(bad({ hello: { hints: ['a', 'b', 'c'] } })).toEqual([
      'translations.ar.steps.hello.hints: the step has 2 hints, not 3',
    ])
    expect(bad({ hello: { checks: [{ fail: 'قل Hello' }] } })).toEqual([
      'translations.ar.steps.hello.checks.0.fail: use the same {placeholders} as the English message',
    ])
    expect(bad({ which: { body: 'x' } })).toEqual(['translations.ar.steps.which.body: the step has no body'])
    expect(lessonContentSchema.safeParse({ ...lesson, translations: { fr: {} } }).success).toBe(false)
  })
})
