/** The strict little XML reader the SVG sanitiser reads an upload with; what it cannot read is refused. */

export class SvgRejectedError extends Error {}

const MAX_DEPTH = 64
const MAX_NODES = 50_000

export interface ElementNode {
  kind: 'element'
  name: string
  attributes: [string, string][]
  children: Node[]
}
interface TextNode {
  kind: 'text'
  text: string
}
export type Node = ElementNode | TextNode

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** Decodes XML character references; an unknown named entity (from a DOCTYPE) yields null. */
export function decodeEntities(raw: string): string | null {
  let failed = false
  const decoded = raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (_match, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        failed = true
        return ''
      }
      return String.fromCodePoint(code)
    }
    const named = PREDEFINED_ENTITIES[body]
    if (named === undefined) failed = true
    return named ?? ''
  })
  return failed ? null : decoded
}

const NAME = /^[A-Za-z_][\w.:-]*/

/** A strict little XML reader: elements, attributes, text and CDATA; everything else skipped. */
export function parse(source: string): ElementNode {
  const root: ElementNode = { kind: 'element', name: '#document', attributes: [], children: [] }
  const stack: ElementNode[] = [root]
  let position = 0
  let nodes = 0
  const fail = (why: string): never => {
    throw new SvgRejectedError(why)
  }
  const top = () => stack[stack.length - 1]!

  while (position < source.length) {
    const next = source.indexOf('<', position)
    if (next === -1) {
      top().children.push({ kind: 'text', text: source.slice(position) })
      break
    }
    if (next > position) top().children.push({ kind: 'text', text: source.slice(position, next) })
    position = next

    if (source.startsWith('<!--', position)) {
      const end = source.indexOf('-->', position + 4)
      if (end === -1) fail('unterminated comment')
      position = end + 3
    } else if (source.startsWith('<![CDATA[', position)) {
      const end = source.indexOf(']]>', position + 9)
      if (end === -1) fail('unterminated CDATA')
      top().children.push({ kind: 'text', text: source.slice(position + 9, end) })
      position = end + 3
    } else if (source.startsWith('<?', position)) {
      const end = source.indexOf('?>', position + 2)
      if (end === -1) fail('unterminated processing instruction')
      position = end + 2
    } else if (/^<!DOCTYPE/i.test(source.slice(position, position + 9))) {
      if (stack.length > 1) fail('DOCTYPE inside the document')
      const bracket = source.indexOf('[', position)
      const close = source.indexOf('>', position)
      if (close === -1) fail('unterminated DOCTYPE')
      if (bracket !== -1 && bracket < close) {
        const subsetEnd = source.indexOf(']', bracket)
        if (subsetEnd === -1) fail('unterminated DOCTYPE')
        const after = source.indexOf('>', subsetEnd)
        if (after === -1) fail('unterminated DOCTYPE')
        position = after + 1
      } else {
        position = close + 1
      }
    } else if (source.startsWith('</', position)) {
      const match = NAME.exec(source.slice(position + 2))
      if (!match) fail('bad closing tag')
      const name = match![0]
      const end = source.indexOf('>', position)
      if (end === -1 || source.slice(position + 2 + name.length, end).trim() !== '') fail('bad closing tag')
      if (stack.length <= 1 || top().name !== name) fail(`unexpected </${name}>`)
      stack.pop()
      position = end + 1
    } else {
      const match = NAME.exec(source.slice(position + 1))
      if (!match) fail('bad tag')
      const name = match![0]
      position += 1 + name.length
      const element: ElementNode = { kind: 'element', name, attributes: [], children: [] }
      const seen = new Set<string>()
      let selfClosing = false
      for (;;) {
        const whitespace = /^\s*/.exec(source.slice(position))![0]
        position += whitespace.length
        if (source.startsWith('/>', position)) {
          selfClosing = true
          position += 2
          break
        }
        if (source[position] === '>') {
          position += 1
          break
        }
        if (position >= source.length) fail('unterminated tag')
        if (whitespace.length === 0) fail('attributes must be separated by spaces')
        const attributeName = NAME.exec(source.slice(position))
        if (!attributeName) fail('bad attribute')
        const attribute = attributeName![0]
        position += attribute.length
        const equals = /^\s*=\s*/.exec(source.slice(position))
        if (!equals) fail('attribute without a value')
        position += equals![0].length
        const quote = source[position]
        if (quote !== '"' && quote !== "'") fail('attribute value without quotes')
        const end = source.indexOf(quote!, position + 1)
        if (end === -1) fail('unterminated attribute value')
        const raw = source.slice(position + 1, end)
        if (raw.includes('<')) fail('"<" in an attribute value')
        position = end + 1
        if (seen.has(attribute)) fail('duplicate attribute')
        seen.add(attribute)
        const value = decodeEntities(raw)
        // An attribute using an entity we do not know (one a DOCTYPE defined) is dropped.
        if (value !== null) element.attributes.push([attribute, value])
      }
      nodes += 1
      if (nodes > MAX_NODES) fail('too many elements')
      top().children.push(element)
      if (!selfClosing) {
        stack.push(element)
        if (stack.length > MAX_DEPTH + 1) fail('nested too deeply')
      }
    }
  }
  if (stack.length !== 1) fail(`<${top().name}> is not closed`)
  return root
}
