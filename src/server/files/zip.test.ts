import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, inflateRawSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { zipFiles } from './zip'

interface ReadEntry {
  name: string
  method: number
  crc: number
  data: Buffer
}

/** Reads an archive back from its central directory and local headers, as an unzip tool does. */
function readZip(zip: Uint8Array): ReadEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = zip.length - 22
  expect(view.getUint32(end, true)).toBe(0x06054b50)
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: ReadEntry[] = []
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50)
    expect(view.getUint16(at + 8, true) & 0x0800).toBe(0x0800)
    const method = view.getUint16(at + 10, true)
    const compressed = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const local = view.getUint32(at + 42, true)
    expect(view.getUint32(local, true)).toBe(0x04034b50)
    const start = local + 30 + view.getUint16(local + 26, true)
    const body = Buffer.from(zip.subarray(start, start + compressed))
    entries.push({
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      method,
      crc: view.getUint32(at + 16, true),
      data: method === 8 ? inflateRawSync(body) : body,
    })
    at += 46 + nameLength
  }
  return entries
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const csv = `\uFEFFFirst name,Last name\r\n${'Zoë,Ñúñez\r\n'.repeat(200)}`
const sample = () =>
  zipFiles([
    { name: 'students.csv', data: csv },
    { name: 'code/zoë.json', data: '{"code":"forward(100)"}' },
    { name: 'empty.txt', data: '' },
    { name: 'tiny.bin', data: new Uint8Array([1, 2, 3]) },
  ])

describe('zipFiles', () => {
  it('computes the standard CRC-32 (check value of "123456789")', () => {
    expect(crc32('123456789')).toBe(0xcbf43926)
  })

  it('writes every entry in order with its UTF-8 name, CRC and bytes; deflated when smaller, else stored', () => {
    const entries = readZip(sample())
    expect(entries.map((entry) => entry.name)).toEqual([
      'students.csv',
      'code/zoë.json',
      'empty.txt',
      'tiny.bin',
    ])
    expect(entries[0]!.method).toBe(8)
    expect(entries[0]!.data.toString('utf8')).toBe(csv)
    expect(entries[1]!.data.toString('utf8')).toBe('{"code":"forward(100)"}')
    expect(entries[2]!.data.length).toBe(0)
    expect(entries[3]).toMatchObject({ method: 0, data: Buffer.from([1, 2, 3]) })
    for (const entry of entries) expect(entry.crc).toBe(crc32(entry.data))
  })

  const hasUnzip = spawnSync('unzip', ['-v']).status === 0
  it.skipIf(!hasUnzip)('passes Info-ZIP’s own test and extracts to the same bytes', () => {
    const folder = mkdtempSync(join(tmpdir(), 'zip-test-'))
    folders.push(folder)
    const file = join(folder, 'export.zip')
    writeFileSync(file, sample())
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected')
    execFileSync('unzip', ['-q', file, '-d', join(folder, 'out')])
    expect(readFileSync(join(folder, 'out/students.csv'), 'utf8')).toBe(csv)
    expect([...readFileSync(join(folder, 'out/tiny.bin'))]).toEqual([1, 2, 3])
  })

  it('refuses names that would leave the folder they are extracted to', () => {
    for (const name of ['../evil.csv', '/etc/passwd', 'a/../../b', 'a\\b', '']) {
      expect(() => zipFiles([{ name, data: 'x' }])).toThrow(/Not a safe name/)
    }
  })
})
