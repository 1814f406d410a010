import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Archive, ArchiveRestore, Printer, QrCode as QrCodeIcon, Upload } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { BackLink } from '@/components/ui/text-link'
import { convertSessionStudentFn, unlockStudentFn } from '@/features/students/students.functions'
import { studentKeys } from '@/features/students/students.queries'
import { gradeLabel } from '@/lib/grades'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { QUICK_JOIN_DAYS } from '@/lib/students/quick-join'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import {
  archiveClassFn,
  closeJoinWindowFn,
  openJoinWindowFn,
  regenerateJoinCodeFn,
  removeClassMemberFn,
  restoreClassFn,
  setClassItemSettingFn,
  updateClassFn,
} from '../classes.functions'
import { classActivityQuery, classKeys, classPageQuery } from '../classes.queries'
import { schoolHostOf } from '../school-host'
import { ClassForm } from './class-form'
import { ClassJoinInstructions, ClassLoginCards } from './class-print-views'
import { CourseSettings } from './course-settings'
import { JoinCodePanel } from './join-code-panel'
import { MembersTable } from './members-table'
import { SignInLocksPanel } from './sign-in-locks-panel'

interface ClassPageProps {
  classId: string
  /** print: the children's login cards; join: the class's join instructions with their QR code. */
  cards?: 'print' | 'join'
}

/**
 * /dashboard/groups/$groupUUID: one class, live (decision 098): its join code, students, courses and
 * settings; or, by `cards`, the sheet to print.
 */
export function ClassPage({ classId, cards }: ClassPageProps) {
  const { data: page } = useSuspenseQuery(classPageQuery(classId))
  // Children joining and running show up without a reload (decision 098).
  const { data: live = page } = useQuery({
    ...classActivityQuery(classId, {
      members: page.members,
      recentLockouts: page.recentLockouts,
      checkedAt: page.checkedAt,
    }),
    enabled: cards !== 'print',
  })
  const context = useRequestContext()
  const host = schoolHostOf(context)
  const [archiving, setArchiving] = useState(false)
  const archive = useAction({
    invalidates: [classKeys.all, studentKeys.all],
    onSuccess: () => setArchiving(false),
  })
  const { schoolClass } = page
  const manager = context?.visitor?.type === 'admin' || context?.visitor?.type === 'staff'
  // Last year's class seen by a teacher: a list to look at, and Restore (decision 114).
  const readOnly = Boolean(schoolClass.archivedAt) && !manager

  if (cards === 'print' && !schoolClass.archivedAt)
    return <ClassLoginCards classId={schoolClass.id} host={host} origin={pageOriginOf(context)} />
  if (cards === 'join' && !schoolClass.archivedAt)
    return (
      <ClassJoinInstructions
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
    <section className="grid grid-cols-1 gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/groups">{m.dashboard_nav_classes()}</BackLink>
        </p>
        <PageHeader
          title={
            <span translate="no" dir="auto">
              {schoolClass.name}
            </span>
          }
          description={[
            gradeLabel(schoolClass.grade),
            m.classes_members_of({ count: live.members.length, max: page.maxSize }),
            ...(schoolClass.archivedAt ? [m.classes_archived_lower()] : []),
          ].join(' · ')}
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
                    {m.classes_print_join_instructions()}
                  </Link>
                  <Link
                    to="/dashboard/groups/$groupUUID"
                    params={{ groupUUID: schoolClass.id }}
                    search={{ cards: 'print' }}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    <Printer aria-hidden="true" className="size-5" />
                    {m.classes_print_login_cards()}
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
                {schoolClass.archivedAt ? m.classes_restore_class() : m.classes_archive_class()}
              </Button>
            </>
          }
        />
      </div>

      {readOnly ? (
        <Alert title={m.classes_last_year_title()}>
          <p>{m.classes_last_year_text()}</p>
        </Alert>
      ) : null}

      <SignInLocksPanel
        classId={schoolClass.id}
        recentLockouts={live.recentLockouts}
        onUnlock={(profileId) => unlockStudentFn({ data: { studentId: profileId } })}
        readOnly={readOnly || Boolean(schoolClass.archivedAt)}
      />

      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <JoinCodePanel
          joinCode={schoolClass.joinCode}
          schoolHost={host}
          schoolOrigin={pageOriginOf(context)}
          loginType={schoolClass.loginType}
          quickJoin={schoolClass.quickJoin}
          selfRegistration={schoolClass.selfRegistration}
          joinOpenUntil={schoolClass.joinOpenUntil}
          archived={Boolean(schoolClass.archivedAt)}
          onRegenerate={() => regenerateJoinCodeFn({ data: { classId: schoolClass.id } })}
          onOpenJoin={() => openJoinWindowFn({ data: { classId: schoolClass.id } })}
          onCloseJoin={() => closeJoinWindowFn({ data: { classId: schoolClass.id } })}
        />
        <Card aria-labelledby="students-heading">
          <CardHeader
            id="students-heading"
            title={m.dashboard_nav_students()}
            actions={
              readOnly ? null : (
                <Link
                  to="/dashboard/students/import"
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  <Upload aria-hidden="true" className="size-4" />
                  {m.classes_import_class_list()}
                </Link>
              )
            }
          />
          {live.members.some((member) => member.role === 'STUDENT_SESSION') ? (
            <p className="mb-3 text-slate-700 text-sm">
              {m.classes_quick_join_expiry({ days: QUICK_JOIN_DAYS })}
            </p>
          ) : null}
          <MembersTable
            members={live.members}
            now={new Date(live.checkedAt)}
            loginType={schoolClass.loginType}
            onUnlock={(profileId) => unlockStudentFn({ data: { studentId: profileId } })}
            onRemove={(profileId) => removeClassMemberFn({ data: { classId: schoolClass.id, profileId } })}
            onConvert={(profileId, names) =>
              convertSessionStudentFn({ data: { studentId: profileId, ...names } })
            }
            readOnly={readOnly}
          />
        </Card>
      </div>

      {readOnly ? null : (
        <>
          <Card aria-labelledby="courses-heading">
            <CardHeader
              id="courses-heading"
              title={m.classes_courses_title()}
              description={m.classes_courses_description()}
            />
            <CourseSettings
              classId={schoolClass.id}
              courses={page.courses}
              onChange={(input) => setClassItemSettingFn({ data: { classId: schoolClass.id, ...input } })}
            />
          </Card>

          <Card aria-labelledby="settings-heading">
            <CardHeader id="settings-heading" title={m.classes_settings_title()} />
            <ClassForm
              // One form per class: saving keeps it (and its "Saved."); its values are what was saved.
              key={schoolClass.id}
              options={page.options}
              initial={{
                name: schoolClass.name,
                grade: schoolClass.grade,
                loginType: schoolClass.loginType,
                quickJoin: schoolClass.quickJoin,
                selfRegistration: schoolClass.selfRegistration,
                teacherIds: page.teachers.map((teacher) => teacher.profileId),
                cardIds: page.courses.map((course) => course.cardId),
              }}
              myProfileId={context?.visitor?.profileId ?? ''}
              isAdmin={manager}
              submitLabel={m.classes_save_class()}
              submit={(values) => updateClassFn({ data: { classId: schoolClass.id, ...values } })}
            />
          </Card>
        </>
      )}

      <Dialog
        open={archiving}
        onOpenChange={setArchiving}
        title={
          schoolClass.archivedAt
            ? m.classes_restore_question({ name: schoolClass.name })
            : m.classes_archive_question({ name: schoolClass.name })
        }
        description={
          schoolClass.archivedAt ? m.classes_restore_description() : m.classes_archive_description()
        }
      >
        {archive.error ? <Alert tone="error">{archive.error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <ActionButton onClick={toggleArchive} pending={archive.pending}>
            {schoolClass.archivedAt ? m.classes_restore_class() : m.classes_archive_class()}
          </ActionButton>
          <Button variant="ghost" onClick={() => setArchiving(false)}>
            {m.classes_cancel()}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
