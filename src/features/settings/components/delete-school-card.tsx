import { CalendarX, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { longDate } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
        title={m.settings_delete_school_title()}
        description={m.settings_delete_school_description()}
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
                {m.settings_deleted_on({ school: settings.name, date: longDate(due) })}
              </p>
              <p>{m.settings_deleted_on_text()}</p>
            </div>
          </div>
          <div>
            <ActionButton
              variant="secondary"
              pending={cancel.pending}
              onClick={() => cancel.run('cancel', () => cancelSchoolDeletionFn())}
            >
              {m.settings_cancel_deletion()}
            </ActionButton>
          </div>
        </div>
      ) : (
        <div className="grid gap-3 text-slate-800">
          {cancel.succeeded ? <Alert tone="success">{m.settings_deletion_cancelled()}</Alert> : null}
          <p>{m.settings_delete_school_text({ school: settings.name })}</p>
          <div>
            <Button variant="danger" onClick={() => setOpen(true)}>
              <Trash2 aria-hidden="true" className="size-5" />
              {m.settings_ask_delete_school()}
            </Button>
          </div>
        </div>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.settings_delete_school_question({ school: settings.name })}
        description={m.settings_delete_school_dialog()}
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
            cancelLabel={m.settings_keep_school()}
            confirmLabel={m.settings_delete_in_30_days()}
          />
        ) : null}
      </Dialog>
    </Card>
  )
}
