import { Alert } from '@/components/ui/alert'
import { SecretPicturePair } from '@/components/ui/secret-picture-pair'
import type { NewCredentials } from '../student-secrets.server'

/** A new password, picture or words, shown once: only the password's hash is kept. */
export function CredentialsPanel({ credentials, title }: { credentials: NewCredentials; title: string }) {
  return (
    <Alert tone="success" title={title}>
      <dl className="mt-1 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {credentials.username ? (
          <>
            <dt className="font-semibold">Username</dt>
            <dd className="font-mono">{credentials.username}</dd>
          </>
        ) : null}
        {credentials.password ? (
          <>
            <dt className="font-semibold">Password</dt>
            <dd className="font-mono" data-testid="new-password">
              {credentials.password}
            </dd>
          </>
        ) : null}
        {credentials.picturePassword !== null ? (
          <>
            <dt className="font-semibold">
              {credentials.picturePasswordSecond === null ? 'Secret picture' : 'Secret pictures'}
            </dt>
            <dd>
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
            <dt className="font-semibold">Secret words</dt>
            <dd className="font-mono">{credentials.secretWords}</dd>
          </>
        ) : null}
      </dl>
      {credentials.password ? (
        <p className="mt-2 text-sm">
          Write the password down or print the login card now: it is not shown again.
        </p>
      ) : null}
    </Alert>
  )
}
