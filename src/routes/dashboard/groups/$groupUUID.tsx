import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Archive, ArchiveRestore, Printer, Upload } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useRequestContext } from '@/features/auth/use-request-context'
import { CourseSettings } from '@/features/groups/components/course-settings'
import { GroupForm } from '@/features/groups/components/group-form'
import { JoinCodePanel } from '@/features/groups/components/join-code-panel'
import { MembersTable } from '@/features/groups/components/members-table'
import {
  archiveGroupFn,
  regenerateJoinCodeFn,
  removeGroupMemberFn,
  restoreGroupFn,
  setGroupItemSettingFn,
  updateGroupFn,
} from '@/features/groups/groups.functions'
import { groupKeys, groupPageQuery } from '@/features/groups/groups.queries'
import { schoolHostOf } from '@/features/groups/school-host'
import { LoginCardsSheet } from '@/features/students/components/login-cards'
import { convertSessionStudentFn, unlockStudentFn } from '@/features/students/students.functions'
import { loginCardsQuery, studentKeys } from '@/features/students/students.queries'
import { gradeLabel } from '@/lib/grades'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { useBusyAction } from '@/lib/use-busy-action'

const searchSchema = z.object({
  cards: z.literal('print').optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/groups/$groupUUID')({
  params: uuidParams('groupUUID'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ cards: search.cards }),
  head: () => ({ meta: [{ title: 'Class · CodeSchool' }] }),
  loader: ({ context, params, deps }) =>
    notFoundOn404(async () => {
      await context.queryClient.ensureQueryData(groupPageQuery(params.groupUUID))
      if (deps.cards) await context.queryClient.ensureQueryData(loginCardsQuery([params.groupUUID]))
    }),
  component: GroupPage,
})

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

function GroupPage() {
  const { groupUUID } = Route.useParams()
  const search = Route.useSearch()
  const { data: page } = useSuspenseQuery(groupPageQuery(groupUUID))
  const context = useRequestContext()
  const host = schoolHostOf(context)
  const queryClient = useQueryClient()
  const [archiving, setArchiving] = useState(false)
  const { busy, error, run } = useBusyAction()
  const { group } = page
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: groupKeys.all })
    await queryClient.invalidateQueries({ queryKey: studentKeys.all })
  }
  const act = async (action: () => Promise<unknown>) => {
    await action()
    await refresh()
  }

  if (search.cards === 'print' && !group.archivedAt) return <ClassCards groupId={group.id} host={host} />

  const toggleArchive = () =>
    run('archive', async () => {
      if (group.archivedAt) await restoreGroupFn({ data: { groupId: group.id } })
      else await archiveGroupFn({ data: { groupId: group.id } })
      await refresh()
      setArchiving(false)
    })

  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <Link
            to="/dashboard/groups"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            ← Classes
          </Link>
        </p>
        <PageHeader
          title={group.name}
          description={`${gradeLabel(group.grade)} · ${page.members.length} of ${page.maxSize} students${group.archivedAt ? ' · archived' : ''}`}
          actions={
            <>
              {group.archivedAt ? null : (
                <Link
                  to="/dashboard/groups/$groupUUID"
                  params={{ groupUUID: group.id }}
                  search={{ cards: 'print' }}
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  <Printer aria-hidden="true" className="size-5" />
                  Print login cards
                </Link>
              )}
              <Button variant={group.archivedAt ? 'primary' : 'ghost'} onClick={() => setArchiving(true)}>
                {group.archivedAt ? (
                  <ArchiveRestore aria-hidden="true" className="size-5" />
                ) : (
                  <Archive aria-hidden="true" className="size-5" />
                )}
                {group.archivedAt ? 'Restore class' : 'Archive class'}
              </Button>
            </>
          }
        />
      </div>

      {page.recentLockouts.length > 0 ? (
        <Alert tone="error" title="A child could not sign in">
          <ul>
            {page.recentLockouts.map((lockout) => (
              <li key={`${lockout.profileId}-${String(lockout.at)}`}>
                {lockout.name} got it wrong 5 times and was locked out for a minute at{' '}
                {timeFormat.format(new Date(lockout.at))}. Check their login card with them.
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <JoinCodePanel
          joinCode={group.joinCode}
          schoolHost={host}
          loginType={group.loginType}
          quickJoin={group.quickJoin}
          archived={Boolean(group.archivedAt)}
          onRegenerate={() => act(() => regenerateJoinCodeFn({ data: { groupId: group.id } }))}
        />
        <Card aria-labelledby="students-heading">
          <CardHeader
            id="students-heading"
            title="Students"
            actions={
              <Link
                to="/dashboard/students/import"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                <Upload aria-hidden="true" className="size-4" />
                Import a class list
              </Link>
            }
          />
          <MembersTable
            members={page.members}
            loginType={group.loginType}
            onUnlock={(profileId) => act(() => unlockStudentFn({ data: { studentId: profileId } }))}
            onRemove={(profileId) =>
              act(() => removeGroupMemberFn({ data: { groupId: group.id, profileId } }))
            }
            onConvert={(profileId, names) =>
              act(() => convertSessionStudentFn({ data: { studentId: profileId, ...names } }))
            }
          />
        </Card>
      </div>

      <Card aria-labelledby="courses-heading">
        <CardHeader
          id="courses-heading"
          title="Courses and lessons"
          description="Lock a lesson the class is not ready for; hide one it does not need."
        />
        <CourseSettings
          courses={page.courses}
          onChange={(input) => act(() => setGroupItemSettingFn({ data: { groupId: group.id, ...input } }))}
        />
      </Card>

      <Card aria-labelledby="settings-heading">
        <CardHeader id="settings-heading" title="Class settings" />
        <GroupForm
          key={`${group.id}-${group.name}-${group.loginType}`}
          options={page.options}
          initial={{
            name: group.name,
            grade: group.grade,
            loginType: group.loginType,
            quickJoin: group.quickJoin,
            teacherIds: page.teachers.map((teacher) => teacher.profileId),
            cardIds: page.courses.map((course) => course.cardId),
          }}
          myProfileId={context?.visitor?.profileId ?? ''}
          isAdmin={context?.visitor?.type === 'admin' || context?.visitor?.type === 'staff'}
          submitLabel="Save class"
          onSubmit={(values) => updateGroupFn({ data: { groupId: group.id, ...values } })}
          onSaved={refresh}
        />
      </Card>

      <Dialog
        open={archiving}
        onOpenChange={setArchiving}
        title={group.archivedAt ? `Restore ${group.name}?` : `Archive ${group.name}?`}
        description={
          group.archivedAt
            ? 'The class comes back with its students. If another class took its join code meanwhile, it gets a new one.'
            : 'Do this at the end of the year. The join code stops working; the students keep their accounts, their work and their other classes.'
        }
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={toggleArchive}
            disabled={busy !== null}
            aria-busy={busy === 'archive' || undefined}
          >
            {busy === 'archive' ? <Spinner /> : null}
            {group.archivedAt ? 'Restore class' : 'Archive class'}
          </Button>
          <Button variant="ghost" onClick={() => setArchiving(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

function ClassCards({ groupId, host }: { groupId: string; host: string }) {
  const { data: cards } = useSuspenseQuery(loginCardsQuery([groupId]))
  return (
    <section>
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Login cards</h1>
          <p className="text-slate-600">Print, cut along the dashed lines and hand each child their card.</p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: groupId }}
            className={buttonVariants({ variant: 'ghost' })}
          >
            Back to the class
          </Link>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            Print
          </Button>
        </div>
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} />
    </section>
  )
}
