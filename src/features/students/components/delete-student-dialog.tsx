import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { useAppForm } from '@/components/form/use-app-form'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { rosterKeys } from '@/lib/roster-keys'
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
        Delete student
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${name}?`}
        description="Their account, their lessons and all their code are deleted for good. This cannot be undone."
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
        typed: z.string().refine((typed) => sameName(typed, name), `Type “${name}” as it is written here.`),
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
        {(field) => <field.TextField label={`Type “${name}” to confirm`} autoComplete="off" />}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.Subscribe selector={(state) => sameName(state.values.typed, name)}>
          {(matches) => (
            <form.SubmitButton variant="danger" disabled={!matches}>
              Delete for good
            </form.SubmitButton>
          )}
        </form.Subscribe>
        <Button variant="ghost" onClick={onCancel}>
          Keep the student
        </Button>
      </div>
    </form.Form>
  )
}
