import { KeyRound, LockOpen, RefreshCw } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { SecretPicturePair } from '@/components/ui/secret-picture-pair'
import { clockTime } from '@/lib/format'
import { rosterKeys } from '@/lib/roster-keys'
import { QUICK_JOIN_DAYS } from '@/lib/students/quick-join'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { StudentDetail } from '../get-student.server'
import type { NewCredentials } from '../student-secrets.server'
import { studentKeys } from '../students.queries'
import { CredentialsPanel } from './credentials-panel'

interface StudentLoginDetailsProps {
  student: StudentDetail
  onReset: (what: 'password' | 'picture' | 'words') => Promise<NewCredentials>
  onUnlock: () => Promise<unknown>
}

/** How the student signs in — picture, words, username — with buttons to give them new ones. */
export function StudentLoginDetails({ student, onReset, onUnlock }: StudentLoginDetailsProps) {
  const action = useAction({ invalidates: [studentKeys.all, rosterKeys.classes] })
  const [fresh, setFresh] = useState<{ credentials: NewCredentials; title: string } | null>(null)
  const reset = (what: 'password' | 'picture' | 'words', title: string) =>
    action.run(what, async () => {
      const credentials = await onReset(what)
      setFresh({
        credentials: {
          ...credentials,
          picturePassword: what === 'picture' ? credentials.picturePassword : null,
          picturePasswordSecond: what === 'picture' ? credentials.picturePasswordSecond : null,
          secretWords: what === 'words' ? credentials.secretWords : null,
          username: what === 'password' ? credentials.username : null,
        },
        title,
      })
    })

  if (student.role === 'STUDENT_SESSION') {
    return <p className="text-slate-700">{m.students_quick_join_no_login({ days: QUICK_JOIN_DAYS })}</p>
  }

  return (
    <div className="grid gap-4">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {fresh ? <CredentialsPanel credentials={fresh.credentials} title={fresh.title} /> : null}
      {student.lockedUntil || student.unlockRequired ? (
        <Alert tone="error" title={m.students_locked_out()}>
          <p>
            {student.unlockRequired
              ? m.students_unlock_required()
              : m.students_locked_until_or_now({ time: clockTime(student.lockedUntil!) })}
          </p>
          <ActionButton
            size="sm"
            variant="secondary"
            className="mt-2"
            icon={<LockOpen aria-hidden="true" className="size-4" />}
            pending={action.isPending('unlock')}
            disabled={action.pending}
            onClick={() => action.run('unlock', onUnlock)}
          >
            {m.students_unlock_now()}
          </ActionButton>
        </Alert>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <LoginDetail
          title={m.classes_col_secret_pictures()}
          action={m.students_new_pictures()}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          pending={action.isPending('picture')}
          disabled={action.pending}
          onAction={() => reset('picture', m.students_new_secret_pictures())}
        >
          {/* The names of the pictures are English until their words are translated (decision 204). */}
          <dd className="flex items-center gap-3" lang={student.picturePassword !== null ? 'en' : undefined}>
            {student.picturePassword !== null ? (
              <SecretPicturePair
                first={student.picturePassword}
                second={student.picturePasswordSecond}
                pictureClassName="w-12 text-sm"
              />
            ) : (
              m.students_none()
            )}
          </dd>
          {student.picturePassword !== null && student.picturePasswordSecond === null ? (
            <dd className="text-slate-600 text-sm">{m.students_one_picture()}</dd>
          ) : null}
        </LoginDetail>
        <LoginDetail
          title={m.onboarding_login_words()}
          action={m.students_new_words()}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          pending={action.isPending('words')}
          disabled={action.pending}
          onAction={() => reset('words', m.students_new_secret_words())}
        >
          {student.secretWords ? (
            <dd className="font-mono text-lg" translate="no">
              {student.secretWords}
            </dd>
          ) : (
            <dd className="font-mono text-lg">{m.students_none()}</dd>
          )}
        </LoginDetail>
        <LoginDetail
          title={m.onboarding_login_password()}
          action={m.profile_new_password()}
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          pending={action.isPending('password')}
          disabled={action.pending}
          onAction={() => reset('password', m.profile_new_password())}
        >
          <dd className="font-mono text-lg" translate="no" dir="ltr">
            {student.username ?? '—'}
          </dd>
          <dd>
            {student.hasPassword ? (
              <Badge tone="success">{m.students_password_set()}</Badge>
            ) : (
              <Badge>{m.students_no_password()}</Badge>
            )}
          </dd>
        </LoginDetail>
      </dl>
    </div>
  )
}

interface LoginDetailProps {
  title: string
  /** The button that gives the student a new one. */
  action: string
  icon: ReactNode
  pending: boolean
  disabled: boolean
  onAction: () => void
  /** The `dd`s that show the current login. */
  children: ReactNode
}

/** One way the student signs in: what it is now, and a button to give them a new one. */
function LoginDetail({ title, action, icon, pending, disabled, onAction, children }: LoginDetailProps) {
  return (
    <div className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
      <dt className="font-semibold">{title}</dt>
      {children}
      <dd>
        <ActionButton
          size="sm"
          variant="secondary"
          icon={icon}
          pending={pending}
          disabled={disabled}
          onClick={onAction}
        >
          {action}
        </ActionButton>
      </dd>
    </div>
  )
}
