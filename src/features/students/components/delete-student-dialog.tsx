import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'

/** Deleting a student deletes their work too: the teacher types the name to confirm. */
export function DeleteStudentButton({ name, onDelete }: { name: string; onDelete: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const matches = typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase()
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        Delete student
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setTyped('')
        }}
        title={`Delete ${name}?`}
        description="Their account, their lessons and all their code are deleted for good. This cannot be undone."
      >
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            if (!matches) return
            setBusy(true)
            setError(null)
            try {
              await onDelete()
            } catch (caught) {
              setError(caught instanceof Error ? caught.message : 'The student was not deleted. Try again.')
              setBusy(false)
            }
          }}
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Field label={`Type “${name}” to confirm`}>
            {(control) => (
              <Input
                {...control}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={!matches || busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : null}
              Delete for good
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep the student
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
