import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from './import-limits'

/**
 * Turns the uploaded bytes into text, or says plainly why it cannot: empty, too large, not a CSV
 * (a spreadsheet, a PDF, an image), or text that is not UTF-8. A UTF-8 byte-order mark is dropped.
 */
export type DecodeResult = { ok: true; text: string } | { ok: false; message: string }

const SAVE_AS_CSV =
  'In your spreadsheet, choose File → Save as (or Download) → "CSV UTF-8", then upload that file.'

const signatures: { bytes: number[]; what: string }[] = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel or other zipped file (.xlsx, .ods, .zip)' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel file (.xls)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG picture' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG picture' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF picture' },
]

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}

export function decodeCsv(bytes: Uint8Array): DecodeResult {
  if (bytes.byteLength > MAX_IMPORT_BYTES) {
    return {
      ok: false,
      message: `This file is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; a CSV import can be at most ${MAX_IMPORT_MB} MB. Split it into smaller files.`,
    }
  }
  for (const signature of signatures) {
    if (startsWith(bytes, signature.bytes)) {
      return { ok: false, message: `This looks like ${signature.what}, not a CSV file. ${SAVE_AS_CSV}` }
    }
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    return { ok: false, message: `This file is saved as UTF-16 text. ${SAVE_AS_CSV}` }
  }
  let body = bytes
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) body = bytes.subarray(3)
  if (body.includes(0)) {
    return { ok: false, message: `This file is not a CSV file (it contains binary data). ${SAVE_AS_CSV}` }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    const line = lineOfFirstBadByte(body)
    return {
      ok: false,
      message: `This file is not saved as UTF-8${line ? ` (the first unreadable letter is on line ${line})` : ''}, so names with accents would come out wrong. ${SAVE_AS_CSV}`,
    }
  }
  // Text full of control characters is binary data that happens to decode.
  let controls = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) controls++
  }
  if (controls > 0 && controls > text.length / 100) {
    return { ok: false, message: `This file is not a CSV file (it contains binary data). ${SAVE_AS_CSV}` }
  }
  if (text.trim() === '')
    return { ok: false, message: 'This file is empty. Add a header row and one row per student.' }
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
