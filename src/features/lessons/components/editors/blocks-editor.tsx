import * as Blockly from 'blockly/core'
import * as English from 'blockly/msg/en'
import { useEffect, useRef } from 'react'
import { BLOCKLY_BLOCK_DEFINITIONS, blocklyToolbox } from '@/features/runner/runtime/block-definitions'
import {
  type BlocklyWorkspaceState,
  type BlockProgram,
  type BlockType,
  fromBlocklyState,
  toBlocklyState,
} from '@/features/runner/runtime/block-program'

export interface BlocksEditorProps {
  program: BlockProgram
  toolbox: readonly BlockType[]
  onChange: (program: BlockProgram) => void
  readOnly?: boolean
  label: string
}

let defined = false

/** Blockly's setup, once per page: English words and the engine's block set. */
function defineBlocks() {
  if (defined) return
  defined = true
  Blockly.setLocale(English as unknown as Record<string, string>)
  Blockly.common.defineBlocksWithJsonArray(BLOCKLY_BLOCK_DEFINITIONS as object[])
}

const theme = Blockly.Theme.defineTheme('codeschool', {
  name: 'codeschool',
  base: Blockly.Themes.Classic,
  fontStyle: { family: '"Atkinson Hyperlegible", sans-serif', weight: 'bold', size: 13 },
  componentStyles: {
    workspaceBackgroundColour: '#f8fafc',
    flyoutBackgroundColour: '#e2e8f0',
    flyoutOpacity: 1,
  },
})

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The blocks editor (Blockly), with only the blocks the lesson offers. Every change that is not
 * just looking around (selecting, scrolling) gives the program back as the engine's block list.
 * Loaded only by pages with a blocks exercise.
 */
export default function BlocksEditor({ program, toolbox, onChange, readOnly, label }: BlocksEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const workspaceRef = useRef<Blockly.WorkspaceSvg | null>(null)
  const shown = useRef<BlockProgram>(program)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  // biome-ignore lint/correctness/useExhaustiveDependencies: the workspace is made once; programs from outside are loaded below
  useEffect(() => {
    defineBlocks()
    const workspace = Blockly.inject(hostRef.current!, {
      toolbox: readOnly ? undefined : blocklyToolbox(toolbox),
      readOnly: Boolean(readOnly),
      renderer: 'zelos',
      theme,
      trashcan: !readOnly,
      sounds: false,
      media: '/blockly/',
      zoom: { controls: true, startScale: 0.8, maxScale: 2, minScale: 0.4, pinch: true },
      move: { scrollbars: true, drag: true, wheel: true },
    })
    workspaceRef.current = workspace
    Blockly.serialization.workspaces.load(toBlocklyState(program), workspace)
    workspace.addChangeListener((event) => {
      if (event.isUiEvent || workspace.isDragging()) return
      const state = Blockly.serialization.workspaces.save(workspace) as BlocklyWorkspaceState
      const next = fromBlocklyState(state)
      if (same(next, shown.current)) return
      shown.current = next
      onChangeRef.current(next)
    })
    const resize = new ResizeObserver(() => Blockly.svgResize(workspace))
    resize.observe(hostRef.current!)
    return () => {
      resize.disconnect()
      workspace.dispose()
      workspaceRef.current = null
    }
  }, [])

  // A program from outside (Start again, the other tab's version) replaces the workspace.
  useEffect(() => {
    const workspace = workspaceRef.current
    if (!workspace || same(program, shown.current)) return
    shown.current = program
    Blockly.Events.disable()
    try {
      Blockly.serialization.workspaces.load(toBlocklyState(program), workspace)
    } finally {
      Blockly.Events.enable()
    }
  }, [program])

  return (
    <div
      ref={hostRef}
      role="application"
      aria-label={label}
      data-testid="blocks-editor"
      className="h-[26rem] w-full overflow-hidden rounded-xl border border-slate-300"
    />
  )
}
