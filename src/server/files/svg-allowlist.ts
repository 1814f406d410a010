/**
 * What an uploaded SVG may keep (decision 032): the elements, the attributes and the style
 * properties on the allowlist, local `#fragment` links and raster `data:` images; nothing that
 * reaches outside the document or can run script.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg'
export const XLINK_NS = 'http://www.w3.org/1999/xlink'

export const ALLOWED_ELEMENTS = new Set([
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
export const UNWRAPPED_ELEMENTS = new Set(['a', 'switch'])

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

export function cleanAttribute(element: string, name: string, value: string): string | null {
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
