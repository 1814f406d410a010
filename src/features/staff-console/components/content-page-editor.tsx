import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useAppForm } from '@/components/form/use-app-form'
import { m } from '@/paraglide/messages'
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
      <form.FormSuccess title={m.staff_editor_saved()}>
        {page.published ? (
          <>
            {m.staff_editor_live()}{' '}
            <a href={`/${page.slug}`} className="font-semibold underline underline-offset-4">
              /{page.slug}
            </a>
            .
          </>
        ) : (
          m.staff_editor_draft()
        )}
      </form.FormSuccess>
      <form.FormError />
      <p className="text-slate-600">
        {m.staff_editor_address()} <code>/{page.slug}</code>
      </p>
      <form.AppField name="title">
        {(field) => <field.TextField label={m.staff_content_title()} />}
      </form.AppField>
      <form.AppField name="body">
        {(field) => (
          <field.MarkdownField
            label={m.staff_editor_body()}
            previewLabel={m.staff_editor_preview()}
            hint={m.staff_editor_markdown_hint()}
            emptyText={m.staff_editor_empty()}
          />
        )}
      </form.AppField>
      <form.AppField name="published">
        {(field) => (
          <field.CheckboxField
            label={m.staff_content_published()}
            description={m.staff_editor_published_hint()}
          />
        )}
      </form.AppField>
      <div>
        <form.SubmitButton>{m.staff_editor_save()}</form.SubmitButton>
      </div>
    </form.Form>
  )
}
