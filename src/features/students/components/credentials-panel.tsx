import { Alert } from '@/components/ui/alert'
import { SecretPicturePair } from '@/components/ui/secret-picture-pair'
import { m } from '@/paraglide/messages'
import type { NewCredentials } from '../student-secrets.server'

/** A new password, picture or words, shown once: only the password's hash is kept. */
export function CredentialsPanel({ credentials, title }: { credentials: NewCredentials; title: string }) {
  return (
    <Alert tone="success" title={title}>
      <dl className="mt-1 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {credentials.username ? (
          <>
            <dt className="font-semibold">{m.classes_col_username()}</dt>
            <dd className="font-mono" translate="no" dir="ltr">
              {credentials.username}
            </dd>
          </>
        ) : null}
        {credentials.password ? (
          <>
            <dt className="font-semibold">{m.students_password()}</dt>
            <dd className="font-mono" data-testid="new-password" translate="no" dir="ltr">
              {credentials.password}
            </dd>
          </>
        ) : null}
        {credentials.picturePassword !== null ? (
          <>
            <dt className="font-semibold">
              {credentials.picturePasswordSecond === null
                ? m.students_secret_picture()
                : m.classes_col_secret_pictures()}
            </dt>
            {/* The names of the pictures are English until their words are translated (decision 204). */}
            <dd lang="en">
              <SecretPicturePair
                first={credentials.picturePassword}
                second={credentials.picturePasswordSecond}
                pictureClassName="w-14 text-sm"
              />
            </dd>
          </>
        ) : null}
        {credentials.secretWords ? (
          <>
            <dt className="font-semibold">{m.onboarding_login_words()}</dt>
            <dd className="font-mono" translate="no">
              {credentials.secretWords}
            </dd>
          </>
        ) : null}
      </dl>
      {credentials.password ? <p className="mt-2 text-sm">{m.students_write_password_down()}</p> : null}
    </Alert>
  )
}
