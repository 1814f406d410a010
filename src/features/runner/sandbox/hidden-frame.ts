import { RUNNER_FRAME_PATH } from '@/kernel/runner-protocol/frame-document'

/**
 * The hidden frame a run happens in: sandboxed with scripts only (an opaque origin, so it reaches
 * nothing of the page), out of sight, out of the tab order and out of the accessibility tree.
 */
export function createRunnerFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-scripts')
  frame.setAttribute('title', 'Code runner (hidden)')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.dataset.runnerFrame = ''
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10px;top:-10px;visibility:hidden'
  frame.src = RUNNER_FRAME_PATH
  return frame
}
