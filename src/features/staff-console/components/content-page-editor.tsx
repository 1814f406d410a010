import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useAppForm } from '@/components/form/use-app-form'
import { updateConsoleContentPage } from '../staff-console.functions'
import { contentPageQuery, staffConsoleKeys } from '../staff-console.queries'
import { contentPageFieldsSchema } from '../staff-console.schemas'

/** Title, markdown body and published flag of one page, beside a live preview of the body. */
export function ContentPageEditor({ pageId }: { pageId: string }) {
  const queryClient = useQueryClient()
  const { data: page } = useSuspenseQuery(contentPageQuery(pageId))
  const { form } = useAppForm({
    defaultValues: { title: page.title, body: page.body, published: page.published },
    validators: { onSubmit: contentPageFieldsSchema },
    skipResetForm: true,
    submit: (values) => updateConsoleContentPage({ data: { id: pageId, ...values } }),
    // The saved page is the answer: no need to fetch it again, only the list.
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentPageQuery(pageId).queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: staffConsoleKeys.contentPages, exact: true })
    },
  })
  return (
    <form.Form className="grid content-start gap-5">
      <form.FormSuccess title="Saved">
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
      </form.FormSuccess>
      <form.FormError />
      <p className="text-slate-600">
        Address: <code>/{page.slug}</code>
      </p>
      <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
      <form.AppField name="body">{(field) => <field.MarkdownField label="Text (markdown)" />}</form.AppField>
      <form.AppField name="published">
        {(field) => (
          <field.CheckboxField
            label="Published"
            description="Visitors can read a published page at its address."
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton>Save page</form.SubmitButton>
      </div>
    </form.Form>
  )
}
