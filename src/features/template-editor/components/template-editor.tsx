import { Link } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { shortDate } from '@/lib/format'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import { useTemplateEditor } from '../use-template-editor'
import { TextInput } from './editor-inputs'
import { AddStep, Versions } from './editor-sections'
import { RubricInput } from './rubric-input'
import { StepCard } from './step-card'
import { TranslationsInput } from './translations-input'

/** The lesson template editor (PRODUCT §3 "Template editor"): draft, preview, publish, versions. */
export function TemplateEditor({ templateId }: { templateId: string }) {
  const {
    template,
    form,
    state,
    at,
    safeChange,
    setSafeChange,
    publisher,
    published,
    publish,
    addStep,
    moveStep,
    removeStep,
  } = useTemplateEditor(templateId)

  return (
    <section className="space-y-6">
      <PageHeader
        title={messageParts((values) => m.template_editor_heading(values), {
          title: (
            <span lang={LESSON_CONTENT_LANG} dir="auto">
              {template.title}
            </span>
          ),
        })}
        description={
          template.status === 'draft'
            ? m.template_editor_draft_saved_on({ date: shortDate(template.updatedAt) })
            : m.template_editor_same_as_published()
        }
        actions={
          <Link
            to="/dashboard/editor/$templateUUID/preview"
            params={{ templateUUID: templateId }}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <Eye aria-hidden="true" className="size-5" />
            {m.template_editor_preview_saved_draft()}
          </Link>
        }
      />

      <form.Form className="space-y-6">
        {state.formError ? (
          <Alert tone="error" title={state.formError}>
            {state.fieldErrors.length > 0 ? (
              <ul className="list-disc ps-5">
                {state.fieldErrors.map((e) => (
                  <li key={`${e.field}-${e.message}`}>
                    {e.field ? `${describeField(e.field)}: ` : ''}
                    {e.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        {state.success && !published ? <Alert tone="success">{m.template_editor_draft_saved()}</Alert> : null}

        <Card className="space-y-4 p-6">
          <h2 className="font-bold text-xl">{m.template_editor_the_lesson()}</h2>
          <TextInput form={form} name="title" label={m.template_editor_title()} errors={at('title')} />
          <TextInput
            form={form}
            name="summary"
            label={m.template_editor_summary()}
            errors={at('summary')}
            multiline
            rows={2}
          />
          <TextInput
            form={form}
            name="ageBand"
            label={m.template_editor_age_band()}
            hint={m.template_editor_age_band_hint()}
            errors={at('ageBand')}
          />
          <form.AppField name="free">
            {(field) => (
              <field.CheckboxField
                label={m.template_editor_free_lesson()}
                description={m.template_editor_free_lesson_description()}
              />
            )}
          </form.AppField>
          <RubricInput form={form} errors={at('rubric', true)} />
        </Card>

        <form.AppField name="steps" mode="array">
          {(stepsField) => (
            <div className="space-y-4">
              <h2 className="font-bold text-xl">{m.template_editor_steps()}</h2>
              {at('steps').map((message) => (
                <p key={message} className="text-red-800">
                  {message}
                </p>
              ))}
              <ol className="space-y-4">
                {stepsField.state.value.map((step, index) => (
                  <li key={index}>
                    <StepCard
                      form={form}
                      step={step}
                      index={index}
                      count={stepsField.state.value.length}
                      at={at}
                      onMove={(to) => moveStep(index, to)}
                      onRemove={() => removeStep(index)}
                    />
                  </li>
                ))}
              </ol>
              <AddStep onAdd={addStep} />
            </div>
          )}
        </form.AppField>

        <TranslationsInput
          form={form}
          saved={template.draft}
          errorsFor={(lang) => at(`translations.${lang}`, true)}
        />

        <Card className="space-y-4 p-6">
          <h2 className="font-bold text-xl">{m.template_editor_save_and_publish()}</h2>
          <p className="text-slate-700">{m.template_editor_save_text()}</p>
          <div className="flex flex-wrap items-center gap-3">
            {/* Publishing saves first: only its own button spins then. */}
            <ActionButton type="submit" pending={state.submitting && !publisher.pending}>
              {m.template_editor_save_draft()}
            </ActionButton>
          </div>
          <Checkbox
            label={m.template_editor_safe_change()}
            description={m.template_editor_safe_change_description()}
            checked={safeChange}
            onChange={(event) => setSafeChange(event.target.checked)}
          />
          <ActionButton pending={publisher.pending} disabled={state.submitting} onClick={publish}>
            {publisher.pending ? m.template_editor_publishing() : m.template_editor_save_and_publish()}
          </ActionButton>
          {publisher.error ? (
            <Alert tone="error" title={publisher.error}>
              {publisher.fieldErrors.length > 1 ? (
                <ul className="list-disc ps-5">
                  {publisher.fieldErrors.map((e) => (
                    <li key={`${e.field}-${e.message}`}>{e.message}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
          {published ? <Alert tone="success">{published}</Alert> : null}
        </Card>
      </form.Form>

      <Versions versions={template.versions} />
    </section>
  )
}

/** "steps.2.checks.0.fail" → "Step 3, checks.0.fail" for the error summary. */
function describeField(field: string): string {
  const match = /^steps\.(\d+)(?:\.(.*))?$/.exec(field)
  if (!match) return field
  const number = Number(match[1]) + 1
  return match[2]
    ? m.template_editor_field_step_at({ number, path: match[2] })
    : m.template_editor_field_step({ number })
}
