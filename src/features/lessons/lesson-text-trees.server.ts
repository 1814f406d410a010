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
