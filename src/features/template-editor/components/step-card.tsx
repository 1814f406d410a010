import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
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
