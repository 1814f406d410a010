import * as Blockly from 'blockly/core'
import * as English from 'blockly/msg/en'
import { BLOCKLY_BLOCK_DEFINITIONS } from '@/features/runner'
import { m } from '@/paraglide/messages'
import { noteWords } from './block-note-marks'
import { blockLabel, blockWords, programLabel } from './block-outline'

let defined = false

/**
 * Blockly's setup, once per page: English words, the engine's block set, and the keyboard
 * shortcuts Blockly ships (decision 101) with one change: Ctrl/Cmd+Enter runs the program, as
 * everywhere on the lesson page, instead of opening Blockly's menu (Shift+F10 and the menu key
 * still open it).
 */
export function defineBlocks() {
  if (defined) return
  defined = true
  Blockly.setLocale(English as unknown as Record<string, string>)
  // What a screen reader says on reaching the blocks to pick from (Blockly's is "blocks").
  Blockly.Msg.WORKSPACE_LABEL_FLYOUT_WORKSPACE = 'Blocks you can pick %1'
  // The program's name and its blocks' names say what a child needs (decisions 179 and 190): the
  // program area, and the place the keyboard reaches in it, are "Your program: 2 blocks in
  // 1 stack" (Blockly's area was "Blocks workspace."), and each block says what it does and where
  // it is ("move forward 50, inside when Run is clicked, first"), instead of Blockly's "move
  // forward, 50, has input".
  const workspaceProto = Blockly.WorkspaceSvg.prototype as unknown as {
    updateAriaLabel(this: Blockly.WorkspaceSvg): void
  }
  workspaceProto.updateAriaLabel = function (this: Blockly.WorkspaceSvg) {
    const target = (this as unknown as { workspaceFocusTargetElement?: Element }).workspaceFocusTargetElement
    if (!target || this.isFlyout || this.isMutator) return
    const name = programLabel(this, this.options.readOnly ? m.blocks_the_example() : m.blocks_your_program())
    Blockly.utils.aria.setState(this.getSvgGroup(), Blockly.utils.aria.State.LABEL, name)
    Blockly.utils.aria.setState(target, Blockly.utils.aria.State.LABEL, name)
  }
  const blocklyLabel = Blockly.BlockSvg.prototype.getAriaLabel
  Blockly.BlockSvg.prototype.getAriaLabel = function (this: Blockly.BlockSvg, verbosity) {
    if (this.isInsertionMarker()) return blocklyLabel.call(this, verbosity)
    return this.isInFlyout ? blockWords(this) : `${blockLabel(this)}${noteWords(this)}`
  }
  Blockly.common.defineBlocksWithJsonArray(BLOCKLY_BLOCK_DEFINITIONS as object[])
  const registry = Blockly.ShortcutRegistry.registry
  const ctrlEnter = registry.createSerializedKey(Blockly.utils.KeyCodes.ENTER, [
    Blockly.utils.KeyCodes.CTRL_CMD,
  ])
  if (registry.getShortcutNamesByKeyCode(ctrlEnter)?.includes(Blockly.ShortcutItems.names.MENU))
    registry.removeKeyMapping(ctrlEnter, Blockly.ShortcutItems.names.MENU)
}

export const theme = Blockly.Theme.defineTheme('codeschool', {
  name: 'codeschool',
  base: Blockly.Themes.Classic,
  fontStyle: { family: '"Atkinson Hyperlegible", sans-serif', weight: 'bold', size: 13 },
  componentStyles: {
    workspaceBackgroundColour: '#f8fafc',
    flyoutBackgroundColour: '#e2e8f0',
    flyoutOpacity: 1,
  },
})
