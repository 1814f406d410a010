import { useAppForm } from '@/components/form/use-app-form'
import { Card, CardHeader } from '@/components/ui/card'
import { LANGUAGES } from '@/lib/i18n/locales'
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
      <CardHeader
        title="School details"
        description="What teachers, students and printed login cards show."
      />
      <form.Form className="grid gap-5" aria-label="School details">
        <form.FormError />
        <form.FormSuccess>Saved.</form.FormSuccess>
        <form.AppField name="name">{(field) => <field.TextField label="School name" />}</form.AppField>
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label="Address"
              hint="Optional. Printed on login cards so a lost card finds its way back."
              autoComplete="street-address"
            />
          )}
        </form.AppField>
        <form.AppField name="allowedLoginTypes">
          {(field) => (
            <field.CheckboxGroupField
              legend="How students may sign in"
              hint="Teachers choose one of these for each class. Switching one off does not change existing classes."
              columns={1}
              options={loginTypeValues.map((type) => ({
                value: type,
                label: loginTypeChoices[type].title,
                description: loginTypeChoices[type].description,
              }))}
              emptyText=""
            />
          )}
        </form.AppField>
        <form.AppField name="defaultLocale">
          {(field) => (
            <field.SelectField
              label="Language of the school's pages"
              hint="For visitors whose browser asks for none of these languages. Anyone can choose their own on the sign-in, join and lesson pages."
              options={LANGUAGES.map((language) => ({ value: language.locale, label: language.name }))}
            />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>Save details</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}
