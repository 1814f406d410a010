import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
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
        title="Delete all student data"
        description="For the end of a contract or a fresh start. This cannot be undone."
      />
      {deleted !== null ? (
        <Alert tone="success" className="mb-4">
          Deleted {deleted} {deleted === 1 ? 'student' : 'students'} and all their work.
        </Alert>
      ) : null}
      <div className="grid gap-3 text-slate-800">
        <p>
          Deletes all {students} {students === 1 ? 'student' : 'students'} of {settings.name}: their accounts,
          saved code, progress, teacher feedback, student imports and activity. Classes, teachers and
          resources stay.
        </p>
        <p>Download the exports above first if you need a copy.</p>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)} disabled={students === 0}>
            <Trash2 aria-hidden="true" className="size-5" />
            Delete all student data
          </Button>
          {students === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">There are no students to delete.</p>
          ) : null}
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete all ${students} students?`}
        description={`Every student of ${settings.name} and all their work will be deleted for good.`}
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
            cancelLabel="Cancel"
            confirmLabel="Delete everything"
          />
        ) : null}
      </Dialog>
    </Card>
  )
}
