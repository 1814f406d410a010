import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
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
