import type { DeepKeys } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowDown, ArrowUp, Eye, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { shortDate } from '@/lib/format'
import { HttpError } from '@/lib/http-error'
import { useAction } from '@/lib/use-action'
import {
  type EditorStep,
  type EditorValues,
  errorsAt,
  fromEditorValues,
  newStep,
  STEP_KIND_LABEL,
  type StepKind,
  toEditorValues,
} from '../editor-model'
import { publishLessonTemplate, saveTemplateDraft } from '../template-editor.functions'
import { templateKeys, templateQuery } from '../template-editor.queries'
import type { TemplateView } from '../template-editor.schemas'

type EditorForm = ReturnType<typeof useEditorForm>['form']
type FieldName = DeepKeys<EditorValues>

function useEditorForm(template: TemplateView, onSaved: (view: TemplateView) => void) {
  return useAppForm<EditorValues, TemplateView>({
    defaultValues: toEditorValues(template.draft),
    skipResetForm: true,
    submit: async (values) => {
      const { draft, errors } = fromEditorValues(template.draft, values)
      if (errors.length > 0) throw new HttpError(400, 'Fix the marked fields and save again.', errors)
      return saveTemplateDraft({ data: { templateId: template.id, draft } })
    },
    onSuccess: (view) => onSaved(view),
  })
}

/** The lesson template editor (PRODUCT §3 "Template editor"): draft, preview, publish, versions. */
export function TemplateEditor({ templateId }: { templateId: string }) {
  const queryClient = useQueryClient()
  const { data: template } = useSuspenseQuery(templateQuery(templateId))
  const { form, state, submit } = useEditorForm(template, (view) =>
    queryClient.setQueryData(templateKeys.one(templateId), view),
  )
  const [safeChange, setSafeChange] = useState(false)
  // Null when the save before it was refused: the form shows why, and nothing was published.
  const publisher = useAction<Awaited<ReturnType<typeof publishLessonTemplate>> | null>({
    invalidates: [templateKeys.one(templateId)],
  })
  const errors = [...state.fieldErrors, ...publisher.fieldErrors]
  const at = (path: string, under = false) => errorsAt(errors, path, under)
  const result = publisher.data
  const published = result
    ? `Version ${result.version} is published.${
        result.safeChange ? ` ${result.movedStudents} students in the middle of the lesson moved to it.` : ''
      }`
    : null

  const publish = () =>
    publisher.run('publish', async () => {
      // Save first; a refused draft shows its field errors in the form and nothing is published.
      try {
        await submit()
      } catch {
        return null
      }
      return publishLessonTemplate({ data: { templateId, safeChange } })
    })

  return (
    <section className="space-y-6">
      <PageHeader
        title={`Edit lesson: ${template.title}`}
        description={
          template.status === 'draft'
            ? `Draft saved ${shortDate(template.updatedAt)}, not published yet.`
            : 'The draft is the same as the published lesson.'
        }
        actions={
          <Link
            to="/dashboard/editor/$templateUUID/preview"
            params={{ templateUUID: templateId }}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <Eye aria-hidden="true" className="size-5" />
            Preview the saved draft
          </Link>
        }
      />

      <form.Form className="space-y-6">
        {state.formError ? (
          <Alert tone="error" title={state.formError}>
            {state.fieldErrors.length > 0 ? (
              <ul className="list-disc pl-5">
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
        {state.success && !published ? <Alert tone="success">Draft saved.</Alert> : null}

        <Card className="space-y-4 p-6">
          <h2 className="font-bold text-xl">The lesson</h2>
          <TextInput form={form} name="title" label="Title" errors={at('title')} />
          <TextInput form={form} name="summary" label="Summary" errors={at('summary')} multiline rows={2} />
          <TextInput
            form={form}
            name="ageBand"
            label="Age band"
            hint='Youngest and oldest age, like "9-11".'
            errors={at('ageBand')}
          />
          <form.AppField name="free">
            {(field) => (
              <field.CheckboxField label="Free lesson" description="Open to guests at /free-lessons." />
            )}
          </form.AppField>
        </Card>

        <form.AppField name="steps" mode="array">
          {(stepsField) => (
            <div className="space-y-4">
              <h2 className="font-bold text-xl">Steps</h2>
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
                      onMove={(to) => {
                        form.moveFieldValues('steps', index, to)
                        requestAnimationFrame(() =>
                          document.getElementById(`step-${to}-${to < index ? 'up' : 'down'}`)?.focus(),
                        )
                      }}
                      onRemove={() => {
                        const left = stepsField.state.value.length - 1
                        form.removeFieldValue('steps', index)
                        // Focus stays in the list: on the step that took this one's place.
                        requestAnimationFrame(() =>
                          document.getElementById(`step-${Math.min(index, left - 1)}-heading`)?.focus(),
                        )
                      }}
                    />
                  </li>
                ))}
              </ol>
              <AddStep
                onAdd={(kind) =>
                  stepsField.pushValue(
                    newStep(
                      kind,
                      stepsField.state.value.map((s) => s.key),
                    ),
                  )
                }
              />
            </div>
          )}
        </form.AppField>

        <Card className="space-y-4 p-6">
          <h2 className="font-bold text-xl">Save and publish</h2>
          <p className="text-slate-700">
            Saving keeps a draft: students see nothing until you publish. Publishing checks every exercise
            first: its solution must pass all its checks and its starter code must not.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {/* Publishing saves first: only its own button spins then. */}
            <ActionButton type="submit" pending={state.submitting && !publisher.pending}>
              Save draft
            </ActionButton>
          </div>
          <Checkbox
            label="This is a safe change"
            description="A typo or a clearer hint: students in the middle of the lesson move to the new version. Leave it off when steps change; they then keep the version they started."
            checked={safeChange}
            onChange={(event) => setSafeChange(event.target.checked)}
          />
          <ActionButton pending={publisher.pending} disabled={state.submitting} onClick={publish}>
            {publisher.pending ? 'Publishing…' : 'Save and publish'}
          </ActionButton>
          {publisher.error ? (
            <Alert tone="error" title={publisher.error}>
              {publisher.fieldErrors.length > 1 ? (
                <ul className="list-disc pl-5">
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
  return `Step ${Number(match[1]) + 1}${match[2] ? `, ${match[2]}` : ''}`
}

function TextInput({
  form,
  name,
  label,
  hint,
  errors,
  multiline = false,
  rows = 4,
  code = false,
  readOnly = false,
}: {
  form: EditorForm
  name: FieldName
  label: ReactNode
  hint?: ReactNode
  errors: string[]
  multiline?: boolean
  rows?: number
  code?: boolean
  readOnly?: boolean
}) {
  // The server's errors come by their dotted paths (`steps.0.title`), gathered by the editor.
  return (
    <form.AppField name={name}>
      {(field) =>
        multiline ? (
          <field.TextareaField
            label={label}
            hint={hint}
            errors={errors}
            rows={rows}
            readOnly={readOnly}
            spellCheck={!code}
            look={code ? 'code' : 'normal'}
          />
        ) : (
          <field.TextField label={label} hint={hint} errors={errors} readOnly={readOnly} />
        )
      }
    </form.AppField>
  )
}

function SelectInput({
  form,
  name,
  label,
  options,
  errors,
}: {
  form: EditorForm
  name: FieldName
  label: string
  options: { value: string; label: string }[]
  errors: string[]
}) {
  return (
    <form.AppField name={name}>
      {(field) => <field.SelectField label={label} errors={errors} options={options} />}
    </form.AppField>
  )
}

interface StepCardProps {
  form: EditorForm
  step: EditorStep
  index: number
  count: number
  at: (path: string, under?: boolean) => string[]
  onMove: (to: number) => void
  onRemove: () => void
}

function StepCard({ form, step, index, count, at, onMove, onRemove }: StepCardProps) {
  const base = `steps.${index}`
  const name = (field: string) => `steps[${index}].${field}` as FieldName
  const headingId = `step-${index}-heading`
  const blocks = step.language === 'blocks'
  return (
    <Card className="space-y-4 p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} tabIndex={-1} className="font-bold text-lg">
          Step {index + 1}: {STEP_KIND_LABEL[step.kind]}
        </h3>
        <div className="flex gap-2">
          <Button
            id={`step-${index}-up`}
            variant="secondary"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move step ${index + 1} up`}
          >
            <ArrowUp aria-hidden="true" className="size-4" /> Up
          </Button>
          <Button
            id={`step-${index}-down`}
            variant="secondary"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move step ${index + 1} down`}
          >
            <ArrowDown aria-hidden="true" className="size-4" /> Down
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={`Remove step ${index + 1}`}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Remove
          </Button>
        </div>
      </div>
      {at(base).map((message) => (
        <p key={message} className="text-red-800">
          {message}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput form={form} name={name('title')} label="Step title" errors={at(`${base}.title`)} />
        <TextInput
          form={form}
          name={name('key')}
          label="Key"
          hint="Progress and saved code refer to it: change it only in a new step."
          errors={at(`${base}.key`)}
        />
      </div>

      {step.kind === 'explanation' ? (
        <TextInput
          form={form}
          name={name('body')}
          label="Text (markdown)"
          errors={at(`${base}.body`)}
          multiline
          rows={6}
        />
      ) : null}

      {step.kind === 'code' || step.kind === 'free-build' ? (
        <>
          <TextInput
            form={form}
            name={name('instructions')}
            label="Instructions (markdown, two or three short sentences)"
            errors={at(`${base}.instructions`)}
            multiline
            rows={3}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              form={form}
              name={name('language')}
              label="Language"
              errors={at(`${base}.language`)}
              options={[
                { value: 'javascript', label: 'JavaScript' },
                { value: 'python', label: 'Python' },
                { value: 'blocks', label: 'Blocks' },
              ]}
            />
            <SelectInput
              form={form}
              name={name('output')}
              label="Output"
              errors={at(`${base}.output`)}
              options={[
                { value: 'turtle', label: 'Turtle drawing' },
                { value: 'console', label: 'Console' },
                { value: 'both', label: 'Both' },
              ]}
            />
          </div>
          {blocks ? (
            <p className="text-slate-600 text-sm">
              Blocks programs are written in the lesson files (content/); here their code is shown, not
              edited.
            </p>
          ) : null}
          <TextInput
            form={form}
            name={name('starter')}
            label="Starter code"
            errors={at(`${base}.starter`, true)}
            multiline
            rows={4}
            code
            readOnly={blocks}
          />
        </>
      ) : null}

      {step.kind === 'code' ? (
        <>
          <TextInput
            form={form}
            name={name('solution')}
            label="Solution (teachers only)"
            errors={at(`${base}.solution`, true)}
            multiline
            rows={4}
            code
            readOnly={blocks}
          />
          <HintsEditor form={form} index={index} hints={step.hints} at={at} />
          <TextInput
            form={form}
            name={name('checksJson')}
            label="Checks (JSON)"
            hint={
              <>
                A list like{' '}
                <code>
                  [{'{'}"type": "output-includes", "text": "hello", "fail": "Print hello."{'}'}]
                </code>
                . The check types are listed in docs/lessons.md.
              </>
            }
            errors={at(`${base}.checks`, true)}
            multiline
            rows={8}
            code
          />
        </>
      ) : null}

      {step.kind === 'quiz' ? (
        <>
          <TextInput
            form={form}
            name={name('question')}
            label="Question (markdown)"
            errors={at(`${base}.question`)}
            multiline
            rows={2}
          />
          <form.AppField name={name('multiple')}>
            {(field) => <field.CheckboxField label="More than one choice is right" />}
          </form.AppField>
          <ChoicesEditor form={form} index={index} choices={step.choices} at={at} />
        </>
      ) : null}
    </Card>
  )
}

function HintsEditor({
  form,
  index,
  hints,
  at,
}: {
  form: EditorForm
  index: number
  hints: string[]
  at: StepCardProps['at']
}) {
  const path = `steps[${index}].hints` as const
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Hints, from a nudge to nearly the answer</legend>
      {at(`steps.${index}.hints`).map((message) => (
        <p key={message} className="text-red-800">
          {message}
        </p>
      ))}
      {hints.map((_, h) => (
        <div key={h} className="flex items-end gap-2">
          <div className="flex-1">
            <TextInput
              form={form}
              name={`steps[${index}].hints[${h}]` as FieldName}
              label={`Hint ${h + 1}`}
              errors={at(`steps.${index}.hints.${h}`)}
            />
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => form.removeFieldValue(path, h)}
            aria-label={`Remove hint ${h + 1}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => form.pushFieldValue(path, '')}>
        <Plus aria-hidden="true" className="size-4" /> Add a hint
      </Button>
    </fieldset>
  )
}

function ChoicesEditor({
  form,
  index,
  choices,
  at,
}: {
  form: EditorForm
  index: number
  choices: EditorStep['choices']
  at: StepCardProps['at']
}) {
  const path = `steps[${index}].choices` as const
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Choices</legend>
      {at(`steps.${index}.choices`).map((message) => (
        <p key={message} className="text-red-800">
          {message}
        </p>
      ))}
      {choices.map((_, c) => (
        <div key={c} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <TextInput
            form={form}
            name={`steps[${index}].choices[${c}].text` as FieldName}
            label={`Choice ${c + 1}`}
            errors={at(`steps.${index}.choices.${c}.text`)}
          />
          <TextInput
            form={form}
            name={`steps[${index}].choices[${c}].feedback` as FieldName}
            label={`Feedback for choice ${c + 1}`}
            errors={at(`steps.${index}.choices.${c}.feedback`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <form.AppField name={`steps[${index}].choices[${c}].correct` as FieldName}>
              {(field) => <field.CheckboxField label={`Choice ${c + 1} is correct`} />}
            </form.AppField>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => form.removeFieldValue(path, c)}
              aria-label={`Remove choice ${c + 1}`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Remove
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => form.pushFieldValue(path, { text: '', correct: false, feedback: '' })}
      >
        <Plus aria-hidden="true" className="size-4" /> Add a choice
      </Button>
    </fieldset>
  )
}

function AddStep({ onAdd }: { onAdd: (kind: StepKind) => void }) {
  const [kind, setKind] = useState<StepKind>('code')
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="New step">
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as StepKind)}>
            {(Object.keys(STEP_KIND_LABEL) as StepKind[]).map((k) => (
              <option key={k} value={k}>
                {STEP_KIND_LABEL[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="secondary" onClick={() => onAdd(kind)}>
        <Plus aria-hidden="true" className="size-4" /> Add step
      </Button>
    </div>
  )
}

function Versions({ versions }: { versions: TemplateView['versions'] }) {
  return (
    <Card className="space-y-3 p-6" aria-labelledby="versions-heading">
      <h2 id="versions-heading" className="font-bold text-xl">
        Published versions
      </h2>
      {versions.length === 0 ? (
        <p className="text-slate-600">Not published yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap gap-x-4 py-2">
              <span className="font-semibold">Version {v.version}</span>
              <span>{shortDate(v.createdAt)}</span>
              <span className="text-slate-600">
                {v.safeChange ? 'safe change: students moved to it' : 'students keep their version'}
              </span>
              {v.current ? <span className="font-semibold text-green-800">current</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
