import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages'
import { settingsKeys } from '../settings.queries'

/** The name as typed matches the school's, spaces and case aside. */
const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase()

interface ConfirmSchoolNameFormProps<TResult> {
  schoolName: string
  /** The deletion it confirms, given what was typed. */
  submit: (values: { confirmation: string }) => Promise<TResult>
  onSuccess: (result: TResult) => void
  onCancel: () => void
  cancelLabel: string
  confirmLabel: string
}

/**
 * "Type the school's name to confirm": the dialog form of a deletion that cannot be undone (the
 * students' data, the school). The button works once the name matches; the server checks it again.
 */
export function ConfirmSchoolNameForm<TResult>({
  schoolName,
  submit,
  onSuccess,
  onCancel,
  cancelLabel,
  confirmLabel,
}: ConfirmSchoolNameFormProps<TResult>) {
  const { form } = useAppForm({
    defaultValues: { confirmation: '' },
    validators: {
      onSubmit: z.object({
        confirmation: z.string().refine((typed) => sameName(typed, schoolName), {
          error: () => m.settings_confirm_name_error({ name: schoolName }),
        }),
      }),
    },
    submit,
    invalidates: settingsKeys.schoolWide,
    onSuccess,
  })
  return (
    <form.Form className="grid gap-4">
      <form.FormError />
      <form.AppField name="confirmation">
        {(field) => (
          <field.TextField
            label={
              <>
                {m.settings_confirm_name_before()}
                <strong translate="no" dir="auto">
                  {schoolName}
                </strong>
                {m.settings_confirm_name_after()}
              </>
            }
            autoComplete="off"
          />
        )}
      </form.AppField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <form.Subscribe selector={(state) => sameName(state.values.confirmation, schoolName)}>
          {(matches) => (
            <form.SubmitButton variant="danger" disabled={!matches}>
              {confirmLabel}
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </div>
    </form.Form>
  )
}
