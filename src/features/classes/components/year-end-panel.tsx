import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { studentKeys } from '@/features/students/students.queries'
import { useAction } from '@/lib/use-action'
import { endSchoolYearFn } from '../classes.functions'
import { classKeys, yearEndPlanQuery } from '../classes.queries'

/**
 * School admins end the school year in one step (decision 121): the dialog lists every active
 * class and what it becomes next year, then archives them all and makes next year's classes.
 */
export function YearEndPanel() {
  const [open, setOpen] = useState(false)
  const plan = useQuery({ ...yearEndPlanQuery(), enabled: open })
  const end = useAction<{ archived: number; created: { name: string; joinCode: string }[] }>({
    invalidates: [classKeys.all, studentKeys.all],
  })
  const classes = plan.data ?? []
  const classWord = (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        End the school year
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) end.reset()
        }}
        title="End the school year?"
        description="Every class below is archived with its students' work (children find it under Last year) and gets next year's class: the grade moves up, the same teachers, children and courses, a new join code. Children carry on where they were."
      >
        {end.succeeded && end.data ? (
          <Alert tone="success">
            {classWord(end.data.archived)} archived. Next year:{' '}
            {end.data.created.length === 0
              ? 'no classes (every class was in the last grade).'
              : `${end.data.created.map((c) => `${c.name} (join code ${c.joinCode})`).join(', ')}.`}
          </Alert>
        ) : (
          <>
            {plan.isPending ? <p>Looking at your classes…</p> : null}
            {classes.length > 0 ? (
              <ul className="mb-4 max-h-72 space-y-1 overflow-auto" aria-label="What happens to each class">
                {classes.map((entry) => (
                  <li key={entry.id}>
                    <span className="font-semibold">{entry.name}</span> ({entry.members}{' '}
                    {entry.members === 1 ? 'student' : 'students'}) →{' '}
                    {entry.nextName ? `${entry.nextName}` : 'leaves the school (last grade)'}
                  </li>
                ))}
              </ul>
            ) : plan.isSuccess ? (
              <p className="mb-4">There are no active classes.</p>
            ) : null}
            {end.error ? <Alert tone="error">{end.error}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <ActionButton
                disabled={classes.length === 0}
                pending={end.pending}
                onClick={() =>
                  void end.run('end', () => endSchoolYearFn({ data: { classIds: classes.map((c) => c.id) } }))
                }
              >
                End the year for {classWord(classes.length)}
              </ActionButton>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  )
}
