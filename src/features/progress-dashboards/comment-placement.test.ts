import { expect, it } from 'vitest'
import { placeComment } from './comment-placement'

it('keeps a comment on its line, follows the line when code moves, and lets it go when the line is gone', () => {
  const pinned = 'forward(100)\nright(90)\nforward(50)'
  expect(placeComment(pinned, 2, pinned)).toBe(2)
  // Two lines added above: the comment follows its text.
  expect(placeComment(pinned, 3, `color("red")\npenDown()\n${pinned}`)).toBe(5)
  // The same text twice: the nearest to where it was (a tie goes to the line above).
  expect(placeComment(pinned, 2, 'pen()\nforward(100)\nx()\nright(90)\nright(90)')).toBe(4)
  expect(placeComment(pinned, 2, 'right(90)\nforward(100)\nright(90)\nforward(50)')).toBe(1)
  // The line was changed: on an earlier version.
  expect(placeComment(pinned, 3, 'forward(100)\nright(90)\nforward(100)')).toBeNull()
  expect(placeComment(pinned, 9, pinned.replace('50', '60'))).toBeNull()
})
