import * as Blockly from 'blockly/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  type BlocklyWorkspaceState,
  type BlockProgram,
  type BlockType,
  blocklyToolbox,
  fromBlocklyState,
  toBlocklyState,
} from '@/features/runner'
import { pinNotes } from './block-note-marks'
import type { BlockNote } from './block-notes'
import { addBlockAsOneStep } from './block-taps'
import { defineBlocks, theme } from './blockly-setup'
import { followChoice } from './blocks-choice'
import { keepProgramInView } from './blocks-in-view'
import { quietenDecorations, tellTheTruth } from './blocks-screen-reader'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A program as the workspace gives it back (positions filled in, empty bodies listed). */
const normalized = (program: BlockProgram) => fromBlocklyState(toBlocklyState(program))

const programIn = (workspace: Blockly.WorkspaceSvg) =>
  fromBlocklyState(Blockly.serialization.workspaces.save(workspace) as BlocklyWorkspaceState)

/**
 * Puts a program on the workspace without reporting it as the child's change: loading is not
 * editing (decision 100). Events are off while it loads, so nothing of the load reaches the
 * change listener or the undo list.
 */
function load(workspace: Blockly.WorkspaceSvg, program: BlockProgram): BlockProgram {
  Blockly.Events.disable()
  try {
    Blockly.serialization.workspaces.load(toBlocklyState(program), workspace)
  } finally {
    Blockly.Events.enable()
  }
  return programIn(workspace)
}

export interface BlocksEditorOptions {
  program: BlockProgram
  toolbox: readonly BlockType[]
  onChange: (program: BlockProgram) => void
  readOnly?: boolean
  label: string
  notes?: readonly BlockNote[]
}

/**
 * The blocks editor's state: the Blockly workspace made once in `hostRef`'s element, the program
 * it reports (every change the child makes, never its own loading, decision 100), a program from
 * outside loaded in its place, the teacher's notes pinned to blocks (209) and the block a tap
 * chose (148). The view reads `workspace`, `chosen` and `pinned` and draws.
 */
export function useBlocksEditor({ program, toolbox, onChange, readOnly, label, notes }: BlocksEditorOptions) {
  const hostRef = useRef<HTMLDivElement>(null)
  const workspaceRef = useRef<Blockly.WorkspaceSvg | null>(null)
  /** What the workspace holds, as the workspace gives it back. */
  const shown = useRef<BlockProgram>(program)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const choiceRef = useRef<ReturnType<typeof followChoice> | null>(null)
  const inViewRef = useRef<ReturnType<typeof keepProgramInView> | null>(null)
  const [chosenId, setChosenId] = useState<string | null>(null)
  const relabelRef = useRef<(() => void) | null>(null)
  const notesRef = useRef(notes)
  notesRef.current = notes
  /** The notes as pinned to blocks of the workspace, for the list beside it. */
  const [pinned, setPinned] = useState<{ block: Blockly.Block; note: BlockNote }[]>([])
  const pin = useCallback(() => {
    const workspace = workspaceRef.current
    if (!workspace) return
    setPinned(pinNotes(workspace, notesRef.current ?? []))
    relabelRef.current?.()
  }, [])
  /** Counts the workspace's changes, so the bar says what can be done now. */
  const [, setChanges] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the workspace is made once; programs from outside are loaded below
  useEffect(() => {
    defineBlocks()
    const host = hostRef.current!
    const workspace = Blockly.inject(host, {
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
    // Keyboard focus in colours that stand out on the light workspace and on every block colour
    // (Blockly's yellow ring does not on white): a near-black ring on blocks, blue on areas.
    const injected = workspace.getInjectionDiv() as HTMLElement
    injected.setAttribute('aria-label', label)
    injected.style.setProperty('--blockly-active-node-color', '#0f172a')
    injected.style.setProperty('--blockly-active-tree-color', '#1d4ed8')
    shown.current = load(workspace, program)
    const unnamed = quietenDecorations(host)
    relabelRef.current = tellTheTruth(workspace)
    pin()
    const inView = keepProgramInView(workspace)
    inViewRef.current = inView
    setChanges((n) => n + 1)

    /** Reports the workspace when it differs from what was last reported or loaded. */
    const report = () => {
      if (workspace.isDragging()) return
      const next = programIn(workspace)
      if (same(next, shown.current)) return
      shown.current = next
      onChangeRef.current(next)
    }
    workspace.addChangeListener((event) => {
      if (event.isUiEvent) return
      report()
      setChanges((n) => n + 1)
    })
    if (!readOnly) {
      const choice = followChoice(workspace, setChosenId)
      choiceRef.current = choice
      // A tap on a block to pick puts one in the program after the chosen block, and chooses it.
      const picking = workspace.getFlyout()?.getWorkspace()
      picking?.addChangeListener((event) => {
        if (event.type !== Blockly.Events.CLICK) return
        const click = event as Blockly.Events.Click
        const picked = click.targetType === 'block' && click.blockId && picking.getBlockById(click.blockId)
        if (!picked) return
        const added = addBlockAsOneStep(workspace, picked.type, choice.chosen())
        choice.choose(added)
        workspace.scrollBoundsIntoView((added as Blockly.BlockSvg).getBoundingRectangle())
      })
    }
    // Blockly hands events over a frame later, and a number being typed reaches them only when
    // its editor closes: a reload or a closed tab in between must not lose the change.
    const leaving = () => {
      if (document.visibilityState === 'hidden') report()
    }
    window.addEventListener('pagehide', report)
    // Blockly's hints ("Use the arrow keys to move…") are for the editor; they go when it is left.
    const leavingEditor = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget)))
        Blockly.Toast.hide(workspace)
    }
    host.addEventListener('focusout', leavingEditor)
    document.addEventListener('visibilitychange', leaving)
    const resize = new ResizeObserver(() => {
      Blockly.svgResize(workspace)
      inView.fit()
    })
    resize.observe(host)
    return () => {
      window.removeEventListener('pagehide', report)
      document.removeEventListener('visibilitychange', leaving)
      host.removeEventListener('focusout', leavingEditor)
      resize.disconnect()
      inView.stop()
      unnamed.disconnect()
      workspace.dispose()
      workspaceRef.current = null
      choiceRef.current = null
      relabelRef.current = null
    }
  }, [])

  useEffect(() => {
    ;(workspaceRef.current?.getInjectionDiv() as HTMLElement | undefined)?.setAttribute('aria-label', label)
  }, [label])

  // A program from outside (Start again, the other tab's version) replaces the workspace.
  useEffect(() => {
    const workspace = workspaceRef.current
    if (!workspace || same(normalized(program), shown.current)) return
    shown.current = load(workspace, program)
    pin()
    inViewRef.current?.fit()
    setChanges((n) => n + 1)
  }, [program, pin])

  // The notes are asked for again every few seconds; pinned again only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notes' words are what matters
  useEffect(() => {
    pin()
  }, [JSON.stringify(notes ?? [])])

  const workspace = workspaceRef.current
  const chosen = chosenId ? (workspace?.getBlockById(chosenId) ?? null) : null
  return { hostRef, workspace, chosen, pinned }
}
