import type { EditorForm } from '../use-template-editor'
import { TextInput } from './editor-inputs'

/** The lesson's rubric (decision 194): what a teacher ticks in the review queue, keys 1–9. */
export function RubricInput({ form, errors }: { form: EditorForm; errors: string[] }) {
  return (
    <TextInput
      form={form}
      name="rubricJson"
      label="Rubric (JSON)"
      hint={
        <>
          Up to 9 lines a teacher ticks when reviewing, like{' '}
          <code>
            [{'{'}"key": "uses-a-loop", "label": "Uses a loop", "check": {'{'}"type": "code-uses",
            "construct": "loop", "fail": "No loop yet."{'}'}
            {'}'}]
          </code>
          . A line with a check is ticked from the check on the child's code (of <code>step</code>, else the
          last code step). Leave <code>[]</code> for none. The format is in docs/lessons.md.
        </>
      }
      errors={errors}
      multiline
      rows={6}
      code
    />
  )
}
