import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@/lib/csv'

describe('csv', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\0x', "'\0x"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
  ])('escapes a formula cell %j', (input, output) => {
    expect(csvCell(input)).toBe(output)
  })

  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"')
    expect(csvCell('Smith; Ann')).toBe('"Smith; Ann"')
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('Zoë')).toBe('Zoë')
    expect(csvCell(null)).toBe('')
    expect(csvCell(3)).toBe('3')
    expect(csvCell(-1)).toBe('-1')
  })

  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [['1', '=2']])).toBe("\uFEFFa,b\r\n1,'=2\r\n")
  })
})
