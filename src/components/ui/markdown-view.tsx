import { createElement, Fragment, type ReactNode } from 'react'
import type { MarkdownNode } from '@/lib/markdown/markdown-tree'

export interface MarkdownViewProps {
  tree: readonly MarkdownNode[]
  /** Draws a lesson picture; without it the picture reads as its code (`:turtle:`). */
  renderPicture?: (name: string) => ReactNode
}

function draw(
  nodes: readonly MarkdownNode[],
  renderPicture: MarkdownViewProps['renderPicture'],
): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    const [tag, attributes, ...children] = node
    if (tag === 'picture') {
      const name = attributes?.name ?? ''
      return renderPicture ? <Fragment key={index}>{renderPicture(name)}</Fragment> : `:${name}:`
    }
    const inner = children.length > 0 ? draw(children, renderPicture) : undefined
    return createElement(tag, { key: index, ...attributes }, inner)
  })
}

/**
 * Draws a Markdown tree (`parseMarkdown`'s) as elements: no parser, so a page whose texts came
 * parsed from the server sends none of Markdown's code to the browser (decision 216).
 */
export function MarkdownView({ tree, renderPicture }: MarkdownViewProps) {
  return <>{draw(tree, renderPicture)}</>
}
