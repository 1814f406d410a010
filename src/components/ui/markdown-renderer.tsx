import { keptMarkdownTree } from '@/lib/markdown/markdown-trees-kept'
import type { ParseOptions } from '@/lib/markdown/parse-markdown'
import { MarkdownView, type MarkdownViewProps } from './markdown-view'

export interface MarkdownProps {
  children: string
  className?: string
  /** Names written `:name:` that are pictures, and what draws them (lesson texts). */
  parse?: ParseOptions
  renderPicture?: MarkdownViewProps['renderPicture']
  /** The language the text is written in, when it may differ from the page's: it then reads in its own direction. */
  lang?: string
}

/**
 * Parses a text (once per text, `keptMarkdownTree`) and draws it. Raw HTML in the source is not
 * rendered, so text written by staff or lesson editors cannot inject markup or scripts. Pages use
 * `Markdown` (markdown.tsx), which loads this with its parser when it is first needed; a page whose
 * texts come parsed from the server draws them with `MarkdownView` alone.
 */
export default function MarkdownRenderer({ children, className, parse, renderPicture, lang }: MarkdownProps) {
  return (
    <div className={className ?? 'prose-content'} lang={lang} dir={lang ? 'auto' : undefined}>
      <MarkdownView tree={keptMarkdownTree(children, parse)} renderPicture={renderPicture} />
    </div>
  )
}
