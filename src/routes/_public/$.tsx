import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentArticle } from '@/features/content/components/content-article'
import { getContentPage } from '@/features/content/content.functions'

/** The catch-all content page `{slug}` (one or more segments), or the 404 page. */
export const Route = createFileRoute('/_public/$')({
  loader: async ({ params }) => {
    const page = await getContentPage({ data: { slug: params._splat ?? '' } })
    if (!page) throw notFound()
    return page
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Page'} · CodeSchool` }] }),
  component: () => <ContentArticle page={Route.useLoaderData()} />,
})
