import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MistakeKey, MistakeSentence } from '@/kernel/runner-protocol/mistake-sentence'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { type PythonRuntime, pythonForTests } from '@/test/python'
import { englishMistake } from '../runtime/mistake-english'
import { runProgram } from '../runtime/run-program'
import { mistakeSentenceWords } from './mistake-sentence-words'

afterEach(() => overwriteGetLocale(() => baseLocale))

const inLocale = (locale: string, s: MistakeSentence) => {
  overwriteGetLocale(() => locale as typeof baseLocale)
  return mistakeSentenceWords(s)
}

/** One sentence of every key the engine can give, some on a line, some with their options. */
const EVERY: Record<MistakeKey, MistakeSentence[]> = {
  'stopped-with': [{ key: 'stopped-with', value: 'boom', onLine: 2 }],
  'unknown-name': [
    { key: 'unknown-name', name: 'forwrd', guess: 'forward', onLine: 3 },
    { key: 'unknown-name', name: 'score' },
  ],
  'used-before-made': [{ key: 'used-before-made', name: 'x', onLine: 1 }],
  'const-changed': [{ key: 'const-changed', name: 'a', onLine: 2 }, { key: 'const-changed' }],
  'turtle-word-taken': [{ key: 'turtle-word-taken', name: 'color', onLine: 2 }],
  'not-runnable': [{ key: 'not-runnable', name: 'console.lg', guess: 'console.log', onLine: 1 }],
  'not-a-function': [{ key: 'not-a-function', name: 'x', onLine: 1 }, { key: 'not-a-function' }],
  'no-value': [
    { key: 'no-value', missing: 'undefined', property: 'length', onLine: 2 },
    { key: 'no-value', missing: 'null' },
  ],
  'calls-itself': [{ key: 'calls-itself', onLine: 2 }],
  'not-a-list': [{ key: 'not-a-list' }],
  'list-too-long': [{ key: 'list-too-long', onLine: 1 }],
  'not-a-number': [{ key: 'not-a-number', message: 'Cannot convert a BigInt value to a number' }],
  'went-wrong': [{ key: 'went-wrong', message: 'x.y is not iterable', onLine: 4 }],
  'too-many-things': [{ key: 'too-many-things', count: 10_000 }],
  'pen-width': [{ key: 'pen-width', onLine: 1 }],
  'go-to-two-numbers': [{ key: 'go-to-two-numbers' }],
  'needs-number': [
    { key: 'needs-number', fn: 'forward', example: 100, given: { kind: 'text', text: 'far' }, onLine: 1 },
    { key: 'needs-number', fn: 'right', example: 90, given: { kind: 'value', value: '[1, 2]' } },
    { key: 'needs-number', fn: 'speed', example: 5 },
  ],
  'needs-colour': [{ key: 'needs-colour', fn: 'color', given: { kind: 'number', value: '5' }, onLine: 2 }],
  'unknown-colour': [
    { key: 'unknown-colour', value: 'blu', guess: 'blue', onLine: 2 },
    { key: 'unknown-colour', value: 'sky' },
  ],
  'unknown-background': [{ key: 'unknown-background', value: 'sky' }],
  'on-message-needs': [{ key: 'on-message-needs', onLine: 1 }],
  'send-needs': [{ key: 'send-needs' }],
  'unclosed-text': [{ key: 'unclosed-text', onLine: 1 }],
  'unclosed-template': [{ key: 'unclosed-template', onLine: 1 }],
  'unclosed-comment': [{ key: 'unclosed-comment', onLine: 1 }],
  'stray-slash': [{ key: 'stray-slash', onLine: 1 }],
  'made-twice': [{ key: 'made-twice', name: 'x', onLine: 2 }],
  'return-outside': [{ key: 'return-outside', onLine: 1 }],
  'break-outside': [{ key: 'break-outside', onLine: 1 }],
  'left-side': [{ key: 'left-side', onLine: 1 }],
  'special-word': [
    { key: 'special-word', word: 'class', onLine: 1 },
    { key: 'special-word', onLine: 1 },
  ],
  'digit-name': [{ key: 'digit-name', onLine: 1 }],
  'bad-number': [{ key: 'bad-number', onLine: 1 }],
  'ends-early': [{ key: 'ends-early', onLine: 3 }],
  unexpected: [
    { key: 'unexpected', token: 'right', onLine: 2 },
    { key: 'unexpected', onLine: 2 },
  ],
  unreadable: [{ key: 'unreadable', message: 'Unexpected thing', onLine: 1 }],
  'call-brackets': [{ key: 'call-brackets', name: 'forward', given: '100', onLine: 1 }],
  'condition-brackets': [{ key: 'condition-brackets', keyword: 'if', onLine: 1 }],
  'const-needs-value': [{ key: 'const-needs-value', name: 'size', onLine: 1 }],
  'not-a-keyword': [{ key: 'not-a-keyword', word: 'fro', guess: 'for', onLine: 1 }],
  'extra-bracket': [{ key: 'extra-bracket', bracket: ')', onLine: 1 }],
  'bracket-matches-nothing': [{ key: 'bracket-matches-nothing', bracket: ']', onLine: 1 }],
  'bracket-wrong-close': [
    { key: 'bracket-wrong-close', open: '(', from: 2, close: ']', use: ')', onLine: 3 },
    { key: 'bracket-wrong-close', open: '{', from: 1, close: ')', use: '}', onLine: 4 },
  ],
  'bracket-never-closed': [{ key: 'bracket-never-closed', bracket: '{', close: '}', onLine: 1 }],
  'fix-first': [{ key: 'fix-first' }],
  'program-has-no': [{ key: 'program-has-no', name: 'add' }],
  'stopped-before-made': [{ key: 'stopped-before-made', name: 'add' }],
  'is-not-a-function': [{ key: 'is-not-a-function', name: 'add', type: 'number' }],
  'py-indent-after': [{ key: 'py-indent-after', statement: 'for', after: 2 }],
  'py-unexpected-indent': [{ key: 'py-unexpected-indent', line: 3 }],
  'py-indent-mismatch': [{ key: 'py-indent-mismatch', line: 3 }],
  'py-indent': [{ key: 'py-indent', line: 3 }, { key: 'py-indent' }],
  'py-expected': [{ key: 'py-expected', token: ':', line: 1 }],
  'py-never-closed': [{ key: 'py-never-closed', bracket: '(', line: 1 }],
  'py-unmatched': [{ key: 'py-unmatched', bracket: ')', line: 1 }],
  'py-unclosed-text': [{ key: 'py-unclosed-text', line: 1 }],
  'py-equals': [{ key: 'py-equals', line: 1 }],
  'py-comma': [{ key: 'py-comma', line: 1 }],
  'py-print-brackets': [{ key: 'py-print-brackets', line: 1 }],
  'py-unreadable': [{ key: 'py-unreadable', line: 1 }, { key: 'py-unreadable' }],
  'py-unknown-name': [
    { key: 'py-unknown-name', name: 'fowrard', guess: 'forward', line: 2 },
    { key: 'py-unknown-name', name: 'score' },
  ],
  'py-no-attribute': [
    { key: 'py-no-attribute', name: 'fowrard', guess: 'forward', line: 2 },
    { key: 'py-no-attribute', name: 'zzz', line: 2 },
  ],
  'py-zero-division': [{ key: 'py-zero-division', line: 1 }],
  'py-index': [{ key: 'py-index', line: 1 }],
  'py-key': [{ key: 'py-key', missingKey: "'b'", line: 1 }],
  'py-recursion': [{ key: 'py-recursion', line: 2 }],
  'py-input': [{ key: 'py-input', line: 1 }],
  'py-join-text': [{ key: 'py-join-text', line: 1 }],
  'py-add-text': [{ key: 'py-add-text', line: 1 }],
  'py-not-callable': [{ key: 'py-not-callable', name: 'int', line: 1 }],
  'py-int-text': [{ key: 'py-int-text', line: 1 }],
  'py-turtle': [{ key: 'py-turtle', message: 'forward() needs a number, like forward(100)', line: 1 }],
  'py-turtle-cannot': [
    { key: 'py-turtle-cannot', word: 'onclick', reason: 'click', line: 4 },
    { key: 'py-turtle-cannot', word: 'onkey', reason: 'key', line: 3 },
    { key: 'py-turtle-cannot', word: 'listen', reason: 'listen', line: 2 },
    { key: 'py-turtle-cannot', word: 'ontimer', reason: 'timer', line: 2 },
    { key: 'py-turtle-cannot', word: 'register_shape', reason: 'picture-file', line: 2 },
    { key: 'py-turtle-cannot', word: 'getcanvas', reason: 'canvas' },
    { key: 'py-turtle-cannot', word: 'textinput', reason: 'question-text', line: 2 },
    { key: 'py-turtle-cannot', word: 'numinput', reason: 'question-number', line: 2 },
  ],
  'py-turtle-number': [{ key: 'py-turtle-number', fn: 'forward', got: "'far'", line: 2 }],
  'py-turtle-colour': [{ key: 'py-turtle-colour', fn: 'pencolor', line: 2 }],
  'py-turtle-colour-range': [
    { key: 'py-turtle-colour-range', fn: 'pencolor', got: '(255, 0, 0)', top: 1, line: 2 },
    { key: 'py-turtle-colour-range', fn: 'color', got: '(300, 0, 0)', top: 255, line: 3 },
  ],
  'py-turtle-goto': [{ key: 'py-turtle-goto', line: 2 }],
  'py-turtle-speed': [{ key: 'py-turtle-speed', value: 'zoom', line: 2 }],
  'py-turtle-place': [{ key: 'py-turtle-place', fn: 'towards', line: 2 }],
  'py-turtle-pensize': [{ key: 'py-turtle-pensize', line: 2 }],
  'py-turtle-shape': [{ key: 'py-turtle-shape', known: ['arrow', 'turtle'], value: 'star', line: 2 }],
  'py-turtle-colormode': [{ key: 'py-turtle-colormode', value: '100', line: 2 }],
  'py-turtle-mode': [{ key: 'py-turtle-mode', value: 'world', line: 2 }],
  'py-other': [{ key: 'py-other', type: 'OverflowError', message: 'math range error', line: 1 }],
}
const every = Object.values(EVERY).flat()

describe('the code voice’s explanations in the page’s language (decision 220)', () => {
  it('says every sentence in English exactly as the engine wrote it', () => {
    for (const s of every) expect(inLocale('en', s).text, s.key).toBe(englishMistake(s))
  })

  it('says every sentence in Spanish, Arabic and the pseudo-locale, but the turtle’s unkeyed English', () => {
    for (const locale of ['es', 'ar', 'en-XA']) {
      for (const s of every) {
        const said = inLocale(locale, s)
        if (s.key === 'py-turtle') {
          expect(said, s.key).toEqual({ text: englishMistake(s), lang: 'en' })
          continue
        }
        expect(said.lang, `${locale} ${s.key}`).toBeUndefined()
        expect(said.text, `${locale} ${s.key}`).not.toBe(englishMistake(s))
        // A placeholder left unfilled (the f-string example has braces of its own).
        if (s.key !== 'py-join-text') expect(said.text, `${locale} ${s.key}`).not.toMatch(/\{\w+\}/)
      }
    }
  })

  it('keeps names, code and line numbers as the child wrote them', () => {
    for (const locale of ['es', 'ar']) {
      for (const s of every) {
        const english = englishMistake(s)
        const codes = [...english.matchAll(/`([^`\n]+)`/g)].map((match) => match[1])
        const said = inLocale(locale, s).text
        // The child's own names and code, in backticks; a translated example may use its own words.
        for (const piece of codes.filter((c) => 'name' in s && c === s.name)) {
          expect(said, `${locale} ${s.key}`).toContain(`\`${piece}\``)
        }
        if (s.onLine !== undefined) expect(said, `${locale} ${s.key}`).toContain(String(s.onLine))
      }
    }
  })

  it('says a misspelled turtle word in JavaScript in Spanish and Arabic, from a real run', () => {
    const outcome = runProgram('forward(100)\nright(90)\nforwrd(50)')
    expect(outcome.error?.message).toBe(
      'Line 3: `forwrd` is not a word the computer knows. Did you mean `forward`?',
    )
    expect(inLocale('en', outcome.error!.said!).text).toBe(outcome.error!.message)
    expect(inLocale('es', outcome.error!.said!).text).toBe(
      'Línea 3: `forwrd` no es una palabra que el ordenador conozca. ¿Querías decir `forward`?',
    )
    expect(inLocale('ar', outcome.error!.said!).text).toBe(
      'السطر 3: `forwrd` ليست كلمة يعرفها الحاسوب. هل تقصد `forward`؟',
    )
  })

  it('says a syntax mistake, a wrong value and the event limit from real runs', () => {
    const brackets = runProgram('forward(100\nright(90)')
    expect(inLocale('en', brackets.error!.said!).text).toBe(brackets.error!.message)
    expect(inLocale('es', brackets.error!.said!).text).toMatch(/^Línea 1: aquí hay un paréntesis `\(`/)
    const far = runProgram('forward("far")')
    expect(inLocale('es', far.error!.said!).text).toBe(
      'Línea 1: `forward` necesita un número entre sus paréntesis, como `forward(100)`. Recibió el texto "far".',
    )
    const endless = runProgram('while (true) forward(1)')
    expect(inLocale('en', endless.error!.said!).text).toBe(endless.error!.message)
    expect(inLocale('es', endless.error!.said!).text).toMatch(
      /^Línea 1: tu programa hizo más de 10\.000 cosas/,
    )
    const probe = runProgram('let a = 1', { probes: [{ name: 'add', args: [1] }] }).probes[0]!
    expect(inLocale('en', probe.said!).text).toBe(probe.error)
    expect(inLocale('ar', probe.said!).text).toBe('لا يوجد `add` في برنامجك.')
  })
})

describe('Python’s explanations in the page’s language', () => {
  let python: PythonRuntime
  beforeAll(async () => {
    python = await pythonForTests()
  }, 60_000)
  const run = (code: string) => python.run(code, { maxEvents: 10_000 })

  it('says a NameError in Spanish and Arabic, with its line and guess', () => {
    const outcome = run('from turtle import *\nfowrard(50)\n')
    expect(outcome.error?.message).toBe(
      'Python does not know the name `fowrard` on line 2. Did you mean `forward`?',
    )
    expect(inLocale('en', outcome.error!.said!).text).toBe(outcome.error!.message)
    expect(inLocale('es', outcome.error!.said!).text).toBe(
      'Python no conoce el nombre `fowrard` en la línea 2. ¿Querías decir `forward`?',
    )
    expect(inLocale('ar', outcome.error!.said!).text).toBe(
      'لا تعرف بايثون الاسم `fowrard` في السطر 2. هل تقصد `forward`؟',
    )
  })

  it('says the turtle’s own words (turtle.py) in Spanish and Arabic, from a real run', () => {
    const far = run('from turtle import *\nforward("far")\n')
    expect(far.error?.message).toBe("Line 2: forward() needs a number, like forward(100); it got 'far'.")
    expect(far.error!.said).toMatchObject({ key: 'py-turtle-number', fn: 'forward', got: "'far'", line: 2 })
    expect(inLocale('en', far.error!.said!)).toEqual({ text: far.error!.message })
    expect(inLocale('es', far.error!.said!)).toEqual({
      text: "Línea 2: `forward()` necesita un número, como `forward(100)`; recibió `'far'`.",
    })
    expect(inLocale('ar', far.error!.said!)).toEqual({
      text: "السطر 2: `forward()` يحتاج إلى عدد، مثل `forward(100)`؛ لكنه أخذ `'far'`.",
    })
    const click = run('from turtle import *\ndef draw():\n    forward(10)\nonclick(draw)\n')
    expect(inLocale('en', click.error!.said!).text).toBe(click.error!.message)
    expect(inLocale('es', click.error!.said!).text).toMatch(
      /^Línea 4: `onclick\(\)` no funciona en una lección/,
    )
  })

  it('says what the runner’s own words and the probes said, as English does', () => {
    const pen = run('from turtle import *\npensize(0)\n')
    expect(inLocale('en', pen.error!.said!).text).toBe(pen.error!.message)
    const colour = run('from turtle import *\nbgcolor("sky")\n')
    expect(inLocale('en', colour.error!.said!).text).toBe(colour.error!.message)
    expect(inLocale('es', colour.error!.said!).text).toMatch(/^Línea 2: "sky" no es un color/)
    const probed = python.run('x = 1\n', { probes: [{ name: 'add', args: [1] }], maxEvents: 100 })
    expect(inLocale('en', probed.probes[0]!.said!).text).toBe(probed.probes[0]!.error)
    expect(inLocale('es', probed.probes[0]!.said!).text).toBe('Tu programa no tiene `add`.')
  })
})
