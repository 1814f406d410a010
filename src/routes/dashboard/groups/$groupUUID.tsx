import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Archive, ArchiveRestore, Printer, QrCode as QrCodeIcon, Upload } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { BackLink } from '@/components/ui/text-link'
import {
  archiveClassFn,
  regenerateJoinCodeFn,
  removeClassMemberFn,
  restoreClassFn,
  setClassItemSettingFn,
  updateClassFn,
} from '@/features/classes/classes.functions'
import { classActivityQuery, classKeys, classPageQuery } from '@/features/classes/classes.queries'
import { ClassForm } from '@/features/classes/components/class-form'
import { CourseSettings } from '@/features/classes/components/course-settings'
import { JoinCodePanel } from '@/features/classes/components/join-code-panel'
import { MembersTable } from '@/features/classes/components/members-table'
import { schoolHostOf } from '@/features/classes/school-host'
import { JoinCardsSheet } from '@/features/onboarding/components/join-cards-sheet'
import { LoginCardsSheet } from '@/features/students/components/login-cards'
import {
  convertSessionStudentFn,
  makeClassAccountsFn,
  unlockStudentFn,
} from '@/features/students/students.functions'
import { loginCardsQuery, studentKeys } from '@/features/students/students.queries'
import { clockTime } from '@/lib/format'
import { gradeLabel } from '@/lib/grades'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { uuidParams } from '@/lib/route-params'
import { useAction } from '@/lib/use-action'

const searchSchema = z.object({
  /** print: the children's login cards; join: the class's join instructions with their QR code. */
  cards: z.enum(['print', 'join']).optional().catch(undefined),
})

export const Route = createFileRoute('/dashboard/groups/$groupUUID')({
  params: uuidParams('groupUUID'),
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ cards: search.cards }),
  head: () => ({ meta: [{ title: 'Class · CodeSchool' }] }),
  loader: ({ context, params, deps }) =>
    notFoundOn404(async () => {
      await context.queryClient.ensureQueryData(classPageQuery(params.groupUUID))
      if (deps.cards === 'print')
        await context.queryClient.ensureQueryData(loginCardsQuery([params.groupUUID]))
    }),
  component: ClassPage,
})

function ClassPage() {
  const { groupUUID } = Route.useParams()
  const search = Route.useSearch()
  const { data: page } = useSuspenseQuery(classPageQuery(groupUUID))
  // Children joining and running show up without a reload (decision 098).
  const { data: live = page } = useQuery({
    ...classActivityQuery(groupUUID, {
      members: page.members,
      recentLockouts: page.recentLockouts,
      checkedAt: page.checkedAt,
    }),
    enabled: search.cards !== 'print',
  })
  const context = useRequestContext()
  const host = schoolHostOf(context)
  const [archiving, setArchiving] = useState(false)
  const archive = useAction({
    invalidates: [classKeys.all, studentKeys.all],
    onSuccess: () => setArchiving(false),
  })
  const { schoolClass } = page

  if (search.cards === 'print' && !schoolClass.archivedAt)
    return <ClassCards classId={schoolClass.id} host={host} origin={pageOriginOf(context)} />
  if (search.cards === 'join' && !schoolClass.archivedAt)
    return (
      <JoinInstructions
        classId={schoolClass.id}
        className={schoolClass.name}
        joinCode={schoolClass.joinCode}
        host={host}
        origin={pageOriginOf(context)}
        schoolName={context?.place.kind === 'school' ? context.place.school.name : ''}
      />
    )

  const toggleArchive = () =>
    archive.run('archive', () =>
      schoolClass.archivedAt
        ? restoreClassFn({ data: { classId: schoolClass.id } })
        : archiveClassFn({ data: { classId: schoolClass.id } }),
    )

  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/groups">Classes</BackLink>
        </p>
        <PageHeader
          title={schoolClass.name}
          description={`${gradeLabel(schoolClass.grade)} · ${live.members.length} of ${page.maxSize} students${schoolClass.archivedAt ? ' · archived' : ''}`}
          actions={
            <>
              {schoolClass.archivedAt ? null : (
                <>
                  <Link
                    to="/dashboard/groups/$groupUUID"
                    params={{ groupUUID: schoolClass.id }}
                    search={{ cards: 'join' }}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    <QrCodeIcon aria-hidden="true" className="size-5" />
                    Print join instructions
                  </Link>
                  <Link
                    to="/dashboard/groups/$groupUUID"
                    params={{ groupUUID: schoolClass.id }}
                    search={{ cards: 'print' }}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    <Printer aria-hidden="true" className="size-5" />
                    Print login cards
                  </Link>
                </>
              )}
              <Button
                variant={schoolClass.archivedAt ? 'primary' : 'ghost'}
                onClick={() => setArchiving(true)}
              >
                {schoolClass.archivedAt ? (
                  <ArchiveRestore aria-hidden="true" className="size-5" />
                ) : (
                  <Archive aria-hidden="true" className="size-5" />
                )}
                {schoolClass.archivedAt ? 'Restore class' : 'Archive class'}
              </Button>
            </>
          }
        />
      </div>

      {live.recentLockouts.length > 0 ? (
        <Alert tone="error" title="A child could not sign in">
          <ul>
            {live.recentLockouts.map((lockout) => (
              <li key={`${lockout.profileId}-${String(lockout.at)}`}>
                {lockout.name} got it wrong 5 times and was locked out for a minute at {clockTime(lockout.at)}
                . Check their login card with them.
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="grid gap-6 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <JoinCodePanel
          joinCode={schoolClass.joinCode}
          schoolHost={host}
          schoolOrigin={pageOriginOf(context)}
          loginType={schoolClass.loginType}
          quickJoin={schoolClass.quickJoin}
          archived={Boolean(schoolClass.archivedAt)}
          onRegenerate={() => regenerateJoinCodeFn({ data: { classId: schoolClass.id } })}
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
            members={live.members}
            now={new Date(live.checkedAt)}
            loginType={schoolClass.loginType}
            onUnlock={(profileId) => unlockStudentFn({ data: { studentId: profileId } })}
            onRemove={(profileId) => removeClassMemberFn({ data: { classId: schoolClass.id, profileId } })}
            onConvert={(profileId, names) =>
              convertSessionStudentFn({ data: { studentId: profileId, ...names } })
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
          onChange={(input) => setClassItemSettingFn({ data: { classId: schoolClass.id, ...input } })}
        />
      </Card>

      <Card aria-labelledby="settings-heading">
        <CardHeader id="settings-heading" title="Class settings" />
        <ClassForm
          key={`${schoolClass.id}-${schoolClass.name}-${schoolClass.loginType}`}
          options={page.options}
          initial={{
            name: schoolClass.name,
            grade: schoolClass.grade,
            loginType: schoolClass.loginType,
            quickJoin: schoolClass.quickJoin,
            teacherIds: page.teachers.map((teacher) => teacher.profileId),
            cardIds: page.courses.map((course) => course.cardId),
          }}
          myProfileId={context?.visitor?.profileId ?? ''}
          isAdmin={context?.visitor?.type === 'admin' || context?.visitor?.type === 'staff'}
          submitLabel="Save class"
          submit={(values) => updateClassFn({ data: { classId: schoolClass.id, ...values } })}
        />
      </Card>

      <Dialog
        open={archiving}
        onOpenChange={setArchiving}
        title={schoolClass.archivedAt ? `Restore ${schoolClass.name}?` : `Archive ${schoolClass.name}?`}
        description={
          schoolClass.archivedAt
            ? 'The class comes back with its students. If another class took its join code meanwhile, it gets a new one.'
            : 'Do this at the end of the year. The join code stops working; the students keep their accounts, their work and their other classes.'
        }
      >
        {archive.error ? <Alert tone="error">{archive.error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <ActionButton onClick={toggleArchive} pending={archive.pending}>
            {schoolClass.archivedAt ? 'Restore class' : 'Archive class'}
          </ActionButton>
          <Button variant="ghost" onClick={() => setArchiving(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

function ClassCards({ classId, host, origin }: { classId: string; host: string; origin: string }) {
  const { data: cards } = useSuspenseQuery(loginCardsQuery([classId]))
  const makeAccounts = useAction({ invalidates: [studentKeys.all, classKeys.all] })
  const schoolClass = cards.classes[0]
  const printable = (schoolClass?.students.length ?? 0) > 0
  const waiting = schoolClass?.sessionOnly ?? 0
  const reasonId = 'print-reason'
  return (
    <section>
      <div className="no-print mb-6 grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="font-bold text-3xl tracking-tight">Login cards</h1>
            <p className="text-slate-600">
              Print, cut along the dashed lines and hand each child their card. Scanning a card opens the
              child's own picture step.
            </p>
          </div>
          <div className="flex gap-2">
            <Link
              to="/dashboard/groups/$groupUUID"
              params={{ groupUUID: classId }}
              className={buttonVariants({ variant: 'ghost' })}
            >
              Back to the class
            </Link>
            <Button
              onClick={() => window.print()}
              disabled={!printable}
              aria-describedby={printable ? undefined : reasonId}
            >
              <Printer aria-hidden="true" className="size-5" />
              Print
            </Button>
          </div>
        </div>
        {printable ? null : (
          <p id={reasonId} className="font-semibold text-slate-800">
            Nothing to print yet: no child in this class has an account.
            {waiting > 0
              ? ' Make accounts for the children who joined with their name, then print their cards.'
              : ' Print the join instructions instead: children join with the QR code and their name.'}
          </p>
        )}
        {waiting > 0 ? (
          <div className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-slate-800">
              {waiting} {waiting === 1 ? 'child' : 'children'} joined with just a name. Make{' '}
              {waiting === 1 ? 'an account' : 'accounts'} for them: a username, a secret picture and secret
              words are made, and all their work stays theirs.
            </p>
            {makeAccounts.error ? <Alert tone="error">{makeAccounts.error}</Alert> : null}
            <ActionButton
              className="w-fit"
              pending={makeAccounts.pending}
              onClick={() => makeAccounts.run('make', () => makeClassAccountsFn({ data: { classId } }))}
            >
              Make accounts for {waiting} {waiting === 1 ? 'child' : 'children'}
            </ActionButton>
          </div>
        ) : null}
        {!printable && waiting === 0 ? (
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: classId }}
            search={{ cards: 'join' }}
            className={buttonVariants({ variant: 'secondary', className: 'w-fit' })}
          >
            <QrCodeIcon aria-hidden="true" className="size-5" />
            Print join instructions
          </Link>
        ) : null}
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} schoolOrigin={origin} />
    </section>
  )
}

function JoinInstructions({
  classId,
  className,
  joinCode,
  host,
  origin,
  schoolName,
}: {
  classId: string
  className: string
  joinCode: string
  host: string
  origin: string
  schoolName: string
}) {
  return (
    <section>
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Join instructions</h1>
          <p className="text-slate-600">
            Children scan the QR code (or type the address) and type their name. Print, cut and hand out, or
            show one on the board.
          </p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: classId }}
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
      <JoinCardsSheet
        className={className}
        joinCode={joinCode}
        school={{ name: schoolName, address: null }}
        schoolAddress={host}
        schoolOrigin={origin}
      />
    </section>
  )
}
