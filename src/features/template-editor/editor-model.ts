import type { LessonContent, Step } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  CONTENT_TRANSLATION_LANGUAGES,
  type ContentTranslationLanguage,
  fitTranslations,
} from '@/kernel/lesson-content/lesson-translations'
import type { CodeLanguage } from '@/lib/code-languages'
import type { FieldError } from '@/lib/http-error'
import { m } from '@/paraglide/messages'

/**
 * The editor's form values: one flat shape per step so every kind's fields have a place, checks
 * as JSON text (staff write them as in content/), and the fields the editor does not show
 * (blocks, images, examples, goal) carried along untouched in `rest`.
 */
export type StepKind = Step['kind']

interface EditorChoice {
  text: string
  correct: boolean
  feedback: string
}

export interface EditorStep {
  kind: StepKind
  key: string
  title: string
  body: string
  instructions: string
  language: CodeLanguage
  output: 'turtle' | 'console' | 'both'
  starter: string
  solution: string
  hints: string[]
  checksJson: string
  question: string
  choices: EditorChoice[]
  multiple: boolean
  rest: Record<string, unknown>
}

export interface EditorValues {
  title: string
  summary: string
  ageBand: string
  free: boolean
  steps: EditorStep[]
  /** The lesson's rubric as JSON (decision 194); an empty list means none. */
  rubricJson: string
  /** Each language's translation as JSON (decision 214); `{}` means none yet. */
  translationsJson: Record<ContentTranslationLanguage, string>
}

const blank: Omit<EditorStep, 'kind' | 'key' | 'title'> = {
  body: '',
  instructions: '',
  language: 'javascript',
  output: 'turtle',
  starter: '',
  solution: '',
  hints: [],
  checksJson: '[]',
  question: '',
  choices: [],
  multiple: false,
  rest: {},
}

function toEditorStep(step: Step): EditorStep {
  switch (step.kind) {
    case 'explanation': {
      const { kind, key, title, body, ...rest } = step
      return { ...blank, kind, key, title, body, rest }
    }
    case 'code': {
      const { kind, key, title, instructions, language, starter, solution, hints, checks, output, ...rest } =
        step
      return {
        ...blank,
        kind,
        key,
        title,
        instructions,
        language,
        starter,
        solution,
        hints,
        output,
        checksJson: JSON.stringify(checks, null, 2),
        rest,
      }
    }
    case 'quiz': {
      const { kind, key, title, question, choices, multiple } = step
      return { ...blank, kind, key, title, question, choices, multiple }
    }
    case 'free-build': {
      const { kind, key, title, instructions, language, starter, output, ...rest } = step
      return { ...blank, kind, key, title, instructions, language, starter, output, rest }
    }
  }
}

export function toEditorValues(content: LessonContent): EditorValues {
  return {
    title: content.title,
    summary: content.summary,
    ageBand: content.ageBand,
    free: content.free,
    steps: content.steps.map(toEditorStep),
    rubricJson: JSON.stringify(content.rubric ?? [], null, 2),
    translationsJson: Object.fromEntries(
      CONTENT_TRANSLATION_LANGUAGES.map((lang) => [
        lang,
        JSON.stringify(content.translations?.[lang] ?? {}, null, 2),
      ]),
    ) as Record<ContentTranslationLanguage, string>,
  }
}

/** The checks text as JSON, or a field error saying where it is not JSON. */
export function parseChecks(text: string, field: string): { checks: unknown } | { error: FieldError } {
  try {
    return { checks: JSON.parse(text) }
  } catch (error) {
    const why = error instanceof Error ? error.message : m.template_editor_not_json()
    return { error: { field, message: m.template_editor_checks_not_json({ why }) } }
  }
}

/** The draft to send: the lesson's own fields (slug, concepts…) with the form's values. */
export function fromEditorValues(
  base: LessonContent,
  values: EditorValues,
): { draft: unknown; errors: FieldError[] } {
  const errors: FieldError[] = []
  const steps = values.steps.map((step, index) => {
    const common = { kind: step.kind, key: step.key, title: step.title }
    switch (step.kind) {
      case 'explanation':
        return { ...step.rest, ...common, body: step.body }
      case 'code': {
        const parsed = parseChecks(step.checksJson, `steps.${index}.checks`)
        if ('error' in parsed) errors.push(parsed.error)
        return {
          ...step.rest,
          ...common,
          instructions: step.instructions,
          language: step.language,
          starter: step.starter,
          solution: step.solution,
          hints: step.hints,
          checks: 'checks' in parsed ? parsed.checks : [],
          output: step.output,
        }
      }
      case 'quiz':
        return { ...common, question: step.question, choices: step.choices, multiple: step.multiple }
      default:
        return {
          ...step.rest,
          ...common,
          instructions: step.instructions,
          language: step.language,
          starter: step.starter,
          output: step.output,
        }
    }
  })
  const { title, summary, ageBand, free } = values
  const { rubric: _old, ...lesson } = base
  const draft: Record<string, unknown> = { ...lesson, title, summary, ageBand, free, steps }
  // Editing the English keeps every translation that still fits it (decision 214).
  const translations = fitTranslations(parseTranslations(base, values, errors), steps)
  if (translations && Object.keys(translations).length > 0) draft.translations = translations
  try {
    const rubric: unknown = JSON.parse(values.rubricJson.trim() || '[]')
    if (!Array.isArray(rubric) || rubric.length > 0) draft.rubric = rubric
  } catch (error) {
    const why = error instanceof Error ? error.message : m.template_editor_not_json()
    errors.push({ field: 'rubric', message: m.template_editor_rubric_not_json({ why }) })
    if (base.rubric) draft.rubric = base.rubric
  }
  return { draft, errors }
}

/** A new step of a kind, with a key no other step has and sensible starting fields. */
export function newStep(kind: StepKind, taken: readonly string[]): EditorStep {
  let n = taken.length + 1
  while (taken.includes(`${kind}-${n}`)) n++
  const key = `${kind}-${n}`
  switch (kind) {
    case 'explanation':
      return {
        ...blank,
        kind,
        key,
        title: 'New explanation',
        body: 'Explain one idea in a few short sentences.',
      }
    case 'code':
      return {
        ...blank,
        kind,
        key,
        title: 'New exercise',
        instructions: 'Print hello.',
        output: 'console',
        starter: '// write here\n',
        solution: 'print("hello")',
        hints: ['Use print.', 'Write print("hello").'],
        checksJson: JSON.stringify(
          [{ type: 'output-includes', text: 'hello', fail: 'Print the word hello.' }],
          null,
          2,
        ),
      }
    case 'quiz':
      return {
        ...blank,
        kind,
        key,
        title: 'New quiz',
        question: 'Which one is right?',
        choices: [
          { text: 'This one', correct: true, feedback: 'Yes!' },
          { text: 'That one', correct: false, feedback: 'Not quite. Look again.' },
        ],
      }
    case 'free-build':
      return { ...blank, kind, key, title: 'Build your own', instructions: 'Draw anything you like.' }
  }
}

/**
 * Errors for one field path (`steps.2.title`), or with `under` also every error below it, named by
 * what is left of its path: `steps.1.checks.0.fail` under `steps.1.checks` → "Check 1, fail: …".
 */
export function errorsAt(errors: readonly FieldError[], path: string, under = false): string[] {
  return errors
    .filter((e) => e.field === path || (under && e.field.startsWith(`${path}.`)))
    .map((e) => {
      if (e.field === path) return e.message
      const rest = e.field.slice(path.length + 1)
      const item = /^(\d+)(?:\.(.+))?$/.exec(rest)
      const number = Number(item?.[1]) + 1
      const where = !item
        ? rest
        : item[2]
          ? m.template_editor_check_n_at({ number, path: item[2] })
          : m.template_editor_check_n({ number })
      return `${where}: ${e.message}`
    })
}

/** Each kind of step's name, in the page's language when shown. */
export const STEP_KIND_LABEL: Record<StepKind, () => string> = {
  explanation: m.template_editor_kind_explanation,
  code: m.template_editor_kind_code,
  quiz: m.template_editor_kind_quiz,
  'free-build': m.template_editor_kind_free_build,
}

/** Each language's JSON; a language that is not JSON keeps what was saved, with a field error. */
function parseTranslations(base: LessonContent, values: EditorValues, errors: FieldError[]) {
  const parsed: Record<string, unknown> = {}
  for (const lang of CONTENT_TRANSLATION_LANGUAGES) {
    const text = values.translationsJson?.[lang]?.trim() || '{}'
    try {
      const value: unknown = JSON.parse(text)
      if (value && typeof value === 'object' && Object.keys(value).length > 0) parsed[lang] = value
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      errors.push({ field: `translations.${lang}`, message: m.template_editor_translation_not_json({ why }) })
      if (base.translations?.[lang]) parsed[lang] = base.translations[lang]
    }
  }
  return parsed as NonNullable<LessonContent['translations']>
}
