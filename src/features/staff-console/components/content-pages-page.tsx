import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextLink } from '@/components/ui/text-link'
import { utcDateTime } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { createConsoleContentPage } from '../staff-console.functions'
import { contentPagesQuery, staffConsoleKeys } from '../staff-console.queries'
import { createContentPageSchema } from '../staff-console.schemas'

/** /admin/content: the FAQ and the other content pages, to write and publish. */
export function ContentPagesPage() {
  return (
    <section>
      <PageHeader title={m.staff_tab_content()} description={m.staff_content_description()} />
      <ContentPagesPanel />
    </section>
  )
}

function ContentPagesPanel() {
  const { data: pages } = useSuspenseQuery(contentPagesQuery())
  return (
    <div className="grid gap-10">
      {pages.length === 0 ? (
        <p className="text-slate-600">{m.staff_content_none()}</p>
      ) : (
        <Table caption={m.staff_tab_content()} className="min-w-[40rem]">
          <TableHeader>
            <TableColumn>{m.staff_content_title()}</TableColumn>
            <TableColumn>{m.staff_content_address()}</TableColumn>
            <TableColumn>{m.staff_content_status()}</TableColumn>
            <TableColumn>{m.staff_content_last_edited()}</TableColumn>
          </TableHeader>
          <TableBody>
            {pages.map((page) => (
              <tr key={page.id}>
                <TableCell>
                  <TextLink to="/admin/content/$pageUUID" params={{ pageUUID: page.id }}>
                    <span translate="no" dir="auto">
                      {page.title}
                    </span>
                  </TextLink>
                </TableCell>
                <TableCell>
                  <code>/{page.slug}</code>
                </TableCell>
                <TableCell>
                  {page.published ? (
                    <Badge tone="success">{m.staff_content_published()}</Badge>
                  ) : (
                    <Badge tone="neutral">{m.staff_content_draft()}</Badge>
                  )}
                </TableCell>
                <TableCell>{m.staff_content_utc({ time: utcDateTime(page.updatedAt) })}</TableCell>
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
        {m.staff_content_new()}
      </h2>
      <p className="text-slate-600">{m.staff_content_new_hint()}</p>
      <form.Form className="grid gap-5">
        <form.FormError />
        <form.AppField name="title">
          {(field) => <field.TextField label={m.staff_content_title()} />}
        </form.AppField>
        <form.AppField name="slug">
          {(field) => (
            <field.TextField
              label={m.staff_content_address()}
              hint={m.staff_content_slug_hint({ placeholder: `{${m.staff_content_slug_word()}}` })}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.staff_content_create()}</form.SubmitButton>
      </form.Form>
    </section>
  )
}
