import { ArrowDown, ArrowUp, Trash2, Undo2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'

export interface BlocksTapBarProps {
  /** What the chosen block says ("move forward 50"), or null when none is chosen. */
  chosen: string | null
  canMoveUp: boolean
  canMoveDown: boolean
  canUndo: boolean
  onMoveUp: () => void
  onMoveDown: () => void
  onTakeAway: () => void
  onUndo: () => void
}

interface TapButtonProps {
  label: string
  icon: ReactNode
  enabled: boolean
  onPress: () => void
  /** Why it does nothing now (read with the button). */
  why: string
}

/**
 * A button of the bar. It stays focusable when it can do nothing (aria-disabled, not disabled):
 * pressing Up until the block is at the top must not drop the keyboard focus (decision 119).
 */
function TapButton({ label, icon, enabled, onPress, why }: TapButtonProps) {
  return (
    <button
      type="button"
      onClick={enabled ? onPress : undefined}
      aria-disabled={!enabled || undefined}
      title={enabled ? undefined : why}
      className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 font-semibold text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white"
    >
      {icon}
      {label}
    </button>
  )
}

/**
 * Building the blocks with taps alone, no dragging (WCAG 2.5.7, decision 148): what the child
 * tapped is named, and Up, Down, Take away and Undo act on it. Words a six-year-old reads.
 */
export function BlocksTapBar(props: BlocksTapBarProps) {
  const none = props.chosen === null
  const whyNoneChosen = m.blocks_tap_first()
  return (
    <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-2 gap-y-1">
      {/* Polite: says which block a tap chose or added, without moving the focus. */}
      <p role="status" className="min-w-0 px-1 text-slate-700 text-sm" data-testid="blocks-chosen">
        {none ? (
          m.blocks_tap_to_add()
        ) : (
          <>
            {m.blocks_tap_chosen()} <strong className="font-semibold text-slate-900">{props.chosen}</strong>
          </>
        )}
      </p>
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{m.blocks_tap_change()}</legend>
        <TapButton
          label={m.blocks_tap_up()}
          icon={<ArrowUp aria-hidden="true" className="size-4" />}
          enabled={props.canMoveUp}
          onPress={props.onMoveUp}
          why={none ? whyNoneChosen : m.blocks_tap_at_top()}
        />
        <TapButton
          label={m.blocks_tap_down()}
          icon={<ArrowDown aria-hidden="true" className="size-4" />}
          enabled={props.canMoveDown}
          onPress={props.onMoveDown}
          why={none ? whyNoneChosen : m.blocks_tap_at_bottom()}
        />
        <TapButton
          label={m.blocks_tap_take_away()}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          enabled={!none}
          onPress={props.onTakeAway}
          why={whyNoneChosen}
        />
        <TapButton
          label={m.blocks_tap_undo()}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          enabled={props.canUndo}
          onPress={props.onUndo}
          why={m.blocks_tap_nothing_to_undo()}
        />
      </fieldset>
    </div>
  )
}
