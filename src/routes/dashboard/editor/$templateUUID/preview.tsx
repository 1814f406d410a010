import { createFileRoute } from '@tanstack/react-router'
import { TemplatePreview } from '@/features/template-editor/components/template-preview'
import { templatePreviewQuery } from '@/features/template-editor/template-editor.queries'
import { notFoundOn404 } from '@/lib/not-found-on-404'
import { uuidParams } from '@/lib/route-params'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/editor/$templateUUID/preview')({
  params: uuidParams('templateUUID'),
  loader: async ({ context, params }) => {
    const lesson = await notFoundOn404(() =>
      context.queryClient.ensureQueryData(templatePreviewQuery(params.templateUUID)),
    )
    return { title: lesson.content.title }
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title: m.template_editor_preview_page_title({
          title: loaderData?.title ?? m.template_editor_fallback_title(),
        }),
      },
    ],
  }),
  component: PreviewPage,
})

function PreviewPage() {
  const { templateUUID } = Route.useParams()
  return <TemplatePreview key={templateUUID} templateId={templateUUID} />
}
