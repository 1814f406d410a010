/**
 * What an uploaded file really is, from its first bytes — never from the name or the browser's
 * claimed type, which anyone can set.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'svg'

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
}

export const EXTENSIONS: Record<FileKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  svg: 'svg',
}

/** How people name the kinds in messages ("PNG, JPEG or SVG"). */
const KIND_LABELS: Record<FileKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  pdf: 'PDF',
  svg: 'SVG',
}

function startsWith(data: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false
  return bytes.every((byte, index) => data[offset + index] === byte)
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

export function sniffFileKind(data: Uint8Array): FileKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif'
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(data, ascii('%PDF-'))) return 'pdf'
  if (looksLikeSvg(data)) return 'svg'
  return null
}

/** A text file whose first element is <svg>, after an optional BOM, XML declaration and comments. */
function looksLikeSvg(data: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(data.subarray(0, 4096))
  const withoutPreamble = head
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
  return /^\s*<svg[\s>/]/.test(withoutPreamble)
}

/** "PNG, JPEG or SVG". */
export function describeKinds(kinds: readonly FileKind[]): string {
  const labels = kinds.map((kind) => KIND_LABELS[kind])
  if (labels.length <= 1) return labels.join('')
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`
}

/** "1 MB", "20 MB", "512 KB". */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
