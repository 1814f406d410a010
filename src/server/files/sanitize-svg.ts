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

import { ALLOWED_ELEMENTS, cleanAttribute, SVG_NS, UNWRAPPED_ELEMENTS, XLINK_NS } from './svg-allowlist'
import { decodeEntities, type ElementNode, type Node, parse, SvgRejectedError } from './svg-xml'

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
