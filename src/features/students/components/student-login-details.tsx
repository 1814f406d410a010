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
    return (
      <p className="text-slate-700">
        This child joined with quick join and has no login yet. Open their class and choose “Make account”.
        Unless you do, they and their work are deleted {QUICK_JOIN_DAYS} days after they last used CodeSchool.
      </p>
    )
  }

  return (
    <div className="grid gap-4">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {fresh ? <CredentialsPanel credentials={fresh.credentials} title={fresh.title} /> : null}
      {student.lockedUntil || student.unlockRequired ? (
        <Alert tone="error" title="Locked out">
          <p>
            {student.unlockRequired
              ? 'Too many wrong tries: they can sign in again once you unlock them.'
              : `Five wrong tries: they can try again at ${clockTime(student.lockedUntil!)}, or unlock them now.`}
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
            Unlock now
          </ActionButton>
        </Alert>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <LoginDetail
          title="Secret pictures"
          action="New pictures"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          pending={action.isPending('picture')}
          disabled={action.pending}
          onAction={() => reset('picture', 'New secret pictures')}
        >
          <dd className="flex items-center gap-3">
            {student.picturePassword !== null ? (
              <SecretPicturePair
                first={student.picturePassword}
                second={student.picturePasswordSecond}
                pictureClassName="w-12 text-sm"
              />
            ) : (
              'None'
            )}
          </dd>
          {student.picturePassword !== null && student.picturePasswordSecond === null ? (
            <dd className="text-slate-600 text-sm">One picture: “New pictures” gives them two.</dd>
          ) : null}
        </LoginDetail>
        <LoginDetail
          title="Secret words"
          action="New words"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          pending={action.isPending('words')}
          disabled={action.pending}
          onAction={() => reset('words', 'New secret words')}
        >
          <dd className="font-mono text-lg">{student.secretWords ?? 'None'}</dd>
        </LoginDetail>
        <LoginDetail
          title="Username and password"
          action="New password"
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          pending={action.isPending('password')}
          disabled={action.pending}
          onAction={() => reset('password', 'New password')}
        >
          <dd className="font-mono text-lg">{student.username ?? '—'}</dd>
          <dd>
            {student.hasPassword ? <Badge tone="success">Password set</Badge> : <Badge>No password</Badge>}
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
