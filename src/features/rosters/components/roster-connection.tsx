import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { OneRosterConnection } from '../roster-sources.server'
import { saveOneRosterConnectionFn, syncOneRosterNowFn } from '../rosters.functions'
import { oneRosterConnectionQuery, rosterKeys } from '../rosters.queries'
import { oneRosterConnectionSchema } from '../rosters.schemas'

function ConnectionForm({ saved }: { saved: OneRosterConnection | null }) {
  const { form } = useAppForm({
    defaultValues: {
      baseUrl: saved?.baseUrl ?? '',
      tokenUrl: saved?.tokenUrl ?? '',
      clientId: saved?.clientId ?? '',
      clientSecret: '',
      daily: saved?.daily ?? true,
    },
    validators: { onSubmit: oneRosterConnectionSchema },
    submit: (values) => saveOneRosterConnectionFn({ data: values }),
    skipResetForm: true,
    invalidates: [rosterKeys.connection()],
  })
  return (
    <form.Form className="grid gap-3" aria-label={m.roster_connection_form()}>
      <form.FormError />
      <form.FormSuccess>{m.roster_saved()}</form.FormSuccess>
      <form.AppField name="baseUrl">
        {(field) => (
          <field.TextField
            label={m.roster_server_address()}
            placeholder="https://sis.example.org"
            dir="ltr"
          />
        )}
      </form.AppField>
      <form.AppField name="tokenUrl">
        {(field) => (
          <field.TextField
            label={m.roster_token_address()}
            placeholder="https://sis.example.org/oauth/token"
            dir="ltr"
          />
        )}
      </form.AppField>
      <form.AppField name="clientId">
        {(field) => <field.TextField label={m.roster_client_id()} dir="ltr" />}
      </form.AppField>
      <form.AppField name="clientSecret">
        {(field) => (
          <field.TextField
            label={m.roster_client_secret()}
            type="password"
            autoComplete="off"
            hint={saved?.hasSecret ? m.roster_secret_saved() : undefined}
          />
        )}
      </form.AppField>
      <form.AppField name="daily">
        {(field) => (
          <field.CheckboxField
            label={m.roster_sync_nightly()}
            description={m.roster_sync_nightly_description()}
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton>{m.roster_save_connection()}</form.SubmitButton>
      </div>
    </form.Form>
  )
}

/** The school's OneRoster REST connection and "Sync now". */
export function RosterConnection() {
  const { data: saved, isPending } = useQuery(oneRosterConnectionQuery())
  const navigate = useNavigate()
  const action = useAction<{ syncId: string }>({
    invalidates: [rosterKeys.list()],
    onSuccess: ({ syncId }) =>
      navigate({ to: '/dashboard/students/import/roster/$syncUUID', params: { syncUUID: syncId } }),
  })
  if (isPending) return null
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">{m.roster_connection_text()}</p>
      <ConnectionForm saved={saved ?? null} />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {saved ? (
        <div>
          <ActionButton
            variant="secondary"
            pending={action.pending}
            disabled={action.pending}
            onClick={() => action.run('sync', () => syncOneRosterNowFn())}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            {m.roster_sync_now()}
          </ActionButton>
        </div>
      ) : null}
    </div>
  )
}
