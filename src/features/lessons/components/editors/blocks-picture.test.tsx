// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { BlocksPicture } from './blocks-picture'

function picture(program: Parameters<typeof BlocksPicture>[0]['program']) {
  const root = document.createElement('div')
  root.innerHTML = renderToStaticMarkup(
    <BlocksPicture program={program} label="Example blocks" heightClass="h-44" />,
  )
  return root.querySelector('figure')!
}

it('draws each block with its words and values, the blocks inside a block nested in it', () => {
  const figure = picture([
    {
      type: 'when_run',
      body: [
        {
          type: 'repeat',
          fields: { TIMES: 4 },
          body: [
            { type: 'forward', fields: { STEPS: 100 } },
            { type: 'turn_right', fields: { DEGREES: 90 } },
          ],
        },
      ],
    },
  ])
  expect(figure.getAttribute('aria-label')).toBe('Example blocks')
  // A screen reader reads lists: the stack, then what is inside each block that holds others.
  const outer = figure.querySelector(':scope > ul > li')!
  expect(outer.textContent).toMatch(/^when Run is clicked/)
  const repeat = outer.querySelector(':scope ul > li')!
  expect(repeat.textContent).toMatch(/^repeat 4 times/)
  const inside = [...repeat.querySelectorAll(':scope ul > li')].map((li) => li.textContent)
  expect(inside).toEqual(['move forward 100', 'turn right ↻ 90'])
  // The arrow is for the eyes only.
  expect([...figure.querySelectorAll('[aria-hidden="true"]')].some((el) => el.textContent === '↻')).toBe(true)
})

it('shows a field the program leaves out with the value a new block starts with, and loose blocks side by side', () => {
  const figure = picture([{ type: 'when_run', body: [{ type: 'forward' }] }, { type: 'pen_up' }])
  const stacks = [...figure.querySelectorAll(':scope > ul > li')].map((li) => li.textContent)
  expect(stacks).toEqual(['when Run is clickedmove forward 50', 'pen up'])
  // Code reads left to right on a right-to-left page too.
  expect(figure.getAttribute('dir')).toBe('ltr')
})
