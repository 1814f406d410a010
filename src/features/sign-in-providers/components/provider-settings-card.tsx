import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useAction } from '@/lib/use-action'
import { PROVIDER_NAMES, type ProviderSettingsRow } from '../providers'
import { saveProviderSettingsFn } from '../sign-in-providers.functions'
import { providerSettingsQuery, signInProviderKeys } from '../sign-in-providers.queries'

const domainHint = {
  google: 'Your Google Workspace domain, e.g. school.org (personal Gmail accounts are then refused).',
  microsoft: 'The domain of your school addresses, e.g. school.org.',
  clever: 'The domain of your school addresses, e.g. school.org.',
} as const

const tenantLabel = { google: null, microsoft: 'Tenant ids', clever: 'District ids' } as const

/** /dashboard/settings (admin): which of Google, Microsoft and Clever the school signs in with. */
export function ProviderSettingsCard() {
  const { data } = useQuery(providerSettingsQuery())
  if (!data) return null
  return (
    <Card aria-labelledby="sign-in-providers-title">
      <CardHeader
        id="sign-in-providers-title"
        title="Sign in with your school accounts"
        description="Teachers and students can use the Google, Microsoft or Clever account your school already gave them. Identity is the provider's account, never just an email address."
      />
      <div className="mt-4 grid gap-6">
        {data.providers.map((row) => (
          <ProviderForm key={row.provider} row={row} />
        ))}
        <p className="text-sm text-slate-600">
          Your IT person registers this server's redirect address with the provider:{' '}
          <code className="break-all">{data.redirectUri}</code>
        </p>
      </div>
    </Card>
  )
}

function ProviderForm({ row }: { row: ProviderSettingsRow }) {
  const [enabled, setEnabled] = useState(row.enabled)
  const [domains, setDomains] = useState(row.allowedDomains.join(', '))
  const [tenants, setTenants] = useState(row.allowedTenants.join(', '))
  const [studentsAllowed, setStudentsAllowed] = useState(row.studentsAllowed)
  const [selfRegistration, setSelfRegistration] = useState(row.selfRegistration)
  const action = useAction({ invalidates: [signInProviderKeys.settings, signInProviderKeys.buttons] })
  const name = PROVIDER_NAMES[row.provider]
  const tenant = tenantLabel[row.provider]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void action.run('save', () =>
      saveProviderSettingsFn({
        data: {
          provider: row.provider,
          enabled,
          allowedDomains: domains,
          allowedTenants: tenant ? tenants : '',
          studentsAllowed,
          selfRegistration,
        },
      }),
    )
  }
  return (
    <form onSubmit={submit} className="grid gap-3 border-t border-slate-200 pt-4" aria-label={name}>
      <h3 className="text-lg font-semibold">{name}</h3>
      {row.available ? null : (
        <p className="text-sm text-slate-600">
          Not set up on this server yet (its client id is not configured).
        </p>
      )}
      <Checkbox
        label={`Sign in with ${name}`}
        checked={enabled}
        disabled={!row.available}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <Field
        label="Allowed domains"
        hint={domainHint[row.provider]}
        errors={fieldErrors(action, 'allowedDomains')}
      >
        {(control) => (
          <Input {...control} value={domains} onChange={(event) => setDomains(event.target.value)} />
        )}
      </Field>
      {tenant ? (
        <Field
          label={tenant}
          hint="Leave empty to accept any."
          errors={fieldErrors(action, 'allowedTenants')}
        >
          {(control) => (
            <Input {...control} value={tenants} onChange={(event) => setTenants(event.target.value)} />
          )}
        </Field>
      ) : null}
      <Checkbox
        label="Students may use it"
        description="A child signs in with it once their account is linked (by your roster, or by a teacher's linking card)."
        checked={studentsAllowed}
        onChange={(event) => setStudentsAllowed(event.target.checked)}
      />
      <Checkbox
        label="New teachers may sign up with it"
        description="Someone who signs in for the first time with a confirmed address of an allowed domain becomes a teacher here, and a child may join a class that lets children make their own account. Needs at least one allowed domain."
        checked={selfRegistration}
        onChange={(event) => setSelfRegistration(event.target.checked)}
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {action.succeeded && action.lastKey === 'save' ? <Alert tone="success">Saved.</Alert> : null}
      <div>
        <ActionButton type="submit" pending={action.isPending('save')} disabled={action.pending}>
          Save {name}
        </ActionButton>
      </div>
    </form>
  )
}

function fieldErrors(action: { fieldErrors: readonly { field: string; message: string }[] }, field: string) {
  return action.fieldErrors.filter((error) => error.field === field).map((error) => error.message)
}
