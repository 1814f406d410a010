import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import { type EditorStep, STEP_KIND_LABEL } from '../editor-model'
import type { EditorForm, ErrorsAt, FieldName } from '../use-template-editor'
import { SelectInput, TextInput } from './editor-inputs'
import { ChoicesEditor, HintsEditor } from './step-lists'

interface StepCardProps {
  form: EditorForm
  step: EditorStep
  index: number
  count: number
  at: ErrorsAt
  onMove: (to: number) => void
  onRemove: () => void
}

/** One step of the draft: its fields by kind, and buttons to move or remove it. */
export function StepCard({ form, step, index, count, at, onMove, onRemove }: StepCardProps) {
  const base = `steps.${index}`
  const name = (field: string) => `steps[${index}].${field}` as FieldName
  const headingId = `step-${index}-heading`
  const blocks = step.language === 'blocks'
  return (
    <Card className="space-y-4 p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} tabIndex={-1} className="font-bold text-lg">
          {m.template_editor_step_heading({ number: index + 1, kind: STEP_KIND_LABEL[step.kind]() })}
        </h3>
        <div className="flex gap-2">
          <Button
            id={`step-${index}-up`}
            variant="secondary"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={m.template_editor_move_up({ number: index + 1 })}
          >
            <ArrowUp aria-hidden="true" className="size-4" /> {m.template_editor_up()}
          </Button>
          <Button
            id={`step-${index}-down`}
            variant="secondary"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={m.template_editor_move_down({ number: index + 1 })}
          >
            <ArrowDown aria-hidden="true" className="size-4" /> {m.template_editor_down()}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={m.template_editor_remove_step({ number: index + 1 })}
          >
            <Trash2 aria-hidden="true" className="size-4" /> {m.template_editor_remove()}
          </Button>
        </div>
      </div>
      {at(base).map((message) => (
        <p key={message} className="text-red-800">
          {message}
        </p>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          form={form}
          name={name('title')}
          label={m.template_editor_step_title()}
          errors={at(`${base}.title`)}
        />
        <TextInput
          form={form}
          name={name('key')}
          label={m.template_editor_key()}
          hint={m.template_editor_key_hint()}
          errors={at(`${base}.key`)}
        />
      </div>

      {step.kind === 'explanation' ? (
        <TextInput
          form={form}
          name={name('body')}
          label={m.template_editor_body()}
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
            label={m.template_editor_instructions()}
            errors={at(`${base}.instructions`)}
            multiline
            rows={3}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              form={form}
              name={name('language')}
              label={m.template_editor_language()}
              errors={at(`${base}.language`)}
              options={[
                { value: 'javascript', label: 'JavaScript' },
                { value: 'python', label: 'Python' },
                { value: 'blocks', label: m.template_editor_language_blocks() },
              ]}
            />
            <SelectInput
              form={form}
              name={name('output')}
              label={m.template_editor_output()}
              errors={at(`${base}.output`)}
              options={[
                { value: 'turtle', label: m.template_editor_output_turtle() },
                { value: 'console', label: m.template_editor_output_console() },
                { value: 'both', label: m.template_editor_output_both() },
              ]}
            />
          </div>
          {blocks ? <p className="text-slate-600 text-sm">{m.template_editor_blocks_note()}</p> : null}
          <TextInput
            form={form}
            name={name('starter')}
            label={m.template_editor_starter()}
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
            label={m.template_editor_solution()}
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
            label={m.template_editor_checks()}
            hint={messageParts((values) => m.template_editor_checks_hint(values), {
              example: (
                <code dir="ltr">
                  [{'{'}"type": "output-includes", "text": "hello", "fail": "Print hello."{'}'}]
                </code>
              ),
            })}
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
            label={m.template_editor_question()}
            errors={at(`${base}.question`)}
            multiline
            rows={2}
          />
          <form.AppField name={name('multiple')}>
            {(field) => <field.CheckboxField label={m.template_editor_multiple()} />}
          </form.AppField>
          <ChoicesEditor form={form} index={index} choices={step.choices} at={at} />
        </>
      ) : null}
    </Card>
  )
}
