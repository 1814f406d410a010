import type { MarkdownNode } from './markdown-tree'
import { type ParseOptions, parseMarkdown } from './parse-markdown'

const KEPT_PER_SETUP = 300
const kept = new WeakMap<object, Map<string, MarkdownNode[]>>()
const PLAIN = {}

/**
 * The tree of a text, parsed once for each text and options (decision 205): a lesson's steps are
 * the same for every child. At most 300 texts are kept for each options object, the oldest dropped
 * first. Pass options that stay the same (a module constant), or none.
 */
export function keptMarkdownTree(text: string, options?: ParseOptions): readonly MarkdownNode[] {
  const key = options ?? PLAIN
  let texts = kept.get(key)
  if (!texts) {
    texts = new Map()
    kept.set(key, texts)
  }
  const found = texts.get(text)
  if (found) return found
  const tree = parseMarkdown(text, options)
  if (texts.size >= KEPT_PER_SETUP) texts.delete(texts.keys().next().value!)
  texts.set(text, tree)
  return tree
}
