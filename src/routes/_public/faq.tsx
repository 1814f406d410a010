import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentArticle } from '@/features/content/components/content-article'
import { getContentPage } from '@/features/content/content.functions'
import { m } from '@/paraglide/messages'

/** The FAQ is the content page `faq`, written by staff in the console. */
export const Route = createFileRoute('/_public/faq')({
  loader: async () => {
    const page = await getContentPage({ data: { slug: 'faq' } })
    if (!page) throw notFound()
    return page
  },
  head: () => ({ meta: [{ title: m.guest_title_faq() }] }),
  component: () => <ContentArticle page={Route.useLoaderData()} />,
})
