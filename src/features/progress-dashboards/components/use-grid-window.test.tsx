// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@/test/render'
import { spanFor } from './grid-span'
import { useGridWindow } from './use-grid-window'

describe('spanFor: what one axis of the grid renders', () => {
  const view = (from: number, size: number) => ({ from, size, step: 36 })
  it('renders at least the first rows before any scroll, never past the end', () => {
    expect(spanFor({ start: 0, end: 0 }, 100, view(0, 0), null, 12, 24)).toEqual({ start: 0, end: 24 })
    expect(spanFor({ start: 0, end: 0 }, 10, view(0, 0), null, 12, 24)).toEqual({ start: 0, end: 10 })
  })
  it('renders what is on screen and the overscan each side', () => {
    // Rows 50 to 60 are on screen (from 1800px, 360px tall).
    expect(spanFor({ start: 0, end: 24 }, 100, view(1800, 360), null, 12, 24)).toEqual({ start: 38, end: 72 })
  })
  it("keeps the focused row's neighbours even when scrolled away from it", () => {
    expect(spanFor({ start: 0, end: 24 }, 100, view(1800, 360), 5, 12, 24)).toEqual({ start: 0, end: 72 })
  })
  it('answers the same object when nothing changes, so no render follows', () => {
    const current = { start: 38, end: 72 }
    expect(spanFor(current, 100, view(1800, 360), null, 12, 24)).toBe(current)
  })
})

let state: ReturnType<typeof useGridWindow>
function Harness({ students, columns }: { students: number; columns: number }) {
  state = useGridWindow(students, columns)
  const { scroller, rows, update, onFocus } = state
  return (
    <div ref={scroller} onScroll={update}>
      <table onFocus={onFocus}>
        <tbody>
          {Array.from({ length: rows.end - rows.start }, (_, offset) => rows.start + offset).map((row) => (
            <tr key={row} data-row={row}>
              <td data-col={0}>
                <button type="button">Row {row}</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

let screen: ReturnType<typeof render> | null = null
afterEach(() => {
  screen?.unmount()
  screen = null
})

function scrollTo(box: HTMLElement, top: number, height = 360, width = 800) {
  Object.defineProperty(box, 'clientHeight', { value: height, configurable: true })
  Object.defineProperty(box, 'clientWidth', { value: width, configurable: true })
  box.scrollTop = top
  act(() => {
    box.dispatchEvent(new Event('scroll'))
  })
}

it('follows the scroll of its box, and keeps the focused row in the page when scrolled far from it', () => {
  screen = render(<Harness students={500} columns={40} />)
  expect(state.rows).toEqual({ start: 0, end: 24 })
  expect(state.cols).toEqual({ start: 0, end: 14 })
  const box = screen.container.firstElementChild as HTMLElement
  scrollTo(box, 3600)
  expect(state.rows).toEqual({ start: 88, end: 122 })
  // The teacher tabs into row 90, then the box scrolls far down: row 90 and its neighbours stay.
  const button = [...box.querySelectorAll('button')].find((element) => element.textContent === 'Row 90')!
  act(() => button.focus())
  scrollTo(box, 14_400)
  expect(state.rows.start).toBe(78)
  expect(state.rows.end).toBe(422)
  expect(box.querySelector('tr[data-row="90"]')).not.toBeNull()
  // 800 pixels across show about 7 lesson columns: 14 are rendered, as before the first scroll.
  expect(state.cols).toEqual({ start: 0, end: 14 })
})
