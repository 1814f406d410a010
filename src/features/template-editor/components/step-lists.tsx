import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import type { EditorStep } from '../editor-model'
import type { EditorForm, ErrorsAt, FieldName } from '../use-template-editor'
import { TextInput } from './editor-inputs'

/** A code step's hints, each removable, and a button to add one. */
export function HintsEditor({
  form,
  index,
  hints,
  at,
}: {
  form: EditorForm
  index: number
  hints: string[]
  at: ErrorsAt
}) {
  const path = `steps[${index}].hints` as const
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{m.template_editor_hints_legend()}</legend>
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
              label={m.template_editor_hint_n({ number: h + 1 })}
              errors={at(`steps.${index}.hints.${h}`)}
            />
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => form.removeFieldValue(path, h)}
            aria-label={m.template_editor_remove_hint({ number: h + 1 })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => form.pushFieldValue(path, '')}>
        <Plus aria-hidden="true" className="size-4" /> {m.template_editor_add_hint()}
      </Button>
    </fieldset>
  )
}

/** A quiz step's choices with their feedback and which are correct. */
export function ChoicesEditor({
  form,
  index,
  choices,
  at,
}: {
  form: EditorForm
  index: number
  choices: EditorStep['choices']
  at: ErrorsAt
}) {
  const path = `steps[${index}].choices` as const
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{m.template_editor_choices()}</legend>
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
            label={m.template_editor_choice_n({ number: c + 1 })}
            errors={at(`steps.${index}.choices.${c}.text`)}
          />
          <TextInput
            form={form}
            name={`steps[${index}].choices[${c}].feedback` as FieldName}
            label={m.template_editor_feedback_for({ number: c + 1 })}
            errors={at(`steps.${index}.choices.${c}.feedback`)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <form.AppField name={`steps[${index}].choices[${c}].correct` as FieldName}>
              {(field) => <field.CheckboxField label={m.template_editor_choice_correct({ number: c + 1 })} />}
            </form.AppField>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => form.removeFieldValue(path, c)}
              aria-label={m.template_editor_remove_choice({ number: c + 1 })}
            >
              <Trash2 aria-hidden="true" className="size-4" /> {m.template_editor_remove()}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => form.pushFieldValue(path, { text: '', correct: false, feedback: '' })}
      >
        <Plus aria-hidden="true" className="size-4" /> {m.template_editor_add_choice()}
      </Button>
    </fieldset>
  )
}
