import { describe, expect, it } from 'vitest'
import { mapMarkdownWords } from './markdown-tree'
import { keptMarkdownTree } from './markdown-trees-kept'
import { parseMarkdown, safeUrl } from './parse-markdown'

const pictures = { pictures: new Set(['turtle']) }

describe('parseMarkdown', () => {
  it('gives the formatted structure: headings, emphasis, lists from their number, code with its language', () => {
    expect(parseMarkdown('# Move\n\nTurn **left**, then *right*.')).toEqual([
      ['h1', null, 'Move'],
      '\n',
      ['p', null, 'Turn ', ['strong', null, 'left'], ', then ', ['em', null, 'right'], '.'],
    ])
    expect(parseMarkdown('3. three\n4. four')).toEqual([
      ['ol', { start: 3 }, '\n', ['li', null, 'three'], '\n', ['li', null, 'four'], '\n'],
    ])
    expect(parseMarkdown('```js\nforward(10)\n```')).toEqual([
      ['pre', null, ['code', { className: 'language-js' }, 'forward(10)\n']],
    ])
  })

  it('leaves raw HTML out and takes the address from a script link, keeping safe ones', () => {
    const tree = parseMarkdown(
      'Go <b>now</b> [bad](javascript:alert(1)) [good](https://example.org) [here](/lessons)',
    )
    expect(JSON.stringify(tree)).not.toContain('<b>')
    expect(JSON.stringify(tree)).not.toContain('javascript')
    expect(tree).toEqual([
      [
        'p',
        null,
        'Go ',
        'now',
        ' ',
        ['a', { href: '' }, 'bad'],
        ' ',
        ['a', { href: 'https://example.org' }, 'good'],
        ' ',
        ['a', { href: '/lessons' }, 'here'],
      ],
    ])
    expect(safeUrl('JavaScript:alert(1)')).toBe('')
    expect(safeUrl('mailto:office@school.example')).toBe('mailto:office@school.example')
    expect(safeUrl('/a/b?x=javascript:1')).toBe('/a/b?x=javascript:1')
  })

  it('makes the known picture codes pictures, outside code only', () => {
    expect(parseMarkdown('Meet :turtle: and :dragon:. `:turtle:`', pictures)).toEqual([
      ['p', null, 'Meet ', ['picture', { name: 'turtle' }], ' and :dragon:. ', ['code', null, ':turtle:']],
    ])
    expect(parseMarkdown('Meet :turtle:')).toEqual([['p', null, 'Meet :turtle:']])
  })
})

describe('a text parsed once', () => {
  it('answers the same tree for the same text and options, another for other options', () => {
    const text = 'Press **Run** :turtle:'
    expect(keptMarkdownTree(text, pictures)).toBe(keptMarkdownTree(text, pictures))
    expect(keptMarkdownTree(text)).not.toEqual(keptMarkdownTree(text, pictures))
  })
})

describe('mapMarkdownWords', () => {
  const tap = (words: string) => words.replace(/Click/g, 'Tap')

  it('changes the words outside code and keeps the tree when nothing changes', () => {
    const tree = parseMarkdown('Click **Click** and `Click`')
    expect(mapMarkdownWords(tree, tap)).toEqual([
      ['p', null, 'Tap ', ['strong', null, 'Tap'], ' and ', ['code', null, 'Click']],
    ])
    const plain = parseMarkdown('Press **Run**')
    expect(mapMarkdownWords(plain, tap)).toBe(plain)
  })
})
