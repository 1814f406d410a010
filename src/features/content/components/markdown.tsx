import ReactMarkdown from 'react-markdown'

interface MarkdownProps {
  children: string
  className?: string
}

/**
 * Renders markdown as React elements. Raw HTML in the source is not rendered, so
 * text written by staff or lesson editors cannot inject markup or scripts.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={className ?? 'prose-content'}>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </div>
  )
}
