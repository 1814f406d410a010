import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { studentKeys } from '@/features/students/students.queries'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        {m.classes_end_year()}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) end.reset()
        }}
        title={m.classes_end_year_question()}
        description={m.classes_end_year_description()}
      >
        {end.succeeded && end.data ? (
          <Alert tone="success">
            {m.classes_end_year_archived({ count: end.data.archived })}{' '}
            {end.data.created.length === 0
              ? m.classes_end_year_none_next()
              : m.classes_end_year_next({
                  classes: end.data.created
                    .map((c) => m.classes_end_year_next_class({ name: c.name, code: c.joinCode }))
                    .join(', '),
                })}
          </Alert>
        ) : (
          <>
            {plan.isPending ? <p>{m.classes_end_year_looking()}</p> : null}
            {classes.length > 0 ? (
              <ul className="mb-4 max-h-72 space-y-1 overflow-auto" aria-label={m.classes_end_year_each()}>
                {classes.map((entry) => (
                  <li key={entry.id}>
                    <span className="font-semibold" translate="no" dir="auto">
                      {entry.name}
                    </span>{' '}
                    ({m.onboarding_students_count({ count: entry.members })}){' '}
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      →
                    </span>{' '}
                    {entry.nextName ? (
                      <span translate="no" dir="auto">
                        {entry.nextName}
                      </span>
                    ) : (
                      m.classes_end_year_leaves()
                    )}
                  </li>
                ))}
              </ul>
            ) : plan.isSuccess ? (
              <p className="mb-4">{m.classes_end_year_no_active()}</p>
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
                {m.classes_end_year_for({ count: classes.length })}
              </ActionButton>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {m.classes_cancel()}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  )
}
