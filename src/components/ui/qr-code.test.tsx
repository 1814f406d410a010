import { renderToStaticMarkup } from 'react-dom/server'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './qr-code'

const asRows = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))

/** A login card's address, version 6 at level M with mask 5, as libqrencode 4 draws it
 * (`qrencode -8 -l M -m 0 -t ASCII TEXT`, "#" is dark). */
const LOGIN_CARD = {
  text: 'https://sunnyvale.codeschool.example/join?code=KTW4BX&student=0b6c5a5e-1f1e-4a0c-9c7a-7b1f4f6d2a11',
  rows: [
    '#######.....##.#.##...#..##..#..#.#######',
    '#.....#.#.#.#.....#..##...#.#.#.#.#.....#',
    '#.###.#.##.####.#...#...#..##...#.#.###.#',
    '#.###.#.#.##.#.##.#.....###.##.##.#.###.#',
    '#.###.#....#.......#.#.#..#.#.###.#.###.#',
    '#.....#.....##.#.##.##..###.###...#.....#',
    '#######.#.#.#.#.#.#.#.#.#.#.#.#.#.#######',
    '........#..###..#..##.#.........#........',
    '#.....#.#####....#....#.###.##.####..###.',
    '..#.##.###.##.#.#.##..##.###...#...##..#.',
    '.#.#####.....#......###.#####...##..#..#.',
    '.####..####..###..##..##.......###.###.#.',
    '....#.#.....#.####.##.#.#.#.#.#..###.....',
    '.#.###.###.###..#.#.#.#.#.###.##..#######',
    '#....####..#......##..#....#..#..#..#....',
    '####.#.#.####.#.#..#..#.#..#..####....#..',
    '..#..##.#..###..#####....#.###..##.#..#..',
    '###.#...##.####..#.#..###.##..##.####...#',
    '#.#...###....#.....#.###..##...######...#',
    '#.#.##.#..##....###.#.#....#..#.##..##.##',
    '.#.#..##..#.#..#...###.#####.##......##.#',
    '##.......###.#.#.##..#.#..##...#...##....',
    '.##.#.#...........#...#....##......#.#...',
    '#...##..##.#....#.#.#.##..###....#.###..#',
    '.#..###..##.#.#....#....#......##.##.#.##',
    '#.#..#..###..####.####.###.#####..####..#',
    '##..###.......#..##.###..###.#..#.###..#.',
    '####.#..##..#.#...#........#...#.#######.',
    '#.#...#....###......###..##.##.#.#.#.###.',
    '#.####..####.###.......##..#..#########.#',
    '###.###....##..#.###.###.#.##.##.#..##.##',
    '#.##...#....###...#...#.#.###.###.####...',
    '#.##..#.#.##....##....#.####.##.#####.###',
    '........###....#..#######.##...##...###..',
    '#######...####....#.#.#....#...##.#.#....',
    '#.....#...#.####....##....###.###...##.##',
    '#.###.#..####.#..###.#.##.###..######....',
    '#.###.#..#..#.###...#..#.######.#..#....#',
    '#.###.#.....#.###...###...##.#.########..',
    '#.....#..#.###.######.###.###.##.#..#.#.#',
    '#######.#.#...######..#.###..#.#...####..',
  ],
}

/** The matrix the SVG draws, read back from its path, and the side of its view box. */
function readBack(html: string): { viewBox: number; modules: boolean[][] } {
  const viewBox = Number(/viewBox="0 0 (\d+) \1"/.exec(html)?.[1])
  const d = /<path d="([^"]*)"/.exec(html)?.[1] ?? ''
  const modules = Array.from({ length: viewBox }, () => new Array<boolean>(viewBox).fill(false))
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) modules[Number(y)]![Number(x)] = true
  return { viewBox, modules }
}

/** Level and mask from the format information next to the bottom-left and top-right finders. */
function formatInformation(modules: boolean[][]): { level: string; mask: number } {
  const size = modules.length
  let bits = 0
  for (let i = 0; i < 8; i++) if (modules[8]![size - 1 - i]) bits |= 1 << i
  for (let i = 8; i < 15; i++) if (modules[size - 15 + i]![8]) bits |= 1 << i
  const data = (bits ^ 0x5412) >>> 10
  return { level: ['M', 'L', 'H', 'Q'][data >>> 3]!, mask: data & 7 }
}

describe('QrCode', () => {
  it('uqr draws the same matrix as libqrencode for the same mask', () => {
    const code = encode(LOGIN_CARD.text, { ecc: 'M', maskPattern: 5, border: 0 })
    expect(code.version).toBe(6)
    expect(asRows(code.data)).toEqual(LOGIN_CARD.rows)
  })

  it('draws the code at level M inside a four-module quiet zone', () => {
    const html = renderToStaticMarkup(<QrCode value={LOGIN_CARD.text} label="QR code" />)
    const { viewBox, modules } = readBack(html)
    expect(viewBox).toBe(41 + 8)
    const quiet = (i: number) => i < 4 || i >= viewBox - 4
    expect(modules.every((row, y) => row.every((dark, x) => !dark || (!quiet(x) && !quiet(y))))).toBe(true)
    const code = modules.slice(4, -4).map((row) => row.slice(4, -4))
    const { level, mask } = formatInformation(code)
    expect(level).toBe('M')
    expect(asRows(code)).toEqual(
      asRows(encode(LOGIN_CARD.text, { ecc: 'M', maskPattern: mask, border: 0 }).data),
    )
  })

  it('a join address is a version 4 code, 33 modules and the quiet zone', () => {
    const html = renderToStaticMarkup(
      <QrCode
        value="https://sunnyvale.codeschool.example/join?code=KTW4BX"
        label="QR code: opens the class"
      />,
    )
    expect(readBack(html).viewBox).toBe(33 + 8)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="QR code: opens the class"')
    expect(html).toContain('data-qr-value="https://sunnyvale.codeschool.example/join?code=KTW4BX"')
  })
})
