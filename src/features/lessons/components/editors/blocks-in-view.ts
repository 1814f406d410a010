import * as Blockly from 'blockly/core'

/** Room kept around the program when it is brought into view, in workspace units. */
const VIEW_PADDING = 12
/** The smallest zoom the editor picks by itself to show a whole program (the child can go lower). */
const SMALLEST_FIT_SCALE = 0.6

/**
 * Keeps the child's program in view (decision 189). Blockly brings a focused block into view by
 * scrolling to that block alone: a wide block deep inside a narrow area (an upright tablet) was
 * scrolled to, and "when Run is clicked" went off the left edge. Here a block is brought into view
 * together with the left edge of the program, and the whole program's width when it fits; after
 * a block is put somewhere, a program wider than the area is zoomed out until it fits (not below
 * 0.6) and scrolled into view, so no placed block is cut off at the area's edge.
 */
export function keepProgramInView(workspace: Blockly.WorkspaceSvg) {
  const scrollOne = workspace.scrollBoundsIntoView.bind(workspace)
  workspace.scrollBoundsIntoView = (bounds: Blockly.utils.Rect, padding?: number) => {
    const program = workspace.getBlocksBoundingBox()
    if (program.getWidth() <= 0) return scrollOne(bounds, padding)
    const view = workspace.getMetricsManager().getViewMetrics(true)
    const wide = new Blockly.utils.Rect(
      bounds.top,
      bounds.bottom,
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
    // Across only: up and down stay where the child (or the block just added) left them.
    const across = new Blockly.utils.Rect(
      shown.top + VIEW_PADDING,
      shown.top + VIEW_PADDING + 1,
      now.left,
      now.right,
    )
    workspace.scrollBoundsIntoView(across, VIEW_PADDING)
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
