import type { MarkdownTrees } from '@/lib/markdown/markdown-tree'
import { keptMarkdownTree } from '@/lib/markdown/markdown-trees-kept'
import { LESSON_MARKDOWN, lessonMarkdownTexts } from './lesson-markdown'

/**
 * The trees of a lesson's Markdown texts, sent with the player's data as one JSON text (decision
 * 216): the child's browser draws them without Markdown's parser, and the page's data carries one
 * string rather than a deep structure to serialize. Each text is parsed once per process.
 */
export function lessonTextTrees(content: { steps: readonly object[] }): string {
  const trees: Record<string, MarkdownTrees[string]> = {}
  for (const text of lessonMarkdownTexts(content)) trees[text] = keptMarkdownTree(text, LESSON_MARKDOWN)
  return JSON.stringify(trees)
}

const KEPT_TEXTS = 500
const keptTexts = new Map<string, string>()

/**
 * The same JSON text, kept per process under a key that names one content for good (decision
 * 205: a published version's content never changes, so its id, the language and whether the
 * solutions are in say what the text is). At most 500 are kept, the oldest dropped first.
 */
export function keptLessonTextTrees(key: string, content: { steps: readonly object[] }): string {
  const found = keptTexts.get(key)
  if (found !== undefined) return found
  const texts = lessonTextTrees(content)
  if (keptTexts.size >= KEPT_TEXTS) keptTexts.delete(keptTexts.keys().next().value!)
  keptTexts.set(key, texts)
  return texts
}
