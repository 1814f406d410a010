import { describe, expect, it } from 'vitest'
import { decodeCsv } from './csv-decode'
import { detectDelimiter, parseStudentCsv } from './csv-parse'
import { MAX_IMPORT_BYTES } from './import-limits'

const utf8 = (text: string) => new TextEncoder().encode(text)

function parse(text: string) {
  const decoded = decodeCsv(utf8(text))
  if (!decoded.ok) throw new Error(decoded.message)
  return parseStudentCsv(decoded.text)
}

describe('decodeCsv', () => {
  it('reads UTF-8 with or without a byte-order mark', () => {
    expect(decodeCsv(utf8('First name,Last name\nZoë,Ødegård'))).toEqual({
      ok: true,
      text: 'First name,Last name\nZoë,Ødegård',
    })
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a,b')]))).toEqual({ ok: true, text: 'a,b' })
  })

  it('explains empty, too large, binary, spreadsheet and wrong-encoding files', () => {
    const message = (bytes: Uint8Array) => {
      const result = decodeCsv(bytes)
      return result.ok ? 'ok' : result.message
    }
    expect(message(new Uint8Array())).toMatch(/empty/)
    expect(message(utf8('\n \n'))).toMatch(/empty/)
    expect(message(new Uint8Array([0xef, 0xbb, 0xbf]))).toMatch(/empty/)
    expect(message(new Uint8Array(MAX_IMPORT_BYTES + 1).fill(65))).toMatch(/at most 5 MB/)
    expect(message(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/Excel/)
    expect(message(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).toMatch(/PDF/)
    expect(message(new Uint8Array([1, 2, 0, 3, 250, 13, 0]))).toMatch(/binary/)
    expect(message(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toMatch(/UTF-16/)
    // "Zoë" saved as Windows-1252 / Latin-1 on the second line.
    const latin1 = new Uint8Array([...utf8('First name,Last name\nZo'), 0xeb, ...utf8(',Smith')])
    expect(message(latin1)).toMatch(/not saved as UTF-8 \(the first unreadable letter is on line 2\)/)
  })
})

describe('parseStudentCsv', () => {
  it('matches headers loosely and reads comma, semicolon and tab files', () => {
    expect(detectDelimiter('a;b;c\n1,2;3')).toBe(';')
    expect(detectDelimiter('"a,b";c;d')).toBe(';')
    for (const text of [
      'First Name,SURNAME,user_name,Class,Year,Pass word\nAda,Lovelace,ada,4B,4,secret1',
      'first_name;last_name;login;group;grade;password\nAda;Lovelace;ada;4B;4;secret1',
      'Vorname\tNachname\tBenutzername\tKlasse\tStufe\tPasswort\nAda\tLovelace\tada\t4B\t4\tsecret1',
    ]) {
      const result = parse(text)
      expect(result.ok && result.value.rows).toEqual([
        {
          rowNumber: 2,
          data: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            username: 'ada',
            className: '4B',
            grade: '4',
            password: 'secret1',
          },
        },
      ])
    }
  })

  it('splits a single Name column, skips empty lines, keeps spreadsheet row numbers, notes unused columns', () => {
    const result = parse('Name,Email,Class\r\n"Mary Ann Smith",m@x.test,1A\r\n\r\n"Lee, Bo",,1A\r\n')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.value.rows.map((r) => [r.rowNumber, r.data.firstName, r.data.lastName])).toEqual([
      [2, 'Mary Ann', 'Smith'],
      [4, 'Lee,', 'Bo'],
    ])
    expect(result.value.notes.join(' ')).toMatch(/"Email"/)
  })

  it('refuses files without name columns, with two of one column, without rows, or over 10,000 rows', () => {
    const message = (text: string) => {
      const result = parse(text)
      return result.ok ? 'ok' : result.message
    }
    expect(message('Email,Phone\na@b,1')).toMatch(
      /"First name" and "Last name" \(we found "Email", "Phone"\)/,
    )
    expect(message('First,Last,First name\na,b,c')).toMatch(/two "First name" columns/)
    expect(message('First name,Last name\n\n')).toMatch(/no students/)
    const big = ['First name,Last name', ...Array.from({ length: 10_001 }, (_, i) => `A${i},B`)].join('\n')
    expect(message(big)).toMatch(/10,001 students; one import takes at most 10,000/)
    const ok = ['First name,Last name', ...Array.from({ length: 10_000 }, (_, i) => `A,B${i}`)].join('\n')
    expect(message(ok)).toBe('ok')
  })
})
