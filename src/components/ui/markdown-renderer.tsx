import ReactMarkdown, { type Components, type Options } from 'react-markdown'

export interface MarkdownProps {
  children: string
  className?: string
  /** Extra syntax (the lesson pictures) and the elements that draw it. */
  remarkPlugins?: Options['remarkPlugins']
  components?: Components
  /** The language the text is written in, when it may differ from the page's: it then reads in its own direction. */
  lang?: string
}

/**
 * Renders markdown as React elements. Raw HTML in the source is not rendered, so
 * text written by staff or lesson editors cannot inject markup or scripts. Pages use `Markdown`
 * (markdown.tsx), which loads this with its parser when it is first needed.
 */
export default function MarkdownRenderer({
  children,
  className,
  remarkPlugins,
  components,
  lang,
}: MarkdownProps) {
  return (
    <div className={className ?? 'prose-content'} lang={lang} dir={lang ? 'auto' : undefined}>
      <ReactMarkdown skipHtml remarkPlugins={remarkPlugins} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  )
}
