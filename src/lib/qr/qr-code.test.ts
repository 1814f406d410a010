import { describe, expect, it } from 'vitest'
import { encodeQr, penalty } from './qr-code'
import { REFERENCE_CODES } from './qr-reference-codes'

const asRows = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))

describe('encodeQr', () => {
  it.each(REFERENCE_CODES)(
    'draws the same matrix as libqrencode: version $version, level $errorCorrection',
    (reference) => {
      const code = encodeQr(reference.text, {
        errorCorrection: reference.errorCorrection,
        mask: reference.mask,
      })
      expect(code.version).toBe(reference.version)
      expect(code.size).toBe(reference.rows.length)
      expect(asRows(code.modules)).toEqual(reference.rows)
    },
  )

  it('a different mask gives a different matrix (the comparison above can fail)', () => {
    const reference = REFERENCE_CODES[0]!
    const other = encodeQr(reference.text, {
      errorCorrection: reference.errorCorrection,
      mask: (reference.mask + 1) % 8,
    })
    expect(asRows(other.modules)).not.toEqual(reference.rows)
  })

  it('picks the mask with the lowest penalty', () => {
    for (const reference of REFERENCE_CODES) {
      const chosen = encodeQr(reference.text, { errorCorrection: reference.errorCorrection })
      const scores = Array.from({ length: 8 }, (_, mask) =>
        penalty(encodeQr(reference.text, { errorCorrection: reference.errorCorrection, mask }).modules),
      )
      expect(penalty(chosen.modules)).toBe(Math.min(...scores))
      expect(scores[chosen.mask]).toBe(Math.min(...scores))
    }
  })

  it('uses the smallest version that holds the bytes (level M capacities of the standard)', () => {
    const capacities = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213]
    capacities.forEach((bytes, index) => {
      expect(encodeQr('a'.repeat(bytes)).version).toBe(index + 1)
      if (index < capacities.length - 1) expect(encodeQr('a'.repeat(bytes + 1)).version).toBe(index + 2)
    })
    expect(() => encodeQr('a'.repeat(214))).toThrow(RangeError)
  })

  it('counts UTF-8 bytes, not characters', () => {
    expect(encodeQr('ä'.repeat(7)).version).toBe(1)
    expect(encodeQr('ä'.repeat(8)).version).toBe(2)
  })

  it('scores runs, 2×2 blocks and the dark share as the standard says', () => {
    const light = Array.from({ length: 21 }, () => new Array<boolean>(21).fill(false))
    // 42 lines of 21 alike: 42 × (3 + 16); 20 × 20 blocks × 3; no dark at all: (10 − 1) × 10.
    expect(penalty(light)).toBe(42 * 19 + 400 * 3 + 90)
    const stripes = light.map((row, y) => row.map(() => y % 2 === 0))
    // Rows of 21 alike only; half dark costs nothing.
    expect(penalty(stripes)).toBe(21 * 19)
  })
})
