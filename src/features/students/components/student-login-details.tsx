import { KeyRound, LockOpen, RefreshCw } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SecretPicture } from '@/components/ui/secret-picture'
import { Spinner } from '@/components/ui/spinner'
import { secretPictureLabel } from '@/lib/secret-pictures'
import { useBusyAction } from '@/lib/use-busy-action'
import type { NewCredentials, StudentDetail } from '../students.server'
import { CredentialsPanel } from './credentials-panel'

interface StudentLoginDetailsProps {
  student: StudentDetail
  onReset: (what: 'password' | 'picture' | 'words') => Promise<NewCredentials>
  onUnlock: () => Promise<unknown>
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** How the student signs in — picture, words, username — with buttons to give them new ones. */
export function StudentLoginDetails({ student, onReset, onUnlock }: StudentLoginDetailsProps) {
  const { busy, error, run } = useBusyAction()
  const [fresh, setFresh] = useState<{ credentials: NewCredentials; title: string } | null>(null)
  const reset = (what: 'password' | 'picture' | 'words', title: string) =>
    run(what, async () => {
      const credentials = await onReset(what)
      setFresh({
        credentials: {
          ...credentials,
          picturePassword: what === 'picture' ? credentials.picturePassword : null,
          secretWords: what === 'words' ? credentials.secretWords : null,
          username: what === 'password' ? credentials.username : null,
        },
        title,
      })
    })
  const spinner = (key: string, Icon: typeof RefreshCw) =>
    busy === key ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />

  if (student.role === 'STUDENT_SESSION') {
    return (
      <p className="text-slate-700">
        This child joined with quick join and has no login yet. Open their class and choose “Make account”.
      </p>
    )
  }

  return (
    <div className="grid gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {fresh ? <CredentialsPanel credentials={fresh.credentials} title={fresh.title} /> : null}
      {student.lockedUntil ? (
        <Alert tone="error" title="Locked out">
          <p>
            Five wrong tries: they can try again at {timeFormat.format(new Date(student.lockedUntil))}, or
            unlock them now.
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            disabled={busy !== null}
            onClick={() => run('unlock', async () => void (await onUnlock()))}
          >
            {spinner('unlock', LockOpen)}
            Unlock now
          </Button>
        </Alert>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        <LoginDetail
          title="Secret picture"
          action="New picture"
          icon={spinner('picture', RefreshCw)}
          disabled={busy !== null}
          onAction={() => reset('picture', 'New secret picture')}
        >
          <dd className="flex items-center gap-3">
            {student.picturePassword !== null ? (
              <>
                <SecretPicture picture={student.picturePassword} decorative className="size-12" />
                {secretPictureLabel(student.picturePassword)}
              </>
            ) : (
              'None'
            )}
          </dd>
        </LoginDetail>
        <LoginDetail
          title="Secret words"
          action="New words"
          icon={spinner('words', RefreshCw)}
          disabled={busy !== null}
          onAction={() => reset('words', 'New secret words')}
        >
          <dd className="font-mono text-lg">{student.secretWords ?? 'None'}</dd>
        </LoginDetail>
        <LoginDetail
          title="Username and password"
          action="New password"
          icon={spinner('password', KeyRound)}
          disabled={busy !== null}
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
  disabled: boolean
  onAction: () => void
  /** The `dd`s that show the current login. */
  children: ReactNode
}

/** One way the student signs in: what it is now, and a button to give them a new one. */
function LoginDetail({ title, action, icon, disabled, onAction, children }: LoginDetailProps) {
  return (
    <div className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
      <dt className="font-semibold">{title}</dt>
      {children}
      <dd>
        <Button size="sm" variant="secondary" disabled={disabled} onClick={onAction}>
          {icon}
          {action}
        </Button>
      </dd>
    </div>
  )
}
