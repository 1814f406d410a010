import { describe, expect, it } from 'vitest'
import { sniffFileKind } from './file-kinds'
import { sanitizeSvg } from './sanitize-svg'
import { SvgRejectedError } from './svg-xml'

const bytes = (text: string) => new TextEncoder().encode(text)
const clean = (text: string) => sanitizeSvg(bytes(text))

describe('sanitizeSvg', () => {
  it('keeps a plain logo intact', () => {
    const svg = clean(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<circle cx="5" cy="5" r="4" fill="url(#g)" style="stroke: #000; stroke-width: 1"/></svg>',
    )
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title>' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<circle cx="5" cy="5" r="4" fill="url(#g)" style="stroke:#000;stroke-width:1"/></svg>',
    )
  })

  it('adds the SVG namespace when the file has none, so browsers render it as an image', () => {
    expect(clean('<svg width="1" height="1"></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    )
  })

  it.each([
    ['a script element', '<svg><script>alert(1)</script><rect/></svg>'],
    ['an event handler', '<svg onload="alert(1)"><rect onclick="alert(1)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['an xlink javascript: link', '<svg><a xlink:href="javascript:alert(1)"><rect/></a></svg>'],
    ['foreignObject HTML', '<svg><foreignObject><iframe src="https://x"></iframe></foreignObject></svg>'],
    ['a style element', '<svg><style>@import url(https://x/a.css)</style><rect/></svg>'],
    [
      'an animation rewriting href',
      '<svg><a><animate attributeName="href" to="javascript:alert(1)"/></a></svg>',
    ],
    ['an external use', '<svg><use href="https://evil.example/x.svg#a"/></svg>'],
    ['an external image', '<svg><image href="https://evil.example/track.png"/></svg>'],
    ['an SVG data image', '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>'],
    ['a url() in a style', '<svg><rect style="fill:url(https://evil.example/x)"/></svg>'],
    ['a url() in an attribute', '<svg><rect fill="url(https://evil.example/x)"/></svg>'],
    ['a set element', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
  ])('removes %s', (_name, input) => {
    const output = clean(input)
    expect(output).not.toMatch(
      /script|alert|onload|onclick|evil|iframe|import|animate|<set|foreign|svg\+xml/i,
    )
    expect(output.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
  })

  it('keeps children of a link and local references', () => {
    expect(clean('<svg><a href="https://x"><use href="#shape"/></a></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="#shape"/></svg>',
    )
  })

  it('keeps raster data images and declares xlink when it is used', () => {
    const output = clean('<svg><image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="2"/></svg>')
    expect(output).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
        '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="2"/></svg>',
    )
  })

  it('ignores a DOCTYPE and drops attributes that use its entities (no entity expansion)', () => {
    const output = clean(
      '<!DOCTYPE svg [<!ENTITY boom "&#x3C;script&#x3E;">]><svg><text x="1" class="&boom;">Hi &amp; bye</text></svg>',
    )
    expect(output).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text x="1">Hi &amp; bye</text></svg>')
  })

  it('escapes text and attribute values it writes', () => {
    expect(clean('<svg><text id="a&quot;b">1 &lt; 2 &#x3C;script&#x3E;</text></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text id="a&quot;b">1 &lt; 2 &lt;script&gt;</text></svg>',
    )
  })

  it.each([
    ['not XML', 'hello'],
    ['an HTML document', '<html><body><svg></svg></body></html>'],
    ['an unclosed element', '<svg><g></svg>'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['an unquoted attribute', '<svg width=1></svg>'],
    ['a duplicate attribute', '<svg width="1" width="2"></svg>'],
  ])('refuses %s', (_name, input) => {
    expect(() => clean(input)).toThrow(SvgRejectedError)
  })

  it('refuses text that is not UTF-8', () => {
    expect(() => sanitizeSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]))).toThrow(SvgRejectedError)
  })

  it('refuses a document nested deeper than it needs to be', () => {
    expect(() => clean(`<svg>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`)).toThrow(SvgRejectedError)
  })
})

describe('sniffFileKind', () => {
  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['gif', Array.from('GIF89a', (c) => c.charCodeAt(0))],
    ['webp', Array.from('RIFF\0\0\0\0WEBPVP8 ', (c) => c.charCodeAt(0))],
    ['pdf', Array.from('%PDF-1.7', (c) => c.charCodeAt(0))],
  ])('recognises %s by its first bytes', (kind, data) => {
    expect(sniffFileKind(new Uint8Array(data))).toBe(kind)
  })

  it('recognises SVG after a BOM, declaration, comment and DOCTYPE', () => {
    const text =
      '\uFEFF<?xml version="1.0"?><!-- made by hand --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>'
    expect(sniffFileKind(bytes(text))).toBe('svg')
  })

  it('does not trust a name: HTML and executables are not images', () => {
    expect(sniffFileKind(bytes('<html><script>alert(1)</script></html>'))).toBeNull()
    expect(sniffFileKind(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull()
    expect(sniffFileKind(new Uint8Array([]))).toBeNull()
  })
})
