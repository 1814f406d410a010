/**
 * A QR code encoder (ISO/IEC 18004) for the short links the app prints: byte mode, versions 1–10
 * (up to 213 bytes at level M), the four error-correction levels, and the mask with the lowest
 * penalty unless one is asked for. Pure and client-safe; `qr-svg.tsx` draws the matrix.
 */

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H'

export interface QrCode {
  version: number
  /** Modules per side (21 for version 1, 4 more each version). */
  size: number
  mask: number
  errorCorrection: ErrorCorrection
  /** `modules[y][x]`: true is dark. */
  modules: boolean[][]
}

const MAX_VERSION = 10

// Per level, indexed by version (index 0 unused): error-correction codewords per block, and blocks.
const ECC_PER_BLOCK: Record<ErrorCorrection, readonly number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
  Q: [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24],
  H: [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28],
}
const BLOCKS: Record<ErrorCorrection, readonly number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
  Q: [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8],
  H: [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8],
}
/** The two bits the format information carries for each level. */
const FORMAT_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0, Q: 3, H: 2 }

/** Modules left for data and error correction once the function patterns are drawn. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2
    result -= (25 * align - 10) * align - 55
    if (version >= 7) result -= 36
  }
  return result
}

function dataCodewords(version: number, level: ErrorCorrection): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[level][version]! * BLOCKS[level][version]!
}

/** Bits of a byte-mode segment: mode, count (8 bits to version 9, 16 from 10), the bytes. */
function segmentBits(version: number, bytes: Uint8Array): number {
  return 4 + (version <= 9 ? 8 : 16) + bytes.length * 8
}

// Arithmetic in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1.
function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

/** The generator polynomial of a Reed–Solomon code with `degree` check codewords (leading 1 left out). */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root) ^ (j + 1 < degree ? result[j + 1]! : 0)
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0)
  for (const byte of data) {
    const factor = byte ^ result.shift()!
    result.push(0)
    divisor.forEach((coefficient, i) => {
      result[i] = result[i]! ^ gfMultiply(coefficient, factor)
    })
  }
  return result
}

/** Data codewords split into blocks, each given its check codewords, then interleaved. */
function withErrorCorrection(data: number[], version: number, level: ErrorCorrection): number[] {
  const blockCount = BLOCKS[level][version]!
  const eccLength = ECC_PER_BLOCK[level][version]!
  const rawCodewords = Math.floor(rawDataModules(version) / 8)
  const shortBlocks = blockCount - (rawCodewords % blockCount)
  const shortLength = Math.floor(rawCodewords / blockCount)
  const divisor = rsDivisor(eccLength)
  const blocks: number[][] = []
  for (let i = 0, k = 0; i < blockCount; i++) {
    const dataLength = shortLength - eccLength + (i < shortBlocks ? 0 : 1)
    const part = data.slice(k, k + dataLength)
    k += dataLength
    const ecc = rsRemainder(part, divisor)
    // Short blocks get a placeholder so every block has the same length while interleaving.
    if (i < shortBlocks) part.push(0)
    blocks.push([...part, ...ecc])
  }
  const result: number[] = []
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!)
    })
  }
  return result
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return []
  const count = Math.floor(version / 7) + 2
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2
  const result = [6]
  for (let i = 0, pos = version * 4 + 17 - 7; i < count - 1; i++, pos -= step) result.splice(1, 0, pos)
  return result
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]

class Matrix {
  readonly modules: boolean[][]
  readonly reserved: boolean[][]
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  }
  fixed(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark
    this.reserved[y]![x] = true
  }
}

function drawFunctionPatterns(m: Matrix, version: number) {
  const { size } = m
  for (let i = 0; i < size; i++) {
    m.fixed(6, i, i % 2 === 0)
    m.fixed(i, 6, i % 2 === 0)
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx
        const y = cy + dy
        if (x < 0 || x >= size || y < 0 || y >= size) continue
        const distance = Math.max(Math.abs(dx), Math.abs(dy))
        m.fixed(x, y, distance !== 2 && distance !== 4)
      }
    }
  }
  const positions = alignmentPositions(version)
  const last = positions.length - 1
  positions.forEach((cx, i) => {
    positions.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) m.fixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
      }
    })
  })
  drawFormatBits(m, 'M', 0) // reserves the area; drawn for real once the mask is chosen
  if (version >= 7) {
    let rem = version
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const bits = (version << 12) | rem
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1
      const a = size - 11 + (i % 3)
      const b = Math.floor(i / 3)
      m.fixed(a, b, dark)
      m.fixed(b, a, dark)
    }
  }
}

function drawFormatBits(m: Matrix, level: ErrorCorrection, mask: number) {
  const data = (FORMAT_BITS[level] << 3) | mask
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  const bits = ((data << 10) | rem) ^ 0x5412
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  const { size } = m
  for (let i = 0; i <= 5; i++) m.fixed(8, i, bit(i))
  m.fixed(8, 7, bit(6))
  m.fixed(8, 8, bit(7))
  m.fixed(7, 8, bit(8))
  for (let i = 9; i < 15; i++) m.fixed(14 - i, 8, bit(i))
  for (let i = 0; i < 8; i++) m.fixed(size - 1 - i, 8, bit(i))
  for (let i = 8; i < 15; i++) m.fixed(8, size - 15 + i, bit(i))
  m.fixed(8, size - 8, true)
}

/** Codeword bits in the zigzag order: two columns at a time, up then down, skipping the timing column. */
function drawCodewords(m: Matrix, codewords: readonly number[]) {
  const { size } = m
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        if (m.reserved[y]![x] || i >= codewords.length * 8) continue
        m.modules[y]![x] = ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1
        i++
      }
    }
  }
}

function applyMask(m: Matrix, mask: number) {
  const test = MASKS[mask]!
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) {
      if (!m.reserved[y]![x] && test(x, y)) m.modules[y]![x] = !m.modules[y]![x]
    }
  }
}

/** The standard's penalty score of a finished matrix: lower is easier to read. */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length
  let result = 0
  const line = (get: (i: number) => boolean) => {
    let score = 0
    let run = 1
    for (let i = 1; i <= size; i++) {
      if (i < size && get(i) === get(i - 1)) run++
      else {
        if (run >= 5) score += 3 + (run - 5)
        run = 1
      }
    }
    // 1:1:3:1:1 finder look-alikes with four light modules on one side (outside counts as light).
    const at = (i: number) => (i >= 0 && i < size ? get(i) : false)
    const core = [true, false, true, true, true, false, true]
    for (let i = 0; i + 7 <= size; i++) {
      if (!core.every((dark, k) => at(i + k) === dark)) continue
      const lightBefore = [1, 2, 3, 4].every((k) => !at(i - k))
      const lightAfter = [7, 8, 9, 10].every((k) => !at(i + k))
      if (lightBefore) score += 40
      if (lightAfter) score += 40
    }
    return score
  }
  for (let y = 0; y < size; y++) result += line((x) => modules[y]![x]!)
  for (let x = 0; x < size; x++) result += line((y) => modules[y]![x]!)
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) {
      const c = modules[y]![x]
      if (c === modules[y]![x + 1] && c === modules[y + 1]![x] && c === modules[y + 1]![x + 1]) result += 3
    }
  }
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0)
  const total = size * size
  result += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10
  return result
}

/** Encodes text (as UTF-8 bytes) in the smallest version that holds it at the given level. */
export function encodeQr(
  text: string,
  options: { errorCorrection?: ErrorCorrection; mask?: number } = {},
): QrCode {
  const level = options.errorCorrection ?? 'M'
  const bytes = new TextEncoder().encode(text)
  let version = 1
  while (segmentBits(version, bytes) > dataCodewords(version, level) * 8) {
    version++
    if (version > MAX_VERSION) throw new RangeError(`Too long for a QR code up to version ${MAX_VERSION}.`)
  }
  const capacity = dataCodewords(version, level) * 8
  const bits: number[] = []
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1)
  }
  put(0b0100, 4)
  put(bytes.length, version <= 9 ? 8 : 16)
  for (const byte of bytes) put(byte, 8)
  put(0, Math.min(4, capacity - bits.length))
  put(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) put(pad, 8)
  const data: number[] = []
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0))

  const size = version * 4 + 17
  const codewords = withErrorCorrection(data, version, level)
  const build = (mask: number) => {
    const m = new Matrix(size)
    drawFunctionPatterns(m, version)
    drawCodewords(m, codewords)
    applyMask(m, mask)
    drawFormatBits(m, level, mask)
    return m
  }
  let mask = options.mask
  if (mask === undefined) {
    let best = Number.POSITIVE_INFINITY
    for (let candidate = 0; candidate < 8; candidate++) {
      const score = penalty(build(candidate).modules)
      if (score < best) {
        best = score
        mask = candidate
      }
    }
  }
  if (mask === undefined || mask < 0 || mask > 7) throw new RangeError('A mask is 0 to 7.')
  return { version, size, mask, errorCorrection: level, modules: build(mask).modules }
}
