import { afterEach, describe, expect, it } from 'vitest'
import type { Check } from '@/kernel/lesson-content/lesson-content.schemas'
import type { CheckSentence } from '@/kernel/runner-protocol/check-sentence'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { englishSentence } from '../checks/check-words'
import { evaluateChecks, probesFor } from '../checks/evaluate-checks'
import { runProgram } from '../runtime/run-program'
import { checkSentenceWords } from './check-sentence-words'
import type { RunnerWords } from './run-words'

afterEach(() => overwriteGetLocale(() => baseLocale))

/** The judge's verdict on `code`, as the page receives it. */
const judged = (code: string, check: Check, words: RunnerWords = 'code') => {
  const outcome = runProgram(code, { probes: probesFor([check]) })
  return evaluateChecks([check], { code, outcome, words }).results[0]!
}
const inLocale = (locale: string, s: CheckSentence, voice: RunnerWords = 'code') => {
  overwriteGetLocale(() => locale as typeof baseLocale)
  return checkSentenceWords(s, voice).text
}

/** One sentence of every key the judge can give. */
const EVERY: CheckSentence[] = [
  { key: 'pass-no-error' },
  { key: 'pass-output' },
  { key: 'pass-output-lines', count: 3 },
  { key: 'pass-segments', count: 1 },
  { key: 'pass-closed-shape' },
  { key: 'pass-closed-shape-sides', sides: 5 },
  { key: 'pass-uses-color', color: 'red' },
  { key: 'pass-color-count', count: 2 },
  { key: 'pass-distance', count: 300 },
  { key: 'pass-back-at-start' },
  { key: 'pass-ends-at', at: '(50, 100)' },
  { key: 'pass-circles', count: 2 },
  { key: 'pass-fills', count: 1 },
  { key: 'pass-function-exists', name: 'add' },
  { key: 'pass-function-returns', call: 'add(2, 3)', value: '5' },
  { key: 'pass-variable-equals', name: 'score', value: '10' },
  { key: 'pass-code-uses', construct: 'nested-loop' },
  { key: 'pass-code-calls', name: 'forward' },
  { key: 'pass-short', count: 4 },
  { key: 'mistake', message: 'Line 2: `fd` is not a word the computer knows.', kind: 'pen-width' },
  { key: 'fix-first' },
  { key: 'printed-nothing' },
  { key: 'printed-last', text: 'Hi' },
  { key: 'output-too-short', actual: 1, expected: 2, line: 2, expectedLine: 'Bye' },
  { key: 'output-too-long', actual: 3, expected: 2, line: 3, actualLine: 'Extra' },
  { key: 'output-differs', line: 1, expectedLine: 'Hello', actualLine: 'Helo' },
  { key: 'drew-nothing' },
  { key: 'drew-with', colors: ['#0000ff'] },
  { key: 'stopped-away', gap: 20 },
  { key: 'stopped-at', at: '(0, 100)' },
  { key: 'shapes-too-few', count: 1, needed: 2 },
  { key: 'shape-sides', sides: 3, needed: 4 },
  { key: 'shape-open', gap: 1 },
  { key: 'not-a-function', name: 'add', type: 'number' },
  { key: 'no-variable', name: 'score' },
  { key: 'variable-is', name: 'score', value: '9' },
  { key: 'probe-mistake', message: '`x` is not a word the computer knows.' },
  { key: 'check-did-not-run' },
  { key: 'no-function', name: 'add' },
  { key: 'call-problem', call: 'add(2, 3)', message: 'something went wrong' },
  { key: 'gave-back-nothing', call: 'add(2, 3)' },
  { key: 'gave-back', call: 'add(2, 3)', actual: '6', expected: '5' },
]

describe('the judge gives keys and values; the page says them in its language (decision 213)', () => {
  it.each(['code', 'blocks'] as const)(
    'in English the page says what the judge wrote, in the %s voice',
    (voice) => {
      // Where the page is kinder than the judge's English: "1 colour" and "blue and red".
      const differ = new Set(['pass-color-count', 'drew-with'])
      for (const s of EVERY.filter((s) => !differ.has(s.key)))
        expect(inLocale('en', s, voice), s.key).toBe(englishSentence(s, voice))
      expect(inLocale('en', { key: 'pass-color-count', count: 1 })).toBe('You used 1 colour.')
      expect(inLocale('en', { key: 'drew-with', colors: ['#0000ff', 'red'] })).toBe(
        'The turtle drew with blue and red.',
      )
    },
  )

  it.each(['es', 'ar', 'en-XA'])('every sentence in %s is its own, in both voices', (locale) => {
    for (const voice of ['code', 'blocks'] as const)
      for (const s of EVERY.filter(
        (s) => s.key !== 'probe-mistake' && !(s.key === 'mistake' && voice === 'code'),
      ))
        expect(inLocale(locale, s, voice), `${s.key} (${voice})`).not.toBe(englishSentence(s, voice))
  })

  it('says a passed check and the detail under a failed one in Spanish', () => {
    const lines: Check = { type: 'turtle-segment-count', min: 2, fail: 'Draw {expected} lines.' }
    const passed = judged('forward(100)\nright(90)\nforward(50)', lines)
    expect(passed.message).toBe('The turtle drew 2 lines.')
    expect(inLocale('es', passed.said!)).toBe('La tortuga dibujó 2 líneas.')

    const output: Check = { type: 'output-equals', lines: ['Hello', 'Bye'], fail: 'Print two lines.' }
    const failed = judged('console.log("Hello")', output)
    expect(failed.detail).toBe('Your program printed 1 line; 2 lines are needed. Line 2 should be "Bye".')
    expect(inLocale('es', failed.detailSaid!)).toBe(
      'Tu programa escribió 1 línea; hacen falta 2 líneas. La línea 2 debería ser "Bye".',
    )
    expect(inLocale('es', failed.detailSaid!, 'blocks')).toBe(
      'La tortuga dijo 1 cosa, pero hacen falta 2. Ahora debería decir "Bye".',
    )
  })

  it('chooses Arabic’s plural forms: two, a few, many', () => {
    expect(inLocale('ar', { key: 'pass-segments', count: 2 })).toBe('رسمت السلحفاة خطّين.')
    expect(inLocale('ar', { key: 'pass-output-lines', count: 3 })).toBe('كتب برنامجك 3 أسطر.')
    expect(inLocale('ar', { key: 'pass-output-lines', count: 11 })).toBe('كتب برنامجك 11 سطرًا.')
    expect(inLocale('ar', { key: 'pass-short', count: 1 }, 'blocks')).toBe('مكعّبًا واحدًا فقط!')
  })

  it('names the colour and the blocks in the page’s words, and keeps the child’s code as typed', () => {
    const red: Check = { type: 'turtle-uses-color', color: 'red', fail: 'Use red.' }
    const drawn = judged("color('red')\nforward(10)", red)
    expect(drawn.message).toBe('You drew with red.')
    expect(inLocale('es', drawn.said!)).toBe('Dibujaste con rojo.')
    const repeat: Check = { type: 'code-uses', construct: 'repeat', fail: 'Use a repeat block.' }
    const used = judged('for (let i = 0; i < 2; i++) { forward(10) }', repeat, 'blocks')
    expect(used.message).toBe('You used a repeat block.')
    expect(inLocale('ar', used.said!, 'blocks')).toBe('استخدمت مكعّب كرّر.')
    expect(inLocale('es', { key: 'gave-back', call: 'add(2, 3)', actual: '6', expected: '5' })).toBe(
      '`add(2, 3)` devolvió 6, pero debería devolver 5.',
    )
  })

  it('says the code voice’s explanation of a mistake in the language (decision 220), English only without its key; the blocks’ is translated', () => {
    const clean: Check = { type: 'no-error', fail: 'Fix the mistake.' }
    const code = judged('fd(10)', clean)
    expect(code.detail).toMatch(/is not a word the computer knows/)
    overwriteGetLocale(() => 'es')
    expect(checkSentenceWords(code.detailSaid!, 'code')).toEqual({
      text: 'Línea 1: `fd` no es una palabra que el ordenador conozca. ¿Querías decir `forward`?',
    })
    const stored = { key: 'mistake', message: code.detail! } as const
    expect(checkSentenceWords(stored, 'code')).toEqual({ text: code.detail, lang: 'en' })
    const blocks = judged('penWidth(0)', clean, 'blocks')
    expect(blocks.detail).toBe('The pen size must be bigger than 0. Try 5.')
    expect(checkSentenceWords(blocks.detailSaid!, 'blocks').lang).toBeUndefined()
    expect(checkSentenceWords(blocks.detailSaid!, 'blocks').text).not.toBe(blocks.detail)
  })
})
