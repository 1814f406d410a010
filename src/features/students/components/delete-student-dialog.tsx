import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { rosterKeys } from '@/lib/roster-keys'
import { m } from '@/paraglide/messages'
import { studentKeys } from '../students.queries'

const sameName = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase()

/** Deleting a student deletes their work too: the teacher types the name to confirm. */
export function DeleteStudentButton({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {m.students_delete_student()}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.students_delete_question({ name })}
        description={m.students_delete_dialog_description()}
      >
        {open ? <DeleteStudentForm name={name} onDelete={onDelete} onCancel={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  )
}

function DeleteStudentForm({
  name,
  onDelete,
  onCancel,
}: {
  name: string
  /** Deletes, then leaves the student's page (so it is not refetched). */
  onDelete: () => Promise<unknown>
  onCancel: () => void
}) {
  const { form } = useAppForm({
    defaultValues: { typed: '' },
    validators: {
      onSubmit: z.object({
        typed: z
          .string()
          .refine((typed) => sameName(typed, name), { error: () => m.students_type_name_exactly({ name }) }),
      }),
    },
    submit: onDelete,
    skipResetForm: true,
    invalidates: [studentKeys.all, rosterKeys.classes],
  })
  return (
    <form.Form className="grid gap-4">
      <form.FormError />
      <form.AppField name="typed">
        {(field) => <field.TextField label={m.students_type_name_to_confirm({ name })} autoComplete="off" />}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.Subscribe selector={(state) => sameName(state.values.typed, name)}>
          {(matches) => (
            <form.SubmitButton variant="danger" disabled={!matches}>
              {m.students_delete_for_good()}
            </form.SubmitButton>
          )}
        </form.Subscribe>
        <Button variant="ghost" onClick={onCancel}>
          {m.students_keep_student()}
        </Button>
      </div>
    </form.Form>
  )
}
