import { Mail } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { useAction } from '@/lib/use-action'
import { mailSignInLinkFn } from '../sign-in-providers.functions'

/** The team page (admin): mail a teacher a one-time sign-in link (decision 172). */
export function MailSignInLinkCard({
  profileId,
  name,
  email,
}: {
  profileId: string
  name: string
  email: string
}) {
  const action = useAction<{ sentTo: string }>()
  return (
    <Card>
      <CardHeader
        title="Sign-in link"
        description={`Mail ${name} a link that signs them in once, without their password. It works for one day; a new password ends it.`}
      />
      {action.succeeded && action.data ? (
        <Alert tone="success" className="mb-4">
          We sent a sign-in link to {action.data.sentTo}.
        </Alert>
      ) : null}
      {action.error ? (
        <Alert tone="error" className="mb-4">
          {action.error}
        </Alert>
      ) : null}
      <ActionButton
        variant="secondary"
        pending={action.pending}
        icon={<Mail aria-hidden="true" className="size-5" />}
        onClick={() => action.run('mail', () => mailSignInLinkFn({ data: { profileId } }))}
      >
        Mail a sign-in link to {email}
      </ActionButton>
    </Card>
  )
}
