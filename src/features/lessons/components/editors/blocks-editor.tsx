import * as Blockly from 'blockly/core'
import * as English from 'blockly/msg/en'
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  BLOCKLY_BLOCK_DEFINITIONS,
  type BlocklyWorkspaceState,
  type BlockProgram,
  type BlockType,
  blocklyToolbox,
  fromBlocklyState,
  toBlocklyState,
} from '@/features/runner'
import { type BlockNote, noteTargets } from './block-notes'
import {
  blockLabel,
  blockPlace,
  blockWords,
  type OutlineItem,
  programLabel,
  programOutline,
} from './block-outline'
import { addBlockAsOneStep, canMoveDown, canMoveUp, moveDown, moveUp, takeAway } from './block-taps'
import { BlocksTapBar } from './blocks-tap-bar'

export interface BlocksEditorProps {
  program: BlockProgram
  toolbox: readonly BlockType[]
  onChange: (program: BlockProgram) => void
  readOnly?: boolean
  label: string
  /** The editor's height (a class): a short example, or an exercise sized to the screen. */
  heightClass?: string
  /** The teacher's comments on blocks of this program (decision 209), pinned to those blocks. */
  notes?: readonly BlockNote[]
}

export type { BlockNote } from './block-notes'

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
    const name = programLabel(this, this.options.readOnly ? 'The example' : 'Your program')
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
 * Keeps Blockly's drawings that are not blocks out of what a screen reader lists: the places where
 * blocks join on the blocks to pick from (Blockly calls them figures inside the list of blocks,
 * which a list may not hold; there they are only decoration), the places where blocks join in the
 * program while the keyboard is not on them (figures without a name, between the blocks, which
 * made the program read as a flat list; Blockly names one when the arrows reach it) and the canvas
 * it measures text on. Blockly redraws, so new ones are caught as they come.
 */
function quietenDecorations(host: HTMLElement): MutationObserver {
  const quieten = () => {
    for (const canvas of document.querySelectorAll('.blocklyComputeCanvas'))
      canvas.setAttribute('aria-hidden', 'true')
    for (const spot of host.querySelectorAll('.blocklyFlyout .blocklyHighlightedConnectionPath[role]')) {
      spot.removeAttribute('role')
      spot.removeAttribute('aria-roledescription')
    }
    for (const spot of host.querySelectorAll(
      '.blocklyHighlightedConnectionPath[role]:not(.blocklyHighlightedConnectionPathVisible)',
    )) {
      spot.removeAttribute('role')
      spot.removeAttribute('aria-roledescription')
      spot.removeAttribute('aria-label')
    }
  }
  quieten()
  const observer = new MutationObserver(quieten)
  observer.observe(host, { subtree: true, childList: true, attributeFilter: ['role', 'class'] })
  return observer
}

/**
 * Keeps what a screen reader hears true after every change (decision 179): each block's name
 * (a block's place changes when another one moves), the workspace's count of stacks (Blockly
 * counts them only when the workspace gets the focus, so it said "0 stacks" over a loaded start
 * block), and after a block is put somewhere, where it now is instead of Blockly's last "Moving
 * …" words; Blockly's hint about the arrow keys goes away then too.
 */
function tellTheTruth(workspace: Blockly.WorkspaceSvg) {
  const relabel = () => {
    for (const block of workspace.getAllBlocks(false)) {
      if (block.isInsertionMarker()) continue
      const element = block.getFocusableElement()
      // Blockly ends a block's name with a comma, so screen readers pause before "block".
      Blockly.utils.aria.setState(
        element,
        Blockly.utils.aria.State.LABEL,
        `${blockLabel(block)}${noteWords(block)},`,
      )
      const owned = ownedParts(block)
      if (owned.length) element.setAttribute('aria-owns', owned.join(' '))
      else element.removeAttribute('aria-owns')
    }
    ;(workspace as unknown as { updateAriaLabel(): void }).updateAriaLabel()
    drawNoteMarks(workspace)
  }
  relabel()
  workspace.addChangeListener((event) => {
    if (event.type === Blockly.Events.BLOCK_DRAG) {
      const drag = event as Blockly.Events.BlockDrag
      if (drag.isStart) return
      Blockly.Toast.hide(workspace)
      const block = drag.blockId ? workspace.getBlockById(drag.blockId) : null
      if (!block) return
      relabel()
      const place = blockPlace(block)
      Blockly.utils.aria.announceDynamicAriaState(
        place ? `${blockWords(block)} is now ${place}.` : `${blockWords(block)} is in its place.`,
      )
      return
    }
    if (!event.isUiEvent) relabel()
  })
  return relabel
}

/**
 * What a block holds for a screen reader, in order: its numbers and choices, then the blocks
 * inside it. Blockly draws a block's parts beside its figure; owning them (as Blockly's list of
 * blocks to pick does) makes the workspace read as stacks with blocks inside blocks.
 */
function ownedParts(block: Blockly.BlockSvg): string[] {
  const ids: string[] = []
  for (const input of block.inputList) {
    for (const field of input.fieldRow) {
      if (!field.isVisible() || !field.isClickable()) continue
      const element = field.getSvgRoot()
      if (element?.id && element.getAttribute('role')) ids.push(element.id)
    }
    for (let child = input.connection?.targetBlock() ?? null; child; child = child.getNextBlock()) {
      const element = (child as Blockly.BlockSvg).getFocusableElement()
      if (element.id) ids.push(element.id)
      if (input.type !== Blockly.inputs.inputTypes.STATEMENT) break
    }
  }
  return ids
}

/** The program as a list a screen reader reads: stacks, and the blocks inside blocks, in order. */
function ProgramOutline({ stacks, title }: { stacks: OutlineItem[][]; title: string }) {
  const items = (list: OutlineItem[]) => (
    <ol>
      {list.map((block) => (
        <li key={block.id}>
          {block.words}
          {block.inside === null ? null : block.inside.length ? (
            items(block.inside)
          ) : (
            <span>: nothing inside yet</span>
          )}
        </li>
      ))}
    </ol>
  )
  return (
    <div className="sr-only" data-testid="blocks-outline">
      <p>{title}</p>
      {stacks.length === 0 ? (
        <p>No blocks yet.</p>
      ) : (
        <ul aria-label={stacks.length === 1 ? '1 stack of blocks' : `${stacks.length} stacks of blocks`}>
          {stacks.map((stack) => (
            <li key={stack[0]!.id}>
              {stack.length === 1 ? 'A stack with 1 block' : `A stack with ${stack.length} blocks`}
              {items(stack)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

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
function keepProgramInView(workspace: Blockly.WorkspaceSvg) {
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

/** The teacher's notes on the blocks of each workspace: Blockly block id → the note's words. */
const NOTES = new WeakMap<Blockly.Workspace, Map<string, string>>()
/** The class that marks a block the teacher left a note on. */
const NOTE_CLASS = 'blocks-teacher-note'

/** What a screen reader hears after a block's name when the teacher left a note on it. */
function noteWords(block: Blockly.Block): string {
  const note = NOTES.get(block.workspace)?.get(block.id)
  return note ? `, your teacher's note: ${note}` : ''
}

/** Pins the notes to their blocks (`noteTargets`) and keeps their words for the blocks' names. */
function pinNotes(workspace: Blockly.WorkspaceSvg, notes: readonly BlockNote[]) {
  const found = noteTargets(workspace, notes)
  const pinned = new Map<string, string>()
  for (const { block, note } of found)
    pinned.set(block.id, [pinned.get(block.id), note.text].filter(Boolean).join(' · '))
  NOTES.set(workspace, pinned)
  return found
}

/** A violet "Note" tag at the top right of each block with a note, and a dashed violet outline. */
function drawNoteMarks(workspace: Blockly.WorkspaceSvg) {
  const notes = NOTES.get(workspace)
  for (const block of workspace.getAllBlocks(false)) {
    const root = block.getSvgRoot()
    const noted = notes?.has(block.id) ?? false
    root.classList.toggle(NOTE_CLASS, noted)
    let mark = root.querySelector<SVGGElement>(':scope > .blocks-note-mark')
    if (!noted) {
      mark?.remove()
      continue
    }
    if (!mark) {
      mark = document.createElementNS('http://www.w3.org/2000/svg', 'g')
      mark.setAttribute('class', 'blocks-note-mark')
      mark.setAttribute('aria-hidden', 'true')
      const tag = document.createElementNS('http://www.w3.org/2000/svg', 'rect')
      tag.setAttribute('width', '40')
      tag.setAttribute('height', '18')
      tag.setAttribute('rx', '9')
      const text = document.createElementNS('http://www.w3.org/2000/svg', 'text')
      text.setAttribute('x', '20')
      text.setAttribute('y', '13')
      text.setAttribute('text-anchor', 'middle')
      text.textContent = 'Note'
      mark.append(tag, text)
      root.append(mark)
    }
    mark.setAttribute('transform', `translate(${block.width + 4}, -6)`)
  }
}

/** The class that marks the block a tap chose, drawn even when the focus is elsewhere. */
const CHOSEN_CLASS = 'blocks-tap-chosen'

/**
 * Follows which of the child's blocks a tap chose (decision 148). Blockly's own selection follows
 * the focus and is gone when a block to pick from or a button is tapped, so the choice is kept
 * here: a block tapped or focused on the workspace is chosen, a tap on the empty workspace or the
 * block going away un-chooses it.
 */
function followChoice(workspace: Blockly.WorkspaceSvg, onChosen: (id: string | null) => void) {
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

/**
 * The blocks editor (Blockly), with only the blocks the lesson offers. It opens with `program`
 * (the player mounts it only once the autosaver has chosen which copy that is) and gives back
 * every change the child makes, never its own loading. Keyboard: Blockly's navigation (T for
 * the blocks to pick from, arrows, Enter, M to move, Delete), described next to the editor.
 * Taps alone build a program too (decision 148): a block to pick goes into the program, and the
 * bar above moves, takes away or undoes. Loaded only by pages with a blocks exercise.
 */
export default function BlocksEditor({
  program,
  toolbox,
  onChange,
  readOnly,
  label,
  heightClass = 'work-area-editor',
  notes,
}: BlocksEditorProps) {
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
  // Blockly's own area is the application (named once injected), so this holds it without a role:
  // an application inside another one confused screen readers.
  const host = (
    <div
      ref={hostRef}
      data-testid="blocks-editor"
      className={`${readOnly ? heightClass : 'min-h-0 flex-1'} w-full overflow-hidden rounded-xl border border-slate-300`}
    />
  )
  const outline = (
    <ProgramOutline
      stacks={workspace ? programOutline(workspace) : []}
      title={readOnly ? 'The example, block by block:' : 'Your program, block by block:'}
    />
  )
  const notesList =
    pinned.length > 0 ? (
      <BlockNotesList
        pinned={pinned.filter(({ block }) => !block.isDisposed())}
        onShow={(block) => {
          const svg = block as Blockly.BlockSvg
          Blockly.getFocusManager().focusNode(svg)
          workspace?.scrollBoundsIntoView(svg.getBoundingRectangle())
        }}
      />
    ) : null
  if (readOnly)
    return (
      <>
        {host}
        {outline}
      </>
    )
  const chosen = chosenId ? (workspace?.getBlockById(chosenId) ?? null) : null
  return (
    // The bar takes its room from the editor's height, so the work still fits the first screen
    // (decision 097).
    <div className={`${heightClass} flex flex-col gap-2`}>
      <BlocksTapBar
        chosen={chosen ? chosen.toString() : null}
        canMoveUp={chosen ? canMoveUp(chosen) : false}
        canMoveDown={chosen ? canMoveDown(chosen) : false}
        canUndo={(workspace?.getUndoStack().length ?? 0) > 0}
        onMoveUp={() => chosen && moveUp(chosen)}
        onMoveDown={() => chosen && moveDown(chosen)}
        onTakeAway={() => chosen && takeAway(chosen)}
        onUndo={() => workspace?.undo(false)}
      />
      {host}
      {outline}
      {notesList}
    </div>
  )
}

/**
 * The teacher's notes on blocks, beside the program: what the block says and the note, with a
 * button that takes the keyboard to that block (the block itself wears a violet "Note" tag).
 */
function BlockNotesList({
  pinned,
  onShow,
}: {
  pinned: { block: Blockly.Block; note: BlockNote }[]
  onShow: (block: Blockly.Block) => void
}) {
  return (
    <section aria-label="Your teacher's notes on your blocks" className="shrink-0 space-y-1">
      <ul className="space-y-1">
        {pinned.map(({ block, note }, index) => (
          <li
            key={`${block.id}-${index}`}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-violet-300 bg-violet-50 px-3 py-1.5 text-violet-950"
          >
            <span>
              <span className="font-semibold">Note on “{blockWords(block)}”:</span> {note.text}
            </span>
            <button
              type="button"
              className="rounded-md border border-violet-700 bg-white px-2 py-0.5 font-semibold text-sm text-violet-900 hover:bg-violet-100 focus-visible:outline-3 focus-visible:outline-brand-500"
              onClick={() => onShow(block)}
            >
              Show me the block
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
