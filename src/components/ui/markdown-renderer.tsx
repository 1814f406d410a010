import type { ReactElement } from 'react'
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

const NO_PLUGINS = {}
const NO_COMPONENTS = {}
const KEPT_PER_SETUP = 300
const kept = new WeakMap<object, WeakMap<object, Map<string, ReactElement>>>()

/**
 * The elements of a text, parsed once for each text, plugins and components (decision 205): a
 * lesson's steps are the same for every child, and parsing them (micromark, mdast, hast) was a
 * share of every lesson page's server time. React elements are descriptions, so the same ones
 * render in every request; at most 300 texts are kept for each setup, the oldest dropped first.
 */
function markdownElements(
  text: string,
  remarkPlugins: MarkdownProps['remarkPlugins'],
  components: MarkdownProps['components'],
): ReactElement {
  let byComponents = kept.get(remarkPlugins ?? NO_PLUGINS)
  if (!byComponents) {
    byComponents = new WeakMap()
    kept.set(remarkPlugins ?? NO_PLUGINS, byComponents)
  }
  let texts = byComponents.get(components ?? NO_COMPONENTS)
  if (!texts) {
    texts = new Map()
    byComponents.set(components ?? NO_COMPONENTS, texts)
  }
  const found = texts.get(text)
  if (found) return found
  // react-markdown's component is a plain function of its props (no hooks): called here, it gives
  // the element tree that rendering it would.
  const elements = ReactMarkdown({ children: text, skipHtml: true, remarkPlugins, components })
  if (texts.size >= KEPT_PER_SETUP) texts.delete(texts.keys().next().value!)
  texts.set(text, elements)
  return elements
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
      {markdownElements(children, remarkPlugins, components)}
    </div>
  )
}
