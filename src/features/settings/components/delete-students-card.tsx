import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { deleteStudentData } from '../settings.functions'
import type { SchoolSettings } from '../settings.server'
import { ConfirmSchoolNameForm } from './confirm-school-name-form'

export function DeleteStudentsCard({ settings }: { settings: SchoolSettings }) {
  const [open, setOpen] = useState(false)
  const [deleted, setDeleted] = useState<number | null>(null)
  const students = settings.studentCount
  return (
    <Card tone="danger">
      <CardHeader
        title={m.settings_delete_students_title()}
        description={m.settings_delete_students_description()}
      />
      {deleted !== null ? (
        <Alert tone="success" className="mb-4">
          {m.settings_students_deleted({ count: deleted, shown: count(deleted) })}
        </Alert>
      ) : null}
      <div className="grid gap-3 text-slate-800">
        <p>
          {m.settings_delete_students_text({
            count: students,
            shown: count(students),
            school: settings.name,
          })}
        </p>
        <p>{m.settings_export_first()}</p>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)} disabled={students === 0}>
            <Trash2 aria-hidden="true" className="size-5" />
            {m.settings_delete_students_title()}
          </Button>
          {students === 0 ? <p className="mt-2 text-slate-600 text-sm">{m.settings_no_students()}</p> : null}
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m.settings_delete_students_question({ count: students, shown: count(students) })}
        description={m.settings_delete_students_dialog({ school: settings.name })}
      >
        {open ? (
          <ConfirmSchoolNameForm
            schoolName={settings.name}
            submit={(values) => deleteStudentData({ data: values })}
            onSuccess={(result) => {
              setOpen(false)
              setDeleted(result.students)
            }}
            onCancel={() => setOpen(false)}
            cancelLabel={m.settings_cancel()}
            confirmLabel={m.settings_delete_everything()}
          />
        ) : null}
      </Dialog>
    </Card>
  )
}
