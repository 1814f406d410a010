import { CalendarX, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { longDate } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { cancelSchoolDeletionFn, requestSchoolDeletionFn } from '../settings.functions'
import { settingsKeys } from '../settings.queries'
import type { SchoolSettings } from '../settings.server'
import { ConfirmSchoolNameForm } from './confirm-school-name-form'

/**
 * Deleting the school (decision 135): asked for here, done 30 days later by the upkeep unless the
 * admin cancels; the date is shown until then.
 */
export function DeleteSchoolCard({ settings }: { settings: SchoolSettings }) {
  const [open, setOpen] = useState(false)
  const cancel = useAction({ invalidates: settingsKeys.schoolWide })
  const due = settings.deletionDueAt
  return (
    <Card tone="danger" aria-labelledby="delete-school-heading">
      <CardHeader
        id="delete-school-heading"
        title="Delete the school"
        description="For when your school stops using CodeSchool. Deletion happens 30 days after you ask; you can cancel until then."
      />
      {cancel.error ? (
        <Alert tone="error" className="mb-4">
          {cancel.error}
        </Alert>
      ) : null}
      {due ? (
        <div className="grid gap-3">
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <CalendarX aria-hidden="true" className="size-6 shrink-0" />
            <div className="grid gap-1">
              <p className="font-semibold">
                {settings.name} will be deleted on {longDate(due)}.
              </p>
              <p>
                On that day every student, teacher and admin of the school and all their work are deleted for
                good. Invoices stay for bookkeeping. Export the school’s data above before then if you need a
                copy.
              </p>
            </div>
          </div>
          <div>
            <ActionButton
              variant="secondary"
              pending={cancel.pending}
              onClick={() => cancel.run('cancel', () => cancelSchoolDeletionFn())}
            >
              Cancel the deletion
            </ActionButton>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-slate-800">
          {cancel.succeeded ? (
            <Alert tone="success">The deletion is cancelled. Nothing will be deleted.</Alert>
          ) : null}
          <p>
            Deletes every student, teacher and admin of {settings.name}, their classes, progress, saved code,
            comments, imports, files and activity. Invoices and subscription records stay, as the law on
            bookkeeping asks.
          </p>
          <div>
            <Button variant="danger" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" className="size-5" />
              Ask to delete the school
            </Button>
          </div>
        </div>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${settings.name} in 30 days?`}
        description="Everyone at the school and all their work will be deleted when the 30 days are over, and a paid plan stops renewing then (invoices are kept). You can cancel until then."
      >
        {open ? (
          <ConfirmSchoolNameForm
            schoolName={settings.name}
            submit={(values) => requestSchoolDeletionFn({ data: values })}
            onSuccess={() => {
              cancel.reset()
              setOpen(false)
            }}
            onCancel={() => setOpen(false)}
            cancelLabel="Keep the school"
            confirmLabel="Delete in 30 days"
          />
        ) : null}
      </Dialog>
    </Card>
  )
}
