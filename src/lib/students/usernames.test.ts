import { describe, expect, it } from 'vitest'
import { normalizeSecretWords, randomSecretWords } from './secret-words'
import { generateStudentPassword } from './student-password'
import { baseUsername, USERNAME_PATTERN, uniqueUsername } from './usernames'

describe('usernames', () => {
  it('makes a readable base from the names, without accents or symbols', () => {
    expect(baseUsername('Ada', 'Lovelace')).toBe('ada.lovelace')
    expect(baseUsername('Zoë', "O'Brien")).toBe('zoe.obrien')
    expect(baseUsername('Jürgen', 'Groß')).toBe('jurgen.gross')
    expect(baseUsername('李', '王')).toBe('student')
    expect(baseUsername('Al', null)).toBe('al.student')
    expect(baseUsername('Maximilianusxyz', 'Vandenberghe-Smith')).toMatch(USERNAME_PATTERN)
  })

  it('adds the first free number', () => {
    expect(uniqueUsername('ada.l', new Set())).toBe('ada.l')
    expect(uniqueUsername('ada.l', new Set(['ada.l', 'ada.l2']))).toBe('ada.l3')
  })
})

describe('secrets', () => {
  it('secret words are two lower-case words and normalize what a child types', () => {
    expect(randomSecretWords()).toMatch(/^[a-z]{2,12} [a-z]{2,12}$/)
    expect(normalizeSecretWords('  Happy   TIGER! ')).toBe('happy tiger')
  })

  it('generated passwords fit the student password rule', () => {
    for (let i = 0; i < 50; i++) expect(generateStudentPassword()).toMatch(/^[a-z]+-[a-z]+-\d{2}$/)
  })
})
