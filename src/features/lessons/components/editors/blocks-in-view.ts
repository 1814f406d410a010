import * as Blockly from 'blockly/core'

/** Room kept around the program when it is brought into view, in workspace units. */
const VIEW_PADDING = 12
/** The smallest zoom the editor picks by itself to show a whole program (the child can go lower). */
const SMALLEST_FIT_SCALE = 0.6

/**
 * Keeps the child's program in view (decision 189). Blockly brings a focused block into view by
 * scrolling to that block alone: a wide block deep inside a narrow area (an upright tablet) was
 * scrolled to, and "when Run is clicked" went off the left edge. Here a block is brought into view
 * together with the left edge of the program, and the whole program's width (and height) when it
 * fits; after a block is put somewhere, a program wider than the area is zoomed out until it fits
 * (not below 0.6) and scrolled into view, so no placed block is cut off at the area's edge. A
 * block put in with the keyboard at the end of a program that fits the area's height no longer
 * scrolls the program's first block off its top.
 */
export function keepProgramInView(workspace: Blockly.WorkspaceSvg) {
  const scrollOne = workspace.scrollBoundsIntoView.bind(workspace)
  workspace.scrollBoundsIntoView = (bounds: Blockly.utils.Rect, padding?: number) => {
    const program = workspace.getBlocksBoundingBox()
    if (program.getWidth() <= 0) return scrollOne(bounds, padding)
    const view = workspace.getMetricsManager().getViewMetrics(true)
    const tall = !fitsHeight(program, view)
    const wide = new Blockly.utils.Rect(
      tall ? bounds.top : Math.min(bounds.top, program.top),
      tall ? bounds.bottom : Math.max(bounds.bottom, program.bottom),
      Math.min(bounds.left, program.left),
      program.getWidth() + 2 * VIEW_PADDING <= view.width
        ? Math.max(bounds.right, program.right)
        : bounds.right,
    )
    scrollOne(wide, padding)
  }
  let frame = 0
  let stopped = false
  const fit = () => {
    frame = 0
    if (workspace.isDragging() || stopped) return
    const program = workspace.getBlocksBoundingBox()
    if (program.getWidth() <= 0) return
    const view = workspace.getMetricsManager().getViewMetrics(true)
    const room = view.width - 2 * VIEW_PADDING
    if (program.getWidth() > room) {
      const scale = Math.max(SMALLEST_FIT_SCALE, (workspace.scale * room) / program.getWidth())
      if (scale < workspace.scale) workspace.setScale(scale)
    }
    const now = workspace.getBlocksBoundingBox()
    const shown = workspace.getMetricsManager().getViewMetrics(true)
    // Up and down: the whole program when it fits the area's height; a taller one stays where the
    // child (or the block just added) left it.
    const whole = fitsHeight(now, shown)
    const wanted = new Blockly.utils.Rect(
      whole ? now.top : shown.top + VIEW_PADDING,
      whole ? now.bottom : shown.top + VIEW_PADDING + 1,
      now.left,
      now.right,
    )
    workspace.scrollBoundsIntoView(wanted, VIEW_PADDING)
  }
  const soon = () => {
    if (!frame) frame = requestAnimationFrame(fit)
  }
  workspace.addChangeListener((event) => {
    if (event.type === Blockly.Events.BLOCK_DRAG && !(event as Blockly.Events.BlockDrag).isStart) soon()
    else if (event.type === Blockly.Events.BLOCK_CREATE && !workspace.isDragging()) soon()
  })
  soon()
  return {
    fit: soon,
    stop: () => {
      stopped = true
      cancelAnimationFrame(frame)
    },
  }
}

/** Whether a program's height, with room above and below, fits the area that shows it. */
function fitsHeight(program: Blockly.utils.Rect, view: { height: number }) {
  return program.getHeight() + 2 * VIEW_PADDING <= view.height
}
