// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, expect, it } from 'vitest'
import { type CheckReport, loadCheckSentenceWords } from '@/features/runner'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { render } from '@/test/render'
import { ChecksList } from './checks-list'

afterEach(() => overwriteGetLocale(() => baseLocale))

const report: CheckReport = {
  passed: 0,
  results: [
    {
      checkIndex: 0,
      passed: false,
      message: 'Draw 4 lines.',
      said: { key: 'pass-segments', count: 4 },
    },
  ],
} as unknown as CheckReport

it("says the judge's verdict in the page's language once its words have arrived, in English until then", async () => {
  overwriteGetLocale(() => 'es')
  const view = render(<ChecksList report={report} total={1} words="code" />)
  const sentence = () => view.container.querySelector('li span[dir="auto"]')
  // The first render has no words yet: the judge's own English, said to be English.
  expect(sentence()?.textContent).toBe('Draw 4 lines.')
  expect(sentence()?.getAttribute('lang')).toBe('en')
  // Once the words' chunk is there (the list asked for it when it was shown), the page's language.
  await act(() => loadCheckSentenceWords())
  expect(sentence()?.textContent).not.toBe('Draw 4 lines.')
  expect(sentence()?.textContent).toMatch(/4/)
  expect(sentence()?.getAttribute('lang')).toBeNull()
  view.unmount()
})
