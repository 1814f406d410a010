import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import type { EditorForm } from '../use-template-editor'
import { TextInput } from './editor-inputs'

/** The lesson's rubric (decision 194): what a teacher ticks in the review queue, keys 1–9. */
export function RubricInput({ form, errors }: { form: EditorForm; errors: string[] }) {
  return (
    <TextInput
      form={form}
      name="rubricJson"
      label={m.template_editor_rubric_label()}
      hint={messageParts((values) => m.template_editor_rubric_hint(values), {
        example: (
          <code dir="ltr">
            [{'{'}"key": "uses-a-loop", "label": "Uses a loop", "check": {'{'}"type": "code-uses",
            "construct": "loop", "fail": "No loop yet."{'}'}
            {'}'}]
          </code>
        ),
        step: <code dir="ltr">step</code>,
        none: <code dir="ltr">[]</code>,
      })}
      errors={errors}
      multiline
      rows={6}
      code
    />
  )
}
