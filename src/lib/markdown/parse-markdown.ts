/**
 * Markdown source → `MarkdownNode[]` (decision 216): CommonMark by micromark, through mdast and
 * hast, kept to the tags and attributes of `markdown-tree.ts`. Raw HTML is left out (staff and
 * lesson authors cannot inject markup), and a link or image whose address names a protocol other
 * than http(s), mailto, irc(s) or xmpp loses it (no `javascript:`). Runs on the server for pages
 * that send trees, and in the browser (a lazy chunk) for texts typed there.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toHast } from 'mdast-util-to-hast'
import {
  MARKDOWN_TAGS,
  type MarkdownAttributes,
  type MarkdownElement,
  type MarkdownNode,
  type MarkdownTag,
} from './markdown-tree'

export interface ParseOptions {
  /** Names written `:name:` that are pictures (lesson texts); anything else stays text. */
  pictures?: ReadonlySet<string>
}

const TAGS: ReadonlySet<string> = new Set(MARKDOWN_TAGS)
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i
const PICTURE = /:([a-z]+):/g

/** An address as written when it is relative or names a safe protocol; otherwise nothing. */
export function safeUrl(value: string): string {
  const colon = value.indexOf(':')
  if (colon === -1) return value
  const before = (mark: string) => {
    const at = value.indexOf(mark)
    return at !== -1 && colon > at
  }
  if (before('/') || before('?') || before('#')) return value
  return SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : ''
}

function attributesOf(element: Element): MarkdownAttributes | null {
  const p = element.properties
  const attributes: MarkdownAttributes = {}
  if (typeof p.href === 'string') attributes.href = safeUrl(p.href)
  if (typeof p.src === 'string') attributes.src = safeUrl(p.src)
  if (typeof p.alt === 'string') attributes.alt = p.alt
  if (typeof p.title === 'string') attributes.title = p.title
  if (typeof p.start === 'number') attributes.start = p.start
  if (Array.isArray(p.className) && p.className.length > 0) attributes.className = p.className.join(' ')
  return Object.keys(attributes).length > 0 ? attributes : null
}

function withPictures(text: string, pictures: ReadonlySet<string>): MarkdownNode[] {
  const parts: MarkdownNode[] = []
  let last = 0
  for (const match of text.matchAll(PICTURE)) {
    if (!pictures.has(match[1]!)) continue
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push(['picture', { name: match[1]! }])
    last = match.index + match[0].length
  }
  if (last === 0) return [text]
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

function convert(nodes: readonly (RootContent | ElementContent)[], options: ParseOptions, inCode: boolean) {
  const out: MarkdownNode[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(...(options.pictures && !inCode ? withPictures(node.value, options.pictures) : [node.value]))
    } else if (node.type === 'element') {
      const code = inCode || node.tagName === 'code' || node.tagName === 'pre'
      const children = convert(node.children, options, code)
      // A tag the tree does not have (none today from CommonMark) keeps only its content.
      if (!TAGS.has(node.tagName) || node.tagName === 'picture') out.push(...children)
      else out.push([node.tagName as MarkdownTag, attributesOf(node), ...children] as MarkdownElement)
    }
    // Comments, doctypes and raw HTML are left out.
  }
  return out
}

/** The tree of a Markdown text. */
export function parseMarkdown(text: string, options: ParseOptions = {}): MarkdownNode[] {
  const hast = toHast(fromMarkdown(text)) as Root
  return convert(hast.children, options, false)
}
