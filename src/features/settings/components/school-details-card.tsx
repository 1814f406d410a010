import { useAppForm } from '@/components/form/use-app-form'
import { Card, CardHeader } from '@/components/ui/card'
import { LANGUAGES } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { saveSchoolSettings } from '../settings.functions'
import { settingsKeys } from '../settings.queries'
import {
  loginTypeChoices,
  loginTypeValues,
  type SchoolSettingsValues,
  schoolSettingsSchema,
} from '../settings.schemas'
import type { SchoolSettings } from '../settings.server'

/** The school's name, address, the ways its students may sign in and the language of its pages. */
export function SchoolDetailsCard({ settings }: { settings: SchoolSettings }) {
  const { form } = useAppForm({
    defaultValues: {
      name: settings.name,
      address: settings.address,
      allowedLoginTypes: settings.allowedLoginTypes,
      defaultLocale: settings.defaultLocale,
    } as SchoolSettingsValues,
    validators: { onSubmit: schoolSettingsSchema },
    skipResetForm: true,
    submit: (values) => saveSchoolSettings({ data: values }),
    invalidates: settingsKeys.schoolWide,
  })
  return (
    <Card>
      <CardHeader title={m.settings_details_title()} description={m.settings_details_description()} />
      <form.Form className="grid gap-5" aria-label={m.settings_details_title()}>
        <form.FormError />
        <form.FormSuccess>{m.settings_saved()}</form.FormSuccess>
        <form.AppField name="name">
          {(field) => <field.TextField label={m.settings_school_name()} />}
        </form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={m.settings_address()}
              hint={m.settings_address_hint()}
              autoComplete="street-address"
            />
          )}
        </form.AppField>
        <form.AppField name="allowedLoginTypes">
          {(field) => (
            <field.CheckboxGroupField
              legend={m.settings_login_types_legend()}
              hint={m.settings_login_types_hint()}
              columns={1}
              options={loginTypeValues.map((type) => ({
                value: type,
                label: loginTypeChoices[type].title(),
                description: loginTypeChoices[type].description(),
              }))}
              emptyText=""
            />
          )}
        </form.AppField>
        <form.AppField name="defaultLocale">
          {(field) => (
            <field.SelectField
              label={m.settings_default_locale_label()}
              hint={m.settings_default_locale_hint()}
              options={LANGUAGES.map((language) => ({ value: language.locale, label: language.name }))}
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>{m.settings_save_details()}</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}
