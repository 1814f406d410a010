import { LockOpen, UserMinus, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { SecretPicture } from '@/components/ui/secret-picture'
import { secretPicturesName } from '@/components/ui/secret-picture-names'
import { TextLink } from '@/components/ui/text-link'
import { studentKeys } from '@/features/students/students.queries'
import { type ConvertStudentValues, convertStudentSchema } from '@/features/students/students.schemas'
import { clockTime, relativeTime } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { ClassMember } from '../class-page.server'
import { classKeys } from '../classes.queries'
import type { ClassLoginType } from '../classes.schemas'

interface MembersTableProps {
  members: ClassMember[]
  /** When the list was read: last activity is counted from it. */
  now: Date
  loginType: ClassLoginType
  onUnlock: (profileId: string) => Promise<unknown>
  onRemove: (profileId: string) => Promise<unknown>
  onConvert: (profileId: string, names: ConvertStudentValues) => Promise<unknown>
  /** Last year's class seen by a teacher (decision 114): the list only, no actions or links. */
  readOnly?: boolean
}

/** What the class page shows about its children. */
const membersChange = [classKeys.all, studentKeys.all]

function SignIn({ member, loginType }: { member: ClassMember; loginType: ClassLoginType }) {
  if (member.role === 'STUDENT_SESSION')
    return <span className="text-slate-600">{m.classes_quick_join_no_account()}</span>
  if (loginType === 'picture' && member.picturePassword !== null) {
    return (
      <span className="inline-flex items-center gap-2">
        <SecretPicture picture={member.picturePassword} className="size-8" decorative />
        {member.picturePasswordSecond !== null ? (
          <SecretPicture picture={member.picturePasswordSecond} className="size-8" decorative />
        ) : null}
        <span>{secretPicturesName(member.picturePassword, member.picturePasswordSecond)}</span>
      </span>
    )
  }
  if (loginType === 'words' && member.secretWords)
    return (
      <span className="font-mono" translate="no">
        {member.secretWords}
      </span>
    )
  return (
    <span className="font-mono" translate="no" dir="ltr">
      {member.username ?? '—'}
    </span>
  )
}

/** The children in a class, how each signs in, who is locked out, and what a teacher can do. */
export function MembersTable({
  members,
  now,
  loginType,
  onUnlock,
  onRemove,
  onConvert,
  readOnly = false,
}: MembersTableProps) {
  const action = useAction({ invalidates: membersChange })
  const [removing, setRemoving] = useState<ClassMember | null>(null)
  const [converting, setConverting] = useState<ClassMember | null>(null)

  if (members.length === 0) {
    if (readOnly) return <p className="text-slate-700">{m.classes_nobody_was()}</p>
    return (
      <p className="text-slate-700">
        {m.classes_no_students_before()}{' '}
        <TextLink to="/dashboard/students/import">{m.classes_no_students_link()}</TextLink>
        {m.onboarding_full_stop()}
      </p>
    )
  }

  return (
    <div className="grid gap-3">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-start">
          <caption className="sr-only">{m.classes_members_caption()}</caption>
          <thead className="border-slate-200 border-b text-slate-600 text-sm">
            <tr>
              <th scope="col" className="py-2 pe-4 font-semibold">
                {m.classes_col_name()}
              </th>
              <th scope="col" className="py-2 pe-4 font-semibold">
                {loginType === 'picture'
                  ? m.classes_col_secret_pictures()
                  : loginType === 'words'
                    ? m.onboarding_login_words()
                    : m.classes_col_username()}
              </th>
              <th scope="col" className="py-2 pe-4 font-semibold">
                {m.classes_col_last_active()}
              </th>
              <th scope="col" className="py-2 pe-4 font-semibold">
                {m.classes_col_lessons()}
              </th>
              <th scope="col" className="py-2 pe-4 font-semibold">
                {m.classes_col_status()}
              </th>
              {readOnly ? null : (
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">{m.classes_col_actions()}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.profileId} className="border-slate-100 border-b align-middle last:border-b-0">
                <td className="py-2 pe-4">
                  {readOnly ? (
                    <span translate="no" dir="auto">
                      {member.displayName}
                    </span>
                  ) : (
                    <TextLink
                      to="/dashboard/students/$studentUUID"
                      params={{ studentUUID: member.profileId }}
                    >
                      <span translate="no" dir="auto">
                        {member.displayName}
                      </span>
                    </TextLink>
                  )}
                </td>
                <td className="py-2 pe-4">
                  <SignIn member={member} loginType={loginType} />
                </td>
                <td className="py-2 pe-4 whitespace-nowrap" data-testid="member-last-active">
                  {relativeTime(member.lastActivityAt, now)}
                </td>
                <td className="py-2 pe-4 whitespace-nowrap" data-testid="member-lessons">
                  {m.classes_lessons_started_finished({
                    started: member.lessonsStarted,
                    finished: member.lessonsCompleted,
                  })}
                </td>
                <td className="py-2 pe-4">
                  {member.unlockRequired ? (
                    <Badge tone="danger">{m.classes_locked_you_unlock()}</Badge>
                  ) : member.lockedUntil ? (
                    <Badge tone="danger">
                      {m.classes_locked_until({ time: clockTime(member.lockedUntil) })}
                    </Badge>
                  ) : member.role === 'STUDENT_SESSION' ? (
                    <Badge tone="warning">{m.classes_quick_join()}</Badge>
                  ) : (
                    <Badge tone="success">{m.classes_can_sign_in()}</Badge>
                  )}
                </td>
                {readOnly ? null : (
                  <td className="py-2">
                    <div className="flex flex-wrap justify-end gap-1">
                      {member.lockedUntil || member.unlockRequired ? (
                        <ActionButton
                          size="sm"
                          variant="secondary"
                          icon={<LockOpen aria-hidden="true" className="size-4" />}
                          pending={action.isPending(`unlock-${member.profileId}`)}
                          disabled={action.pending}
                          onClick={() =>
                            action.run(`unlock-${member.profileId}`, () => onUnlock(member.profileId))
                          }
                        >
                          {m.classes_unlock()}
                          <span className="sr-only"> {member.displayName}</span>
                        </ActionButton>
                      ) : null}
                      {member.role === 'STUDENT_SESSION' ? (
                        <Button size="sm" variant="secondary" onClick={() => setConverting(member)}>
                          <UserPlus aria-hidden="true" className="size-4" />
                          {m.classes_make_account()}
                          <span className="sr-only"> {m.classes_for_name({ name: member.displayName })}</span>
                        </Button>
                      ) : null}
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(member)}>
                        <UserMinus aria-hidden="true" className="size-4" />
                        {m.classes_remove()}
                        <span className="sr-only">
                          {' '}
                          {m.classes_name_from_class({ name: member.displayName })}
                        </span>
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.classes_remove_question({ name: removing?.displayName ?? '' })}
        description={m.classes_remove_description()}
      >
        <div className="flex flex-wrap gap-2">
          <ActionButton
            variant="danger"
            pending={action.isPending('remove')}
            disabled={action.pending}
            onClick={async () => {
              if (removing && (await action.run('remove', () => onRemove(removing.profileId))))
                setRemoving(null)
            }}
          >
            {m.classes_remove_from_class()}
          </ActionButton>
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            {m.classes_cancel()}
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={converting !== null}
        onOpenChange={(open) => !open && setConverting(null)}
        title={m.classes_make_student_account()}
        description={m.classes_make_student_account_description({ name: converting?.displayName ?? '' })}
      >
        {converting ? (
          <ConvertForm
            key={converting.profileId}
            member={converting}
            convert={(names) => onConvert(converting.profileId, names)}
            onDone={() => setConverting(null)}
          />
        ) : null}
      </Dialog>
    </div>
  )
}

function ConvertForm({
  member,
  convert,
  onDone,
}: {
  member: ClassMember
  convert: (names: ConvertStudentValues) => Promise<unknown>
  onDone: () => void
}) {
  const { form } = useAppForm({
    defaultValues: { firstName: member.name, lastName: '' },
    validators: { onSubmit: convertStudentSchema },
    submit: convert,
    invalidates: membersChange,
    onSuccess: onDone,
  })
  return (
    <form.Form className="grid gap-4">
      <form.FormError />
      <form.AppField name="firstName">
        {(field) => <field.TextField label={m.classes_first_name()} />}
      </form.AppField>
      <form.AppField name="lastName">
        {(field) => <field.TextField label={m.classes_last_name_optional()} />}
      </form.AppField>
      <div className="flex flex-wrap gap-2">
        <form.SubmitButton>{m.classes_make_account()}</form.SubmitButton>
        <Button variant="ghost" onClick={onDone}>
          {m.classes_cancel()}
        </Button>
      </div>
    </form.Form>
  )
}
