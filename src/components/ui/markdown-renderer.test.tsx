import { renderToStaticMarkup } from 'react-dom/server'
import type { Components } from 'react-markdown'
import { describe, expect, it } from 'vitest'
import MarkdownRenderer from './markdown-renderer'

const html = (text: string, components?: Components) =>
  renderToStaticMarkup(<MarkdownRenderer components={components}>{text}</MarkdownRenderer>)

describe('markdown, each text parsed once', () => {
  it('renders the same text the same way every time, raw HTML and script links left out', () => {
    const text = '**Move** the turtle <b>now</b> [here](javascript:alert(1))'
    const first = html(text)
    expect(first).toContain('<strong>Move</strong>')
    expect(first).not.toContain('<b>')
    expect(first).not.toContain('javascript:')
    expect(html(text)).toBe(first)
  })

  it('keeps texts apart, and the same text apart for other components', () => {
    expect(html('Turn **left**')).toContain('<strong>left</strong>')
    expect(html('Turn **right**')).toContain('<strong>right</strong>')
    const emphasis: Components = { strong: ({ children }) => <em>{children}</em> }
    expect(html('Turn **left**', emphasis)).toContain('<em>left</em>')
    expect(html('Turn **left**')).toContain('<strong>left</strong>')
  })
})
