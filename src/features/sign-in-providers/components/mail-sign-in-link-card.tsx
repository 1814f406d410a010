import { Mail } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
      <CardHeader title={m.providers_mail_title()} description={m.providers_mail_description({ name })} />
      {action.succeeded && action.data ? (
        <Alert tone="success" className="mb-4">
          {m.providers_mail_sent({ email: action.data.sentTo })}
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
        {m.providers_mail_button({ email })}
      </ActionButton>
    </Card>
  )
}
