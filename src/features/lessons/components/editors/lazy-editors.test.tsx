// @vitest-environment jsdom
import { act } from 'react'
import { expect, it } from 'vitest'
import { render } from '@/test/render'
import { useEditorsMayLoad } from './lazy-editors'

let may: boolean[] = []
function Probe() {
  may.push(useEditorsMayLoad())
  return null
}

it('the editors wait until the page has loaded and the browser is idle, then open at once for the rest of the tab', async () => {
  const first = render(<Probe />)
  expect(may).toEqual([false])
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
  expect(may.at(-1)).toBe(true)
  first.unmount()
  may = []
  const second = render(<Probe />)
  expect(may).toEqual([true])
  second.unmount()
})
