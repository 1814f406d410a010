import { lazy, Suspense } from 'react'
import type { MarkdownProps } from './markdown-renderer'

// The parser and renderer (~35 KB gzip) are not in any page's first load (decisions 125, 154):
// a page rendered on the server keeps its text as the server wrote it until they arrive, then
// hydrates it; a page opened in the browser shows the plain text for that moment.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'))

/** Markdown as formatted text (headings, lists, links, code); raw HTML in the source is not rendered. */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense
      fallback={
        <div
          className={props.className ?? 'prose-content'}
          lang={props.lang}
          dir={props.lang ? 'auto' : undefined}
        >
          <p className="whitespace-pre-wrap">{props.children}</p>
        </div>
      }
    >
      <MarkdownRenderer {...props} />
    </Suspense>
  )
}
