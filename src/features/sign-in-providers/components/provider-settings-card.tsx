import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { PROVIDER_NAMES, type ProviderSettingsRow } from '../providers'
import { saveProviderSettingsFn } from '../sign-in-providers.functions'
import { providerSettingsQuery, signInProviderKeys } from '../sign-in-providers.queries'

const domainHint = {
  google: m.providers_domain_hint_google,
  microsoft: m.providers_domain_hint_other,
  clever: m.providers_domain_hint_other,
} as const

const tenantLabel = {
  google: null,
  microsoft: m.providers_tenant_ids,
  clever: m.providers_district_ids,
} as const

/** /dashboard/settings (admin): which of Google, Microsoft and Clever the school signs in with. */
export function ProviderSettingsCard() {
  const { data } = useQuery(providerSettingsQuery())
  if (!data) return null
  return (
    <Card aria-labelledby="sign-in-providers-title">
      <CardHeader
        id="sign-in-providers-title"
        title={m.providers_settings_title()}
        description={m.providers_settings_description()}
      />
      <div className="mt-4 grid gap-6">
        {data.providers.map((row) => (
          <ProviderForm key={row.provider} row={row} />
        ))}
        <p className="text-sm text-slate-600">
          {m.providers_redirect_address()}{' '}
          <code className="break-all" dir="ltr" translate="no">
            {data.redirectUri}
          </code>
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
    <form
      onSubmit={submit}
      className="grid gap-3 border-t border-slate-200 pt-4"
      aria-labelledby={`provider-${row.provider}-heading`}
    >
      {/* Named by the provider's own name (a brand, the same in every language). */}
      <h3 id={`provider-${row.provider}-heading`} className="text-lg font-semibold" translate="no">
        {name}
      </h3>
      {row.available ? null : <p className="text-sm text-slate-600">{m.providers_not_set_up()}</p>}
      <Checkbox
        label={m.providers_sign_in_with({ provider: name })}
        checked={enabled}
        disabled={!row.available}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <Field
        label={m.providers_allowed_domains()}
        hint={domainHint[row.provider]()}
        errors={fieldErrors(action, 'allowedDomains')}
      >
        {(control) => (
          <Input {...control} value={domains} onChange={(event) => setDomains(event.target.value)} />
        )}
      </Field>
      {tenant ? (
        <Field
          label={tenant()}
          hint={m.providers_leave_empty()}
          errors={fieldErrors(action, 'allowedTenants')}
        >
          {(control) => (
            <Input {...control} value={tenants} onChange={(event) => setTenants(event.target.value)} />
          )}
        </Field>
      ) : null}
      <Checkbox
        label={m.providers_students_may()}
        description={m.providers_students_may_description()}
        checked={studentsAllowed}
        onChange={(event) => setStudentsAllowed(event.target.checked)}
      />
      <Checkbox
        label={m.providers_teachers_may()}
        description={m.providers_teachers_may_description()}
        checked={selfRegistration}
        onChange={(event) => setSelfRegistration(event.target.checked)}
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {action.succeeded && action.lastKey === 'save' ? (
        <Alert tone="success">{m.providers_saved()}</Alert>
      ) : null}
      <div>
        <ActionButton type="submit" pending={action.isPending('save')} disabled={action.pending}>
          {m.providers_save({ provider: name })}
        </ActionButton>
      </div>
    </form>
  )
}

function fieldErrors(action: { fieldErrors: readonly { field: string; message: string }[] }, field: string) {
  return action.fieldErrors.filter((error) => error.field === field).map((error) => error.message)
}
