import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import type { LessonContent } from '@/kernel/lesson-content/lesson-content.schemas'
import {
  CONTENT_TRANSLATION_LANGUAGES,
  type ContentTranslationLanguage,
  missingTranslations,
} from '@/kernel/lesson-content/lesson-translations'
import { LANGUAGES } from '@/lib/i18n/locales'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import type { EditorForm } from '../use-template-editor'
import { TextInput } from './editor-inputs'

const languageName = (lang: ContentTranslationLanguage) =>
  LANGUAGES.find((language) => language.locale === lang)?.name ?? lang

/** A language's name in its own words, marked as that language. */
const LanguageName = ({ lang }: { lang: ContentTranslationLanguage }) => (
  <span lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
    {languageName(lang)}
  </span>
)

/** The English text at a path of `missingTranslations` (`steps.first-walk.hints.1`). */
function englishAt(content: LessonContent, path: string): string {
  const [head, key, ...rest] = path.split('.')
  if (head !== 'steps') return String((content as unknown as Record<string, unknown>)[head ?? ''] ?? '')
  let value: unknown = content.steps.find((step) => step.key === key)
  for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part]
  return typeof value === 'string' ? value : ''
}

/**
 * The lesson in other languages (decision 214): a language to work on, how many of the saved
 * draft's texts each language lacks (a child reads those in English), which ones, and the
 * language's translation as JSON, found by step key like the content format.
 */
export function TranslationsInput({
  form,
  saved,
  errorsFor,
}: {
  form: EditorForm
  saved: LessonContent
  errorsFor: (lang: ContentTranslationLanguage) => string[]
}) {
  const [lang, setLang] = useState<ContentTranslationLanguage>('es')
  const missing = Object.fromEntries(
    CONTENT_TRANSLATION_LANGUAGES.map((l) => [l, missingTranslations(saved, l)]),
  ) as Record<ContentTranslationLanguage, string[]>
  return (
    <Card className="space-y-4 p-6" aria-labelledby="translations-heading">
      <h2 id="translations-heading" className="font-bold text-xl">
        {m.template_editor_translations()}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1" data-testid="translations-missing">
        {CONTENT_TRANSLATION_LANGUAGES.map((l) => (
          <li key={l} data-lang={l} data-missing={missing[l].length}>
            <span className="font-semibold">
              <LanguageName lang={l} />
            </span>
            :{' '}
            {missing[l].length === 0
              ? m.template_editor_every_text_translated()
              : m.template_editor_texts_not_translated({ count: missing[l].length })}
          </li>
        ))}
      </ul>
      <Field label={m.template_editor_language()}>
        {(control) => (
          <Select
            {...control}
            value={lang}
            onChange={(event) => setLang(event.target.value as ContentTranslationLanguage)}
          >
            {CONTENT_TRANSLATION_LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageName(l)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {missing[lang].length > 0 ? (
        <details>
          <summary className="cursor-pointer font-semibold">
            {messageParts((values) => m.template_editor_not_translated_into(values), {
              language: <LanguageName lang={lang} />,
            })}
          </summary>
          <ul className="mt-2 space-y-1 text-sm">
            {missing[lang].map((path) => (
              <li key={path}>
                <code dir="ltr">{path}</code>:{' '}
                <span lang="en" dir="ltr">
                  {englishAt(saved, path)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <TextInput
        key={lang}
        form={form}
        name={`translationsJson.${lang}`}
        label={messageParts((values) => m.template_editor_translation_json(values), {
          language: <LanguageName lang={lang} />,
        })}
        hint={messageParts((values) => m.template_editor_translations_hint(values), {
          example: (
            <code dir="ltr">
              {'{"title": "…", "steps": {"first-walk": {"title": "…", "hints": ["…", "…"]}}}'}
            </code>
          ),
        })}
        errors={errorsFor(lang)}
        multiline
        rows={8}
        code
      />
    </Card>
  )
}
