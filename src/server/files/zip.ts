import { crc32, deflateRawSync } from 'node:zlib'

/**
 * A small ZIP writer for data exports (decision 134): each entry deflated with Node's zlib (or
 * stored when that is not smaller), CRC-32 from `zlib.crc32`, UTF-8 names, no ZIP64. So an archive
 * holds at most 65,535 entries and 4 GiB, far beyond a school's export; past that it throws
 * instead of writing a broken file.
 */

export interface ZipEntry {
  /** A relative path with `/` separators, e.g. `students.csv` or `code/ada.json`. */
  name: string
  data: Uint8Array | string
}

const MAX_ENTRIES = 0xffff
const MAX_BYTES = 0xffffffff
const METHOD_STORE = 0
const METHOD_DEFLATE = 8
/** Bit 11: the name is UTF-8. */
const FLAG_UTF8 = 0x0800

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear())
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  }
}

function checkName(name: string): void {
  if (name === '' || name.startsWith('/') || name.includes('\\') || name.split('/').includes('..')) {
    throw new Error(`Not a safe name for a ZIP entry: ${name}`)
  }
}

/** The whole archive in memory; entries keep their order. */
export function zipFiles(entries: readonly ZipEntry[], modified = new Date()): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new Error(`A ZIP file holds at most ${MAX_ENTRIES} entries.`)
  const encoder = new TextEncoder()
  const stamp = dosDateTime(modified)
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0

  for (const entry of entries) {
    checkName(entry.name)
    const name = encoder.encode(entry.name)
    const raw = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data
    const deflated = deflateRawSync(raw)
    const method = deflated.length < raw.length ? METHOD_DEFLATE : METHOD_STORE
    const body = method === METHOD_DEFLATE ? deflated : raw
    const crc = crc32(raw)
    if (raw.length > MAX_BYTES || offset + body.length + 30 + name.length > MAX_BYTES) {
      throw new Error('A ZIP file without ZIP64 holds at most 4 GiB.')
    }

    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(6, FLAG_UTF8, true)
    local.setUint16(8, method, true)
    local.setUint16(10, stamp.time, true)
    local.setUint16(12, stamp.date, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, body.length, true)
    local.setUint32(22, raw.length, true)
    local.setUint16(26, name.length, true)
    local.setUint16(28, 0, true)

    const header = new DataView(new ArrayBuffer(46))
    header.setUint32(0, 0x02014b50, true)
    header.setUint16(4, 20, true)
    header.setUint16(6, 20, true)
    header.setUint16(8, FLAG_UTF8, true)
    header.setUint16(10, method, true)
    header.setUint16(12, stamp.time, true)
    header.setUint16(14, stamp.date, true)
    header.setUint32(16, crc, true)
    header.setUint32(20, body.length, true)
    header.setUint32(24, raw.length, true)
    header.setUint16(28, name.length, true)
    // Extra field, comment, disk number, internal and external attributes: all zero.
    header.setUint32(42, offset, true)

    parts.push(new Uint8Array(local.buffer), name, body)
    central.push(new Uint8Array(header.buffer), name)
    offset += 30 + name.length + body.length
  }

  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  if (offset + centralSize + 22 > MAX_BYTES) throw new Error('A ZIP file without ZIP64 holds at most 4 GiB.')
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, entries.length, true)
  end.setUint16(10, entries.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)

  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of all) {
    out.set(part, at)
    at += part.length
  }
  return out
}
