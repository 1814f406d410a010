import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { SubmitButton } from '@/components/ui/submit-button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { createConsoleContentPage } from '../staff-console.functions'
import { contentPagesQuery, staffConsoleKeys } from '../staff-console.queries'
import { createContentPageSchema } from '../staff-console.schemas'

export function ContentPagesPanel() {
  const { data: pages } = useSuspenseQuery(contentPagesQuery())
  return (
    <div className="grid gap-10">
      {pages.length === 0 ? (
        <p className="text-slate-600">There are no content pages yet.</p>
      ) : (
        <Table caption="Content pages" className="min-w-[40rem]">
          <TableHeader>
            <TableColumn>Title</TableColumn>
            <TableColumn>Address</TableColumn>
            <TableColumn>Status</TableColumn>
            <TableColumn>Last edited</TableColumn>
          </TableHeader>
          <TableBody>
            {pages.map((page) => (
              <tr key={page.id}>
                <TableCell>
                  <Link
                    to="/admin/content/$pageUUID"
                    params={{ pageUUID: page.id }}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {page.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <code>/{page.slug}</code>
                </TableCell>
                <TableCell>
                  {page.published ? (
                    <Badge tone="success">Published</Badge>
                  ) : (
                    <Badge tone="neutral">Draft</Badge>
                  )}
                </TableCell>
                <TableCell>
                  {new Date(page.updatedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateContentPageForm />
    </div>
  )
}

function CreateContentPageForm() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { slug: '', title: '', body: '', published: false },
    validators: { onSubmit: createContentPageSchema },
    submit: async (values) => {
      const page = await createConsoleContentPage({ data: values })
      await queryClient.invalidateQueries({ queryKey: staffConsoleKeys.contentPages })
      await navigate({ to: '/admin/content/$pageUUID', params: { pageUUID: page.id } })
      return page
    },
  })
  return (
    <section aria-labelledby="create-page-heading" className="grid max-w-xl gap-4">
      <h2 id="create-page-heading" className="font-bold text-xl">
        New page
      </h2>
      <p className="text-slate-600">It starts as a draft; write it and publish it on the next screen.</p>
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <form.Field name="title">
          {(field) => <TextField field={field} label="Title" serverErrors={holder.fieldErrorsOf('title')} />}
        </form.Field>
        <form.Field name="slug">
          {(field) => (
            <TextField
              field={field}
              label="Address"
              hint="Lower-case words with dashes; / between parts, e.g. legal/privacy. The page is at /{address}."
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('slug')}
            />
          )}
        </form.Field>
        <SubmitButton submitting={state.submitting}>Create page</SubmitButton>
      </form>
    </section>
  )
}
