/**
 * The `redirect` query value (SPEC §2.6 rule 1) is honoured only for a path on this origin:
 * `/x`, never `//x`, `/\x`, `https:…`, `javascript:…`, nor any of those hidden behind percent-encoding,
 * whitespace or control characters. Returns the normalized path (pathname + search + hash) or null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  // Decode repeatedly (a value may be encoded several times) and check every layer.
  let layer = value
  for (let i = 0; i < 5; i++) {
    if (!isPlainPath(layer)) return null
    let decoded: string
    try {
      decoded = decodeURIComponent(layer)
    } catch {
      return null
    }
    if (decoded === layer) break
    layer = decoded
  }
  const base = 'http://redirect.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  return `${url.pathname}${url.search}${url.hash}`
}

function isPlainPath(value: string): boolean {
  if (!value.startsWith('/')) return false
  const second = value.charAt(1)
  if (second === '/' || second === '\\') return false
  // Control characters and whitespace: browsers strip tabs and newlines (`/\t/evil.example`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false
  if (value.includes('\\')) return false
  return true
}
