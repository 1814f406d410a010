import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, messagesOf } from '@/components/ui/field'
import { SubmitButton } from '@/components/ui/submit-button'
import { Textarea } from '@/components/ui/textarea'
import { Markdown } from '@/features/content/components/markdown'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { updateConsoleContentPage } from '../staff-console.functions'
import { contentPageQuery, staffConsoleKeys } from '../staff-console.queries'
import { contentPageFieldsSchema } from '../staff-console.schemas'

/** Title, markdown body and published flag of one page, beside a live preview of the body. */
export function ContentPageEditor({ pageId }: { pageId: string }) {
  const queryClient = useQueryClient()
  const { data: page } = useSuspenseQuery(contentPageQuery(pageId))
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { title: page.title, body: page.body, published: page.published },
    validators: { onSubmit: contentPageFieldsSchema },
    skipResetForm: true,
    submit: async (values) => {
      const saved = await updateConsoleContentPage({ data: { id: pageId, ...values } })
      queryClient.setQueryData(contentPageQuery(pageId).queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: staffConsoleKeys.contentPages, exact: true })
      return saved
    },
  })
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-5">
        {state.success ? (
          <Alert tone="success" title="Saved">
            {page.published ? (
              <>
                The page is live at{' '}
                <a href={`/${page.slug}`} className="font-semibold underline underline-offset-4">
                  /{page.slug}
                </a>
                .
              </>
            ) : (
              'The page is a draft: visitors cannot see it until you publish it.'
            )}
          </Alert>
        ) : null}
        {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
        <p className="text-slate-600">
          Address: <code>/{page.slug}</code>
        </p>
        <form.Field name="title">
          {(field) => <TextField field={field} label="Title" serverErrors={holder.fieldErrorsOf('title')} />}
        </form.Field>
        <form.Field name="body">
          {(field) => (
            <Field
              label="Text (markdown)"
              hint="# for a heading, **bold**, - for a list, [words](https://…) for a link."
              errors={[...messagesOf(field.state.meta.errors), ...holder.fieldErrorsOf('body')]}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name={field.name}
                  rows={18}
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
              label="Published"
              description="Visitors can read a published page at its address."
              name={field.name}
              checked={field.state.value}
              onChange={(event) => field.handleChange(event.target.checked)}
            />
          )}
        </form.Field>
        <SubmitButton submitting={state.submitting}>Save page</SubmitButton>
      </form>
      <section
        aria-labelledby="preview-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2
          id="preview-heading"
          className="mb-4 font-semibold text-slate-600 text-sm uppercase tracking-wide"
        >
          Preview
        </h2>
        <form.Subscribe selector={(formState) => [formState.values.title, formState.values.body] as const}>
          {([title, body]) => (
            <article>
              <p className="mb-4 font-bold text-2xl">{title}</p>
              <Markdown>{body}</Markdown>
            </article>
          )}
        </form.Subscribe>
      </section>
    </div>
  )
}
