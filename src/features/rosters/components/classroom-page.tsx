import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { BackLink } from '@/components/ui/text-link'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { importClassroomCoursesFn, startClassroomConsentFn } from '../rosters.functions'
import { classroomAvailableQuery, classroomOverviewQuery, rosterKeys } from '../rosters.queries'

/** The sentences for the consent's ways back (classroom-consent.server.ts gives only the code). */
const CONSENT_ERRORS: Record<string, () => string> = {
  cancelled: m.roster_consent_cancelled,
  'no-refresh': m.roster_consent_no_refresh,
  failed: m.roster_consent_failed,
  expired: m.roster_consent_expired,
}

/** On the classes page: the way to the Classroom import, when Google is set up on this server. */
export function ClassroomImportLink() {
  const { data: available } = useSuspenseQuery(classroomAvailableQuery())
  if (!available) return null
  return (
    <Link to="/dashboard/groups/classroom" className={buttonVariants({ variant: 'secondary' })}>
      {m.classes_import_google_classroom()}
    </Link>
  )
}

/**
 * /dashboard/groups/classroom: connect Google Classroom once (Google's consent), then pick the
 * courses where you teach to import; an imported course can be synced again. Each import is a
 * roster sync with its preview (decision 188).
 */
export function ClassroomPage({ consentError }: { consentError?: string }) {
  const { data: overview } = useSuspenseQuery(classroomOverviewQuery())
  const navigate = useNavigate()
  const [chosen, setChosen] = useState<string[]>([])
  const action = useAction({ invalidates: [rosterKeys.all] })
  const connect = () =>
    action.run('connect', async () => {
      const { location } = await startClassroomConsentFn()
      window.location.assign(location)
    })
  const importCourses = (key: string, courseIds: string[]) =>
    action.run(key, async () => {
      const { syncId } = await importClassroomCoursesFn({ data: { courseIds } })
      await navigate({ to: '/dashboard/students/import/roster/$syncUUID', params: { syncUUID: syncId } })
    })
  const fresh = overview.courses.filter((course) => !course.classId)
  const imported = overview.courses.filter((course) => course.classId)
  const consentText = consentError ? (CONSENT_ERRORS[consentError] ?? m.roster_consent_failed)() : null
  return (
    <section className="grid max-w-3xl gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/groups">{m.dashboard_nav_classes()}</BackLink>
        </p>
        <PageHeader title={m.roster_classroom_title()} description={m.roster_classroom_description()} />
      </div>
      {consentText ? <Alert tone="error">{consentText}</Alert> : null}
      {overview.problem ? <Alert tone="error">{overview.problem}</Alert> : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {!overview.available ? (
        <Alert>{m.roster_google_not_set_up()}</Alert>
      ) : !overview.connected ? (
        <Card className="grid gap-3">
          <p>{m.roster_classroom_consent()}</p>
          <p>
            <ActionButton pending={action.isPending('connect')} disabled={action.pending} onClick={connect}>
              {m.roster_connect_classroom()}
            </ActionButton>
          </p>
        </Card>
      ) : (
        <>
          <Card className="grid gap-4" aria-labelledby="courses-heading">
            <h2 id="courses-heading" className="font-bold text-xl">
              {m.roster_classes_to_import()}
            </h2>
            {fresh.length === 0 ? (
              <p className="text-slate-700">
                {overview.courses.length === 0 ? m.roster_no_courses() : m.roster_all_imported()}
              </p>
            ) : (
              <fieldset className="grid gap-2">
                <legend className="sr-only">{m.roster_choose_classes()}</legend>
                {fresh.map((course) => (
                  <Checkbox
                    key={course.id}
                    label={<span translate="no">{course.title}</span>}
                    checked={chosen.includes(course.id)}
                    onChange={(event) =>
                      setChosen((now) =>
                        event.target.checked ? [...now, course.id] : now.filter((id) => id !== course.id),
                      )
                    }
                  />
                ))}
              </fieldset>
            )}
            {fresh.length > 0 ? (
              <p>
                <ActionButton
                  pending={action.isPending('import')}
                  disabled={action.pending || chosen.length === 0}
                  onClick={() => importCourses('import', chosen)}
                >
                  {m.roster_preview_import()}
                </ActionButton>
              </p>
            ) : null}
          </Card>
          {imported.length > 0 ? (
            <Card className="grid gap-3" aria-labelledby="imported-heading">
              <h2 id="imported-heading" className="font-bold text-xl">
                {m.roster_imported()}
              </h2>
              <ul className="grid gap-2">
                {imported.map((course) => (
                  <li key={course.id} className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to="/dashboard/groups/$groupUUID"
                      params={{ groupUUID: course.classId! }}
                      className="font-semibold underline"
                    >
                      <span translate="no" dir="auto">
                        {course.title}
                      </span>
                    </Link>
                    <ActionButton
                      variant="secondary"
                      size="sm"
                      icon={<RefreshCw aria-hidden="true" className="size-4" />}
                      pending={action.isPending(`sync-${course.id}`)}
                      disabled={action.pending}
                      onClick={() => importCourses(`sync-${course.id}`, [course.id])}
                      aria-label={m.roster_sync_course_again({ course: course.title })}
                    >
                      {m.roster_sync_again()}
                    </ActionButton>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </>
      )}
    </section>
  )
}
