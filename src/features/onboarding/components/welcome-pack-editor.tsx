import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Card, CardHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, messagesOf } from '@/components/ui/field'
import { SubmitButton } from '@/components/ui/submit-button'
import { Textarea } from '@/components/ui/textarea'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { relativeTime } from '@/lib/relative-time'
import { updateWelcomePack } from '../onboarding.functions'
import { welcomePackSchema } from '../welcome-pack.schemas'
import type { WelcomePack } from '../welcome-pack.server'

interface WelcomePackEditorProps {
  pack: WelcomePack
  /** Renders markdown the way readers see it (the route passes the content feature's renderer). */
  renderPreview: (markdown: string) => ReactNode
  onSaved: () => void | Promise<void>
  now: Date
}

/** Staff edit the curriculum welcome pack (markdown) with a live preview beside it. */
export function WelcomePackEditor({ pack, renderPreview, onSaved, now }: WelcomePackEditorProps) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { title: pack.title, body: pack.body, published: pack.published },
    validators: { onSubmit: welcomePackSchema },
    skipResetForm: true,
    submit: (values) => updateWelcomePack({ data: values }),
    onSuccess: () => onSaved(),
  })
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardHeader
          title="Edit"
          description={
            pack.updatedAt
              ? `Last saved ${relativeTime(pack.updatedAt, now).toLowerCase()}.`
              : 'Not saved yet.'
          }
        />
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Edit the welcome pack">
          {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
          {state.success ? <Alert tone="success">Saved.</Alert> : null}
          <form.Field name="title">
            {(field) => (
              <TextField field={field} label="Title" serverErrors={holder.fieldErrorsOf('title')} />
            )}
          </form.Field>
          <form.Field name="body">
            {(field) => (
              <Field
                label="Content"
                hint="Markdown: ## for a heading, - for a list, [text](https://…) for a link."
                errors={[...messagesOf(field.state.meta.errors), ...holder.fieldErrorsOf('body')]}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={20}
                    className="font-mono text-sm"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                )}
              </Field>
            )}
          </form.Field>
          <form.Field name="published">
            {(field) => (
              <Checkbox
                checked={field.state.value}
                onChange={(event) => field.handleChange(event.target.checked)}
                label="Published"
                description="Schools see the published version."
              />
            )}
          </form.Field>
          <div>
            <SubmitButton submitting={state.submitting}>Save</SubmitButton>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="welcome-pack-preview">
        <h2
          id="welcome-pack-preview"
          className="mb-4 font-bold text-slate-600 text-sm uppercase tracking-wide"
        >
          Preview
        </h2>
        <form.Subscribe selector={(formState) => formState.values}>
          {(values) => (
            <article>
              <h3 className="mb-4 font-bold text-3xl">{values.title}</h3>
              {values.body.trim() ? (
                renderPreview(values.body)
              ) : (
                <p className="text-slate-600">Nothing written yet.</p>
              )}
            </article>
          )}
        </form.Subscribe>
      </Card>
    </div>
  )
}
