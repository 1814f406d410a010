import { type ReactNode, useEffect, useRef } from 'react'
import type { ControlLook } from '@/components/ui/control'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useFieldContext, useFieldMessages } from './form-contexts'

interface FileFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The file types the picker offers, e.g. `.csv,text/csv`. */
  accept?: string
  className?: string
  /** How the input is sized, and classes it adds (decision 153). */
  look?: ControlLook
  inputClassName?: string
  errors?: readonly (string | null | undefined)[]
}

/**
 * `field.FileField`: a file picker whose chosen File (or null) is the field's value. Limits such as
 * a size go in the field's validators, so the message shows as soon as the file is chosen.
 */
export function FileField({ label, hint, accept, className, look, inputClassName, errors }: FileFieldProps) {
  const field = useFieldContext<File | null>()
  const messages = useFieldMessages(errors)
  const input = useRef<HTMLInputElement>(null)
  const empty = field.state.value === null
  const wasEmpty = useRef(empty)
  useEffect(() => {
    // A file input cannot be set, only emptied: do that when the form resets (a chosen file
    // becomes none), never when the field first mounts.
    if (empty && !wasEmpty.current && input.current) input.current.value = ''
    wasEmpty.current = empty
  }, [empty])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the input held when React took it over
  useEffect(() => {
    // A file chosen before the page became interactive is in the input but not in the form: take it.
    const chosen = input.current?.files?.[0]
    if (chosen && field.state.value === null) {
      field.handleChange(chosen)
      field.handleBlur()
    }
  }, [])
  return (
    <Field label={label} hint={hint} errors={messages} className={className}>
      {(control) => (
        <Input
          {...control}
          ref={input}
          type="file"
          name={field.name}
          accept={accept}
          look={look}
          className={inputClassName}
          onChange={(event) => {
            field.handleChange(event.target.files?.[0] ?? null)
            field.handleBlur()
          }}
        />
      )}
    </Field>
  )
}
