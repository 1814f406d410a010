import { Markdown } from '@/components/ui/markdown'
import type { ContentPage } from '../content.server'

export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="mb-6 font-bold text-4xl tracking-tight">{page.title}</h1>
      <Markdown>{page.body}</Markdown>
    </article>
  )
}
