// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { RUNNER_FRAME_PATH } from '@/kernel/runner-protocol/frame-document'
import { createRunnerFrame } from './hidden-frame'

describe('the hidden frame a run happens in', () => {
  it('runs scripts in an opaque origin: the child’s code cannot reach the page or its cookies', () => {
    const frame = createRunnerFrame()
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin')
    expect(frame.getAttribute('src')).toBe(RUNNER_FRAME_PATH)
  })

  it('is not seen, tabbed to or read out', () => {
    const frame = createRunnerFrame()
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(frame.style.visibility).toBe('hidden')
    expect(frame.style.width).toBe('0px')
  })
})
