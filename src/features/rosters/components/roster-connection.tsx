import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { RefreshCw } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { useAction } from '@/lib/use-action'
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
    <form.Form className="grid gap-3" aria-label="OneRoster connection">
      <form.FormError />
      <form.FormSuccess>Saved.</form.FormSuccess>
      <form.AppField name="baseUrl">
        {(field) => (
          <field.TextField label="OneRoster server address" placeholder="https://sis.example.org" />
        )}
      </form.AppField>
      <form.AppField name="tokenUrl">
        {(field) => (
          <field.TextField label="Token address" placeholder="https://sis.example.org/oauth/token" />
        )}
      </form.AppField>
      <form.AppField name="clientId">{(field) => <field.TextField label="Client id" />}</form.AppField>
      <form.AppField name="clientSecret">
        {(field) => (
          <field.TextField
            label="Client secret"
            type="password"
            autoComplete="off"
            hint={saved?.hasSecret ? 'A secret is saved. Leave this empty to keep it.' : undefined}
          />
        )}
      </form.AppField>
      <form.AppField name="daily">
        {(field) => <field.CheckboxField label="Sync every night" description="Sync now works either way." />}
      </form.AppField>
      <div>
        <form.SubmitButton>Save the connection</form.SubmitButton>
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
      <p className="text-slate-700">
        Or connect this school to your information system's OneRoster 1.2 REST service (ask its administrator
        for a client id and secret with the roster-core.readonly scope). It is read every night and whenever
        you press Sync now; the same rules apply as for a file.
      </p>
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
            Sync now
          </ActionButton>
        </div>
      ) : null}
    </div>
  )
}
