import { createFileRoute } from '@tanstack/react-router'
import { TemplateEditor } from '@/features/template-editor/components/template-editor'
import { templateQuery } from '@/features/template-editor/template-editor.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'

export const Route = createFileRoute('/dashboard/editor/$templateUUID/')({
  params: uuidParams('templateUUID'),
  loader: async ({ context, params }) => {
    const template = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(templateQuery(params.templateUUID)),
    )
    return { title: template.title }
  },
  head: ({ loaderData }) => ({ meta: [{ title: `Edit: ${loaderData?.title ?? 'Lesson'} · CodeSchool` }] }),
  component: EditorPage,
})

function EditorPage() {
  const { templateUUID } = Route.useParams()
  return <TemplateEditor key={templateUUID} templateId={templateUUID} />
}
