import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'
import { messageParts } from './message-parts'

const html = (node: ReactNode) => renderToStaticMarkup(node)

describe('a message with elements in its variables’ places', () => {
  it('puts each part where the language puts its variable', () => {
    const title = <span lang="en">Making Decisions</span>
    expect(html(messageParts((values) => m.template_editor_heading(values), { title }))).toBe(
      'Edit lesson: <span lang="en">Making Decisions</span>',
    )
    const spanish = ({ title }: { title: string }) => `Editar la lección: ${title}`
    expect(html(messageParts(spanish, { title }))).toBe(
      'Editar la lección: <span lang="en">Making Decisions</span>',
    )
    const before = ({ name }: { name: string }) => `يرى ${name} التقييم`
    expect(html(messageParts(before, { name: <b>Ada</b> }))).toBe('يرى <b>Ada</b> التقييم')
  })

  it('keeps several parts in their order, each once', () => {
    const say = ({ first, last }: { first: string; last: string }) => `${first}–${last} tick a line`
    expect(html(messageParts(say, { first: <kbd>1</kbd>, last: <kbd>4</kbd> }))).toBe(
      '<kbd>1</kbd>–<kbd>4</kbd> tick a line',
    )
  })

  it('marks every piece of its own words under the pseudo-locale, so the gate reads each', () => {
    const say = ({ name, n }: { name: string; n: string }) => `⟦${name} šééš ţĥé ṽéŕðíçţ. Çĥíļð ${n} ·~·~⟧`
    expect(html(messageParts(say, { name: <b>Ada</b>, n: '2' }))).toBe(
      '⟦<b>Ada</b>⟦ šééš ţĥé ṽéŕðíçţ. Çĥíļð ⟧2 ·~·~⟧',
    )
  })
})
