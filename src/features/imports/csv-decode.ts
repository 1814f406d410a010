import { oneDecimal } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from './import-limits'

/**
 * Turns the uploaded bytes into text, or says plainly why it cannot: empty, too large, not a CSV
 * (a spreadsheet, a PDF, an image), or text that is not UTF-8. A UTF-8 byte-order mark is dropped.
 */
export type DecodeResult = { ok: true; text: string } | { ok: false; message: string }

// The sentences are looked up when a file is refused, in the request's language (decision 219).
const saveAs = () => m.imports_file_save_as_csv()

const signatures: { bytes: number[]; what: () => string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: m.imports_file_kind_zipped },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: m.imports_file_kind_old_excel },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: m.imports_file_kind_pdf },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: m.imports_file_kind_png },
  { bytes: [0xff, 0xd8, 0xff], what: m.imports_file_kind_jpeg },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: m.imports_file_kind_gif },
]

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

export function decodeCsv(bytes: Uint8Array): DecodeResult {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      message: m.imports_file_too_large({
        size: oneDecimal(bytes.byteLength / 1024 / 1024),
        max: MAX_IMPORT_MB,
      }),
    }
  }
  for (const signature of signatures) {
    if (startsWith(bytes, signature.bytes)) {
      return { ok: false, message: m.imports_file_looks_like({ what: signature.what(), saveAs: saveAs() }) }
    }
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { ok: false, message: m.imports_file_utf16({ saveAs: saveAs() }) }
  }
  let body = bytes
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) body = bytes.subarray(3)
  if (body.includes(0)) {
    return { ok: false, message: m.imports_file_binary({ saveAs: saveAs() }) }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    const line = lineOfFirstBadByte(body)
    return {
      ok: false,
      message: line
        ? m.imports_file_not_utf8_line({ line, saveAs: saveAs() })
        : m.imports_file_not_utf8({ saveAs: saveAs() }),
    }
  }
  // Text full of control characters is binary data that happens to decode.
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) controls++
  }
  if (controls > 0 && controls > text.length / 100) {
    return { ok: false, message: m.imports_file_binary({ saveAs: saveAs() }) }
  }
  if (text.trim() === '') return { ok: false, message: m.imports_file_empty() }
  return { ok: true, text }
}

function lineOfFirstBadByte(bytes: Uint8Array): number | null {
  let line = 1
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (byte === 0x0a) line++
    if (byte < 0x80) continue
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 0
    if (length === 0) return line
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length))
    } catch {
      return line
    }
    i += length - 1
  }
  return null
}
