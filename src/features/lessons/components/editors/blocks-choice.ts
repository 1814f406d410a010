import * as Blockly from 'blockly/core'

/** The class that marks the block a tap chose, drawn even when the focus is elsewhere. */
const CHOSEN_CLASS = 'blocks-tap-chosen'

/**
 * Follows which of the child's blocks a tap chose (decision 148). Blockly's own selection follows
 * the focus and is gone when a block to pick from or a button is tapped, so the choice is kept
 * here: a block tapped or focused on the workspace is chosen, a tap on the empty workspace or the
 * block going away un-chooses it.
 */
export function followChoice(workspace: Blockly.WorkspaceSvg, onChosen: (id: string | null) => void) {
  let chosen: string | null = null
  const mark = (id: string | null) => {
    if (id === chosen) return
    const before = chosen ? (workspace.getBlockById(chosen) as Blockly.BlockSvg | null) : null
    before?.getSvgRoot().classList.remove(CHOSEN_CLASS)
    chosen = id
    const now = id ? (workspace.getBlockById(id) as Blockly.BlockSvg | null) : null
    now?.getSvgRoot().classList.add(CHOSEN_CLASS)
    onChosen(id)
  }
  workspace.addChangeListener((event) => {
    if (event.type === Blockly.Events.SELECTED) {
      const id = (event as Blockly.Events.Selected).newElementId
      if (id && workspace.getBlockById(id)) mark(id)
    } else if (event.type === Blockly.Events.CLICK) {
      if ((event as Blockly.Events.Click).targetType === 'workspace') mark(null)
    } else if (chosen && !workspace.getBlockById(chosen)) mark(null)
  })
  return {
    chosen: () => (chosen ? workspace.getBlockById(chosen) : null),
    choose: (block: Blockly.Block) => mark(block.id),
  }
}
