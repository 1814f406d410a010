import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextLink } from '@/components/ui/text-link'
import { utcDateTime } from '@/lib/format'
import { createConsoleContentPage } from '../staff-console.functions'
import { contentPagesQuery, staffConsoleKeys } from '../staff-console.queries'
import { createContentPageSchema } from '../staff-console.schemas'

/** /admin/content: the FAQ and the other content pages, to write and publish. */
export function ContentPagesPage() {
  return (
    <section>
      <PageHeader title="Content pages" description="The FAQ and the other pages at their own address." />
      <ContentPagesPanel />
    </section>
  )
}

function ContentPagesPanel() {
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
                  <TextLink to="/admin/content/$pageUUID" params={{ pageUUID: page.id }}>
                    {page.title}
                  </TextLink>
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
                <TableCell>{utcDateTime(page.updatedAt)} UTC</TableCell>
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
  const navigate = useNavigate()
  const { form } = useAppForm({
    defaultValues: { slug: '', title: '', body: '', published: false },
    validators: { onSubmit: createContentPageSchema },
    submit: (values) => createConsoleContentPage({ data: values }),
    invalidates: [staffConsoleKeys.contentPages],
    onSuccess: (page) => navigate({ to: '/admin/content/$pageUUID', params: { pageUUID: page.id } }),
  })
  return (
    <section aria-labelledby="create-page-heading" className="grid max-w-xl gap-4">
      <h2 id="create-page-heading" className="font-bold text-xl">
        New page
      </h2>
      <p className="text-slate-600">It starts as a draft; write it and publish it on the next screen.</p>
      <form.Form className="grid gap-5">
        <form.FormError />
        <form.AppField name="title">{(field) => <field.TextField label="Title" />}</form.AppField>
        <form.AppField name="slug">
          {(field) => (
            <field.TextField
              label="Address"
              hint="Lower-case words with dashes; / between parts, e.g. legal/privacy. The page is at /{address}."
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.SubmitButton>Create page</form.SubmitButton>
      </form.Form>
    </section>
  )
}
