import * as Blockly from 'blockly/core'
import * as English from 'blockly/msg/en'
import { useEffect, useRef } from 'react'
import {
  BLOCKLY_BLOCK_DEFINITIONS,
  type BlocklyWorkspaceState,
  type BlockProgram,
  type BlockType,
  blocklyToolbox,
  fromBlocklyState,
  toBlocklyState,
} from '@/features/runner'

export interface BlocksEditorProps {
  program: BlockProgram
  toolbox: readonly BlockType[]
  onChange: (program: BlockProgram) => void
  readOnly?: boolean
  label: string
  /** The editor's height (a class): a short example, or an exercise sized to the screen. */
  heightClass?: string
}

let defined = false

/**
 * Blockly's setup, once per page: English words, the engine's block set, and the keyboard
 * shortcuts Blockly ships (decision 101) with one change: Ctrl/Cmd+Enter runs the program, as
 * everywhere on the lesson page, instead of opening Blockly's menu (Shift+F10 and the menu key
 * still open it).
 */
function defineBlocks() {
  if (defined) return
  defined = true
  Blockly.setLocale(English as unknown as Record<string, string>)
  // What a screen reader says on reaching the blocks to pick from (Blockly's is "blocks").
  Blockly.Msg.WORKSPACE_LABEL_FLYOUT_WORKSPACE = 'Blocks you can pick %1'
  Blockly.common.defineBlocksWithJsonArray(BLOCKLY_BLOCK_DEFINITIONS as object[])
  const registry = Blockly.ShortcutRegistry.registry
  const ctrlEnter = registry.createSerializedKey(Blockly.utils.KeyCodes.ENTER, [
    Blockly.utils.KeyCodes.CTRL_CMD,
  ])
  if (registry.getShortcutNamesByKeyCode(ctrlEnter)?.includes(Blockly.ShortcutItems.names.MENU))
    registry.removeKeyMapping(ctrlEnter, Blockly.ShortcutItems.names.MENU)
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

/**
 * Keeps two of Blockly's drawings out of what a screen reader lists: the places where blocks join
 * on the blocks to pick from (Blockly calls them figures inside the list of blocks, which a list
 * may not hold; there they are only decoration) and the canvas it measures text on. Blockly
 * redraws the list, so new ones are caught as they come.
 */
function quietenDecorations(host: HTMLElement): MutationObserver {
  const quieten = () => {
    for (const canvas of document.querySelectorAll('.blocklyComputeCanvas'))
      canvas.setAttribute('aria-hidden', 'true')
    for (const spot of host.querySelectorAll('.blocklyFlyout .blocklyHighlightedConnectionPath[role]')) {
      spot.removeAttribute('role')
      spot.removeAttribute('aria-roledescription')
    }
  }
  quieten()
  const observer = new MutationObserver(quieten)
  observer.observe(host, { subtree: true, childList: true, attributeFilter: ['role'] })
  return observer
}

/**
 * The blocks editor (Blockly), with only the blocks the lesson offers. It opens with `program`
 * (the player mounts it only once the autosaver has chosen which copy that is) and gives back
 * every change the child makes, never its own loading. Keyboard: Blockly's navigation (T for
 * the blocks to pick from, arrows, Enter, M to move, Delete), described next to the editor.
 * Loaded only by pages with a blocks exercise.
 */
export default function BlocksEditor({
  program,
  toolbox,
  onChange,
  readOnly,
  label,
  heightClass = 'work-area-editor',
}: BlocksEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const workspaceRef = useRef<Blockly.WorkspaceSvg | null>(null)
  /** What the workspace holds, as the workspace gives it back. */
  const shown = useRef<BlockProgram>(program)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

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
    injected.style.setProperty('--blockly-active-node-color', '#0f172a')
    injected.style.setProperty('--blockly-active-tree-color', '#1d4ed8')
    shown.current = load(workspace, program)
    const unnamed = quietenDecorations(host)

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
    })
    // Blockly hands events over a frame later, and a number being typed reaches them only when
    // its editor closes: a reload or a closed tab in between must not lose the change.
    const leaving = () => {
      if (document.visibilityState === 'hidden') report()
    }
    window.addEventListener('pagehide', report)
    document.addEventListener('visibilitychange', leaving)
    const resize = new ResizeObserver(() => Blockly.svgResize(workspace))
    resize.observe(host)
    return () => {
      window.removeEventListener('pagehide', report)
      document.removeEventListener('visibilitychange', leaving)
      resize.disconnect()
      unnamed.disconnect()
      workspace.dispose()
      workspaceRef.current = null
    }
  }, [])

  // A program from outside (Start again, the other tab's version) replaces the workspace.
  useEffect(() => {
    const workspace = workspaceRef.current
    if (!workspace || same(normalized(program), shown.current)) return
    shown.current = load(workspace, program)
  }, [program])

  return (
    <div
      ref={hostRef}
      data-testid="blocks-editor"
      aria-label={label}
      role="application"
      className={`${heightClass} w-full overflow-hidden rounded-xl border border-slate-300`}
    />
  )
}
