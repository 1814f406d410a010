// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { MarkdownTrees } from '@/lib/markdown/markdown-tree'
import { loadCourses } from '~/content'
import { lessonMarkdownTexts } from '../lesson-markdown'
import { lessonTextTrees } from '../lesson-text-trees.server'
import { withoutSolutions } from '../lesson-views'
import { LessonMarkdown, LessonTextTreesProvider } from './lesson-text'

const lessons = loadCourses().lessons

describe("a lesson's texts, parsed on the server", () => {
  it('gives every Markdown text of every shipped lesson a tree', () => {
    for (const lesson of lessons) {
      const content = withoutSolutions(lesson)
      const trees = JSON.parse(lessonTextTrees(content)) as MarkdownTrees
      const texts = lessonMarkdownTexts(content)
      expect(texts.length, lesson.slug).toBeGreaterThan(0)
      for (const text of texts) expect(trees[text], `${lesson.slug}: ${text.slice(0, 40)}`).toBeDefined()
    }
  })

  it('draws a text formatted, with its pictures, in the first render: no parser to wait for', () => {
    const text = 'Press **Run** to see :turtle: move.'
    const html = renderToString(
      <LessonTextTreesProvider value={JSON.parse(lessonTextTrees({ steps: [{ body: text }] }))}>
        <LessonMarkdown>{text}</LessonMarkdown>
      </LessonTextTreesProvider>,
    )
    const root = document.createElement('div')
    root.innerHTML = html
    expect(root.querySelector('strong')?.textContent).toBe('Run')
    expect(root.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('a turtle')
    expect(root.textContent).not.toContain('**')
    expect(root.firstElementChild?.getAttribute('lang')).toBe('en')
  })

  it('shows a text the server did not send as it was written until the parser arrives', () => {
    const html = renderToString(<LessonMarkdown>{'Press **Run**'}</LessonMarkdown>)
    const root = document.createElement('div')
    root.innerHTML = html
    expect(root.querySelector('strong')).toBeNull()
    expect(root.textContent).toContain('Press **Run**')
  })
})
