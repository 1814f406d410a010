// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, it } from 'vitest'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { render } from '@/test/render'
import { runProgram } from '../runtime/run-program'
import { loadMistakeSentenceWords } from '../words/use-mistake-sentence-words'
import { RunMessages } from './output-console'

afterEach(() => overwriteGetLocale(() => baseLocale))

const misspelled = runProgram('forward(100)\nright(90)\nforwrd(50)').error!

function shown(locale: string) {
  overwriteGetLocale(() => locale as typeof baseLocale)
  const view = render(<RunMessages status="finished" error={misspelled} stop={null} words="code" />)
  const sentence = () => view.container.querySelector('[data-testid="run-error"] > span')!
  return { view, sentence }
}

it('says a misspelled name in Spanish once the words are there, the engine’s English until then', async () => {
  const { view, sentence } = shown('es')
  expect(sentence().textContent).toBe(
    'Line 3: forwrd is not a word the computer knows. Did you mean forward?',
  )
  expect(sentence().getAttribute('lang')).toBe('en')
  await act(() => loadMistakeSentenceWords())
  expect(sentence().textContent).toBe(
    'Línea 3: forwrd no es una palabra que el ordenador conozca. ¿Querías decir forward?',
  )
  expect(sentence().getAttribute('lang')).toBeNull()
  view.unmount()
})

it('says it in Arabic, the code left to right inside the sentence', async () => {
  await loadMistakeSentenceWords()
  const { view, sentence } = shown('ar')
  expect(sentence().textContent).toBe('السطر 3: forwrd ليست كلمة يعرفها الحاسوب. هل تقصد forward؟')
  const code = [...sentence().querySelectorAll('code')]
  expect(code.map((part) => [part.textContent, part.getAttribute('dir')])).toEqual([
    ['forwrd', 'ltr'],
    ['forward', 'ltr'],
  ])
  view.unmount()
})

it('keeps English in English, byte for byte', async () => {
  await loadMistakeSentenceWords()
  const { view, sentence } = shown('en')
  expect(sentence().textContent).toBe(misspelled.message.replaceAll('`', ''))
  view.unmount()
})
