import { createFileRoute } from '@tanstack/react-router'
import { TemplateEditor } from '@/features/template-editor/components/template-editor'
import { templateQuery } from '@/features/template-editor/template-editor.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/editor/$templateUUID/')({
  params: uuidParams('templateUUID'),
  loader: async ({ context, params }) => {
    const template = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(templateQuery(params.templateUUID)),
    )
    return { title: template.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: m.template_editor_page_title({
          title: loaderData?.title ?? m.template_editor_fallback_title(),
        }),
      },
    ],
  }),
  component: EditorPage,
})

function EditorPage() {
  const { templateUUID } = Route.useParams()
  return <TemplateEditor key={templateUUID} templateId={templateUUID} />
}
