import type { ReactNode } from 'react'
import type { EditorForm, FieldName } from '../use-template-editor'

export function TextInput({
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
            // Code and JSON read left to right in every language; the lesson's texts in their own.
            dir={code ? 'ltr' : 'auto'}
          />
        ) : (
          <field.TextField label={label} hint={hint} errors={errors} readOnly={readOnly} dir="auto" />
        )
      }
    </form.AppField>
  )
}

export function SelectInput({
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
