import { AuthCard } from './auth-card'
import { SetPasswordForm } from './set-password-form'

const texts = {
  reset: { title: 'Reset your password', intro: 'Choose a new password for your account.' },
  invite: { title: 'Choose a password', intro: 'Welcome! Choose the password you will sign in with.' },
} as const

/**
 * /reset-password (kind reset) and /set-password (kind invite): the mailed link's token and one
 * password box.
 */
export function PasswordPage({ kind, token }: { kind: 'reset' | 'invite'; token: string | undefined }) {
  return (
    <AuthCard title={texts[kind].title} intro={<p>{texts[kind].intro}</p>}>
      <SetPasswordForm kind={kind} token={token} />
    </AuthCard>
  )
}
