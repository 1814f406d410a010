import { useAppForm } from '@/components/form/use-app-form'
import { Card, CardHeader } from '@/components/ui/card'
import { relativeTime } from '@/lib/format'
import { updateWelcomePack } from '../onboarding.functions'
import { onboardingKeys } from '../onboarding.queries'
import { welcomePackSchema } from '../welcome-pack.schemas'
import type { WelcomePack } from '../welcome-pack.server'

interface WelcomePackEditorProps {
  pack: WelcomePack
  now: Date
}

/** Staff edit the curriculum welcome pack (markdown) with a live preview beside it. */
export function WelcomePackEditor({ pack, now }: WelcomePackEditorProps) {
  const { form } = useAppForm({
    defaultValues: { title: pack.title, body: pack.body, published: pack.published },
    validators: { onSubmit: welcomePackSchema },
    skipResetForm: true,
    submit: (values) => updateWelcomePack({ data: values }),
    invalidates: [onboardingKeys.welcomePack],
  })
  return (
    <Card>
      <CardHeader
        title="Edit"
        description={
          pack.updatedAt ? `Last saved ${relativeTime(pack.updatedAt, now).toLowerCase()}.` : 'Not saved yet.'
        }
      />
      <form.Form className="grid gap-5" aria-label="Edit the welcome pack">
        <form.FormError />
        <form.FormSuccess>Saved.</form.FormSuccess>
        <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
        <form.AppField name="body">
          {(field) => <field.MarkdownField label="Content" previewLabel="How schools see it" rows={20} />}
        </form.AppField>
        <form.AppField name="published">
          {(field) => (
            <field.CheckboxField label="Published" description="Schools see the published version." />
          )}
        </form.AppField>
        <div>
          <form.SubmitButton>Save</form.SubmitButton>
        </div>
      </form.Form>
    </Card>
  )
}
