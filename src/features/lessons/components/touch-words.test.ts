import { expect, it } from 'vitest'
import { touchWords } from './touch-words'

it('on a touch screen the lesson says Tap where it said Click, and keeps block names', () => {
  expect(touchWords('Click Run and watch. Keep clicking!')).toBe('Tap Run and watch. Keep tapping!')
  expect(touchWords('Put blocks under “when Run is clicked”, then click **Run**.')).toBe(
    'Put blocks under “when Run is clicked”, then tap **Run**.',
  )
  expect(touchWords('Press Run.')).toBe('Press Run.')
})
