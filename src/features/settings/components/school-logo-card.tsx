import { ImageUp } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { m } from '@/paraglide/messages'
import type { SchoolSettings } from '../settings.server'
import { useSchoolLogo } from './use-school-logo'

/** The school's logo: shown, uploaded (up to 1 MB, checked before sending), removed. */
export function LogoCard({ settings }: { settings: SchoolSettings }) {
  const logo = useSchoolLogo()
  return (
    <Card>
      <CardHeader title={m.settings_logo_title()} description={m.settings_logo_description()} />
      <div className="grid gap-4">
        <div className="flex min-h-24 items-center justify-center rounded-lg border border-slate-300 border-dashed bg-slate-50 p-4">
          {settings.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt={m.settings_logo_alt({ school: settings.name })}
              className="max-h-24 max-w-full object-contain"
            />
          ) : (
            <p className="text-slate-600">{m.settings_no_logo()}</p>
          )}
        </div>
        {logo.error ? <Alert tone="error">{logo.error}</Alert> : null}
        {logo.saved ? <Alert tone="success">{m.settings_logo_saved()}</Alert> : null}
        <Field label={m.settings_choose_logo()} errors={[]}>
          {(control) => (
            <Input
              {...control}
              key={logo.inputKey}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
              disabled={logo.uploading}
              onChange={(event) => logo.choose(event.target.files?.[0])}
            />
          )}
        </Field>
        {logo.uploading ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <ImageUp aria-hidden="true" className="size-5" /> {m.settings_uploading()}
          </p>
        ) : null}
        {settings.logoUrl ? (
          <div>
            <ActionButton variant="secondary" pending={logo.removing} onClick={logo.removeLogo}>
              {m.settings_remove_logo()}
            </ActionButton>
          </div>
        ) : null}
      </div>
    </Card>
  )
}
