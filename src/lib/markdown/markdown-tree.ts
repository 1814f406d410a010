/**
 * Markdown as a small tree of plain values (decision 216): what
 * the parser makes once, on the server or in the browser, and what `MarkdownView` draws with no
 * parser at all. It travels in a page's data, so a lesson's text needs no Markdown code in the
 * child's browser.
 *
 * A node is a text, or `[tag, attributes, ...children]`. Only the tags and attributes below exist:
 * the parser leaves out raw HTML and anything else, so a tree can be drawn as it is.
 */
export const MARKDOWN_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'em',
  'strong',
  'code',
  'pre',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  /** A lesson picture (`:turtle:`), drawn by the page that knows pictures. */
  'picture',
] as const

export type MarkdownTag = (typeof MARKDOWN_TAGS)[number]

export interface MarkdownAttributes {
  href?: string
  title?: string
  src?: string
  alt?: string
  /** A numbered list's first number. */
  start?: number
  /** A code block's language (`language-js`). */
  className?: string
  /** A picture's name. */
  name?: string
}

export type MarkdownElement = [
  tag: MarkdownTag,
  attributes: MarkdownAttributes | null,
  ...children: MarkdownNode[],
]
export type MarkdownNode = string | MarkdownElement

/** Texts and their trees, as a page receives them: the key is the Markdown source. */
export type MarkdownTrees = Readonly<Record<string, readonly MarkdownNode[]>>

/**
 * The same tree with `change` applied to its words outside code (e.g. "Click" read as "Tap" on a
 * touch screen). Answers the same tree when nothing changed.
 */
export function mapMarkdownWords(
  nodes: readonly MarkdownNode[],
  change: (words: string) => string,
): readonly MarkdownNode[] {
  let changed = false
  const mapped = nodes.map((node): MarkdownNode => {
    if (typeof node === 'string') {
      const next = change(node)
      if (next !== node) changed = true
      return next
    }
    const [tag, attributes, ...children] = node
    if (tag === 'code' || tag === 'pre') return node
    const inner = mapMarkdownWords(children, change)
    if (inner === children) return node
    changed = true
    return [tag, attributes, ...inner]
  })
  return changed ? mapped : nodes
}
