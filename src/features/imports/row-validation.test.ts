import { describe, expect, it } from 'vitest'
import type { ImportRowData } from './csv-parse'
import { type RowToCheck, type ValidationContext, validateImportRows } from './row-validation'

const data = (overrides: Partial<ImportRowData> = {}): ImportRowData => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: '',
  className: '4B',
  grade: '4',
  password: '',
  ...overrides,
})

const context = (overrides: Partial<ValidationContext> = {}): ValidationContext => ({
  takenUsernames: new Set(['taken']),
  classes: new Map([['4b', { id: 'g1', name: '4B', memberCount: 0 }]]),
  otherClasses: new Set(['5c']),
  existingNames: new Map([['grace hopper', ['4B']]]),
  requireClass: false,
  maxClassSize: 200,
  ...overrides,
})

const rows = (...list: Partial<ImportRowData>[]): RowToCheck[] =>
  list.map((overrides, i) => ({ rowNumber: i + 2, data: data(overrides), action: 'create' }))

const codes = (result: { errors: { code: string }[]; warnings: { code: string }[] }) => ({
  errors: result.errors.map((e) => e.code),
  warnings: result.warnings.map((w) => w.code),
})

describe('validateImportRows', () => {
  it('passes a good row', () => {
    expect(validateImportRows(rows({}), context()).map(codes)).toEqual([{ errors: [], warnings: [] }])
  })

  it('finds missing, too long, formula and bad-character names', () => {
    const result = validateImportRows(
      rows(
        { firstName: '' },
        { lastName: 'x'.repeat(61) },
        { firstName: '=HYPERLINK("x")' },
        { lastName: 'L0velace' },
      ),
      context(),
    )
    expect(result.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['missing'],
      ['too_long'],
      ['formula'],
      ['bad_characters'],
    ])
    expect(result[3]!.errors[0]!.message).toBe(
      'The last name has "0" in it. Use letters, spaces, hyphens and apostrophes.',
    )
    // Accents, hyphens, apostrophes and spaces are fine.
    expect(
      validateImportRows(rows({ firstName: 'Zoë-Anne', lastName: "O'Brien de la Cruz" }), context())[0]!
        .errors,
    ).toEqual([])
  })

  it('checks usernames: shape, taken at the school, twice in the file', () => {
    const result = validateImportRows(
      rows({ username: 'Bad Name!' }, { username: 'TAKEN' }, { username: 'ada' }, { username: 'ada' }),
      context(),
    )
    expect(result.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['bad_username'],
      ['duplicate_in_school'],
      [],
      ['duplicate_in_file'],
    ])
    expect(result[3]!.errors[0]!.message).toMatch(/also on row 4/)
  })

  it('unknown classes are errors until the admin chooses to create them; teachers need their own class', () => {
    let result = validateImportRows(
      rows(
        { className: 'Year 3 Blue' },
        { firstName: 'Bo', className: 'Year 3 Blue', createClass: true },
        { className: '5C' },
        { className: '' },
      ),
      context(),
    )
    expect(result.map(codes)).toEqual([
      { errors: ['unknown_class'], warnings: [] },
      { errors: [], warnings: [] },
      { errors: ['not_your_class'], warnings: [] },
      { errors: [], warnings: ['no_class'] },
    ])
    result = validateImportRows(rows({ className: '' }), context({ requireClass: true }))
    expect(result[0]!.errors.map((e) => e.code)).toEqual(['no_class'])
  })

  it('a class cannot go over its size; skipped rows do not count', () => {
    const list = rows({}, { username: `b${'x'.repeat(2)}` }, {})
    list[0]!.action = 'skip'
    const result = validateImportRows(
      list,
      context({ classes: new Map([['4b', { id: 'g1', name: '4B', memberCount: 199 }]]) }),
    )
    expect(result.map((r) => r.errors.map((e) => e.code))).toEqual([[], [], ['class_full']])
  })

  it('grades and passwords', () => {
    const result = validateImportRows(
      rows({ grade: 'K' }, { grade: 'Year 3' }, { grade: 'purple' }, { password: 'abc' }, { grade: '13' }),
      context(),
    )
    expect(result.map((r) => r.errors.map((e) => e.code))).toEqual([
      [],
      [],
      ['bad_grade'],
      ['password_too_short'],
      ['bad_grade'],
    ])
  })

  it('warns about the same name in the file and at the school', () => {
    const result = validateImportRows(
      rows({}, { firstName: 'ada', lastName: 'LOVELACE' }, { firstName: 'Grace', lastName: 'Hopper' }),
      context(),
    )
    expect(result.map(codes)).toEqual([
      { errors: [], warnings: [] },
      { errors: [], warnings: ['same_name_in_file'] },
      { errors: [], warnings: ['same_name_in_school'] },
    ])
    expect(result[2]!.warnings[0]!.message).toBe(
      'There is already a student called Grace Hopper (in 4B). Skip this row if it is the same child.',
    )
  })
})
