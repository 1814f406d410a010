/**
 * SVG sanitiser for uploads (school logos, resource images). An SVG is a document that can run
 * script, so we do not filter the upload: we parse it and write a new document containing only
 * elements and attributes on an allowlist, with every value escaped by us. Anything we cannot
 * parse is refused rather than passed through.
 *
 * Dropped: script, style, foreignObject, animation (which can rewrite href), event handlers,
 * external references (only `#fragment` links and raster `data:` images survive), DOCTYPEs and
 * their entities, processing instructions and comments.
 */

export class SvgRejectedError extends Error {}

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
])

/** Elements whose children are kept when the element itself is dropped (a link around a shape). */
const UNWRAPPED_ELEMENTS = new Set(['a', 'switch'])

/** Presentation properties (CSS): allowed as attributes and inside a style attribute. */
const PRESENTATION_PROPERTIES = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'stop-color',
  'stop-opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'mix-blend-mode',
  'isolation',
  'clip-rule',
  'paint-order',
  'vector-effect',
  'flood-color',
  'flood-opacity',
]

const ALLOWED_ATTRIBUTES = new Set([
  'id',
  'class',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'points',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'version',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-variant',
  'text-decoration',
  'alignment-baseline',
  'baseline-shift',
  'word-spacing',
  'writing-mode',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'type',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'radius',
  'lighting-color',
  'shape-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'overflow',
  'style',
  'role',
  'aria-label',
  'aria-hidden',
  'href',
  'xlink:href',
  'xml:space',
  'xmlns',
  'xmlns:xlink',
  ...PRESENTATION_PROPERTIES,
])

/** CSS properties allowed in a style attribute (presentation only). */
const ALLOWED_STYLE_PROPERTIES = new Set(PRESENTATION_PROPERTIES)

const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/
/** Any url(…) that is not url(#local). */
const FOREIGN_URL = /url\(\s*(?!['"]?#)/i
const SCRIPTY = /javascript:|vbscript:|data:(?!image\/(png|jpeg|gif|webp);)|expression\(|@import|\\|<|>/i

const MAX_DEPTH = 64
const MAX_NODES = 50_000

interface ElementNode {
  kind: 'element'
  name: string
  attributes: [string, string][]
  children: Node[]
}
interface TextNode {
  kind: 'text'
  text: string
}
type Node = ElementNode | TextNode

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** Decodes XML character references; an unknown named entity (from a DOCTYPE) yields null. */
function decodeEntities(raw: string): string | null {
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
function parse(source: string): ElementNode {
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

function cleanStyle(style: string): string | null {
  const kept: string[] = []
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon === -1) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (!ALLOWED_STYLE_PROPERTIES.has(property) || value === '') continue
    if (FOREIGN_URL.test(value) || SCRIPTY.test(value) || /[{}]/.test(value)) continue
    kept.push(`${property}:${value}`)
  }
  return kept.length > 0 ? kept.join(';') : null
}

function cleanAttribute(element: string, name: string, value: string): string | null {
  if (!ALLOWED_ATTRIBUTES.has(name)) return null
  if (name === 'xmlns') return SVG_NS
  if (name === 'xmlns:xlink') return XLINK_NS
  if (name === 'href' || name === 'xlink:href') {
    const trimmed = value.trim()
    if (LOCAL_REFERENCE.test(trimmed)) return trimmed
    if (element === 'image' && SAFE_DATA_IMAGE.test(trimmed)) return trimmed.replace(/\s+/g, '')
    return null
  }
  if (name === 'style') return cleanStyle(value)
  if (FOREIGN_URL.test(value) || SCRIPTY.test(value)) return null
  return value
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function escapeAttribute(value: string): string {
  return escapeText(value)
    .replaceAll('"', '&quot;')
    .replace(/[\t\n\r]/g, ' ')
}

function serialize(node: Node, out: string[], usesXlink: { value: boolean }): void {
  if (node.kind === 'text') {
    const decoded = decodeEntities(node.text)
    if (decoded) out.push(escapeText(decoded))
    return
  }
  if (UNWRAPPED_ELEMENTS.has(node.name)) {
    for (const child of node.children) serialize(child, out, usesXlink)
    return
  }
  if (!ALLOWED_ELEMENTS.has(node.name)) return
  out.push(`<${node.name}`)
  for (const [name, value] of node.attributes) {
    if (node.name !== 'svg' && (name === 'xmlns' || name === 'xmlns:xlink')) continue
    const clean = cleanAttribute(node.name, name, value)
    if (clean === null) continue
    if (name === 'xlink:href') usesXlink.value = true
    out.push(` ${name}="${escapeAttribute(clean)}"`)
  }
  if (node.children.length === 0) {
    out.push('/>')
    return
  }
  out.push('>')
  for (const child of node.children) serialize(child, out, usesXlink)
  out.push(`</${node.name}>`)
}

/**
 * Returns a clean SVG document, or throws SvgRejectedError when the input is not an SVG we can
 * read (malformed XML, no <svg> root, not UTF-8).
 */
export function sanitizeSvg(data: Uint8Array): string {
  let source: string
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    throw new SvgRejectedError('not UTF-8 text')
  }
  const document = parse(source.replace(/^\uFEFF/, ''))
  const elements = document.children.filter((child): child is ElementNode => child.kind === 'element')
  const strayText = document.children.some((child) => child.kind === 'text' && child.text.trim() !== '')
  const root = elements[0]
  if (!root || elements.length !== 1 || strayText || root.name !== 'svg') {
    throw new SvgRejectedError('the document is not a single <svg> element')
  }
  root.attributes = root.attributes.filter(([name]) => name !== 'xmlns' && name !== 'xmlns:xlink')
  root.attributes.unshift(['xmlns', SVG_NS])
  const out: string[] = []
  const usesXlink = { value: false }
  serialize(root, out, usesXlink)
  let svg = out.join('')
  if (usesXlink.value)
    svg = svg.replace(/^<svg xmlns="[^"]*"/, `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`)
  return svg
}
