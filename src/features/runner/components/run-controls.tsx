import { Play, RotateCcw, Square } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { m } from '@/paraglide/messages'
import type { RunnerWords } from '../words/run-words'
import { STEP_WORDS } from '../words/step-frame-words'
import { DRAW_SPEEDS, type DrawSpeed } from './turtle-animation'

interface RunControlsProps {
  running: boolean
  onRun: () => void
  onStop: () => void
  /** Puts the step's starting code back; asks first. Not shown when absent. */
  onReset?: () => void
  disabled?: boolean
  /** The lesson's voice (decision 117). */
  words: RunnerWords
}

interface RunButtonProps {
  running: boolean
  onRun: () => void
  disabled?: boolean
  /** Ctrl+Enter runs from anywhere on the page (exercises); written on the button. */
  shortcut?: boolean
}

/**
 * The one Run button: the biggest, greenest thing in the work area, so a child finds it before
 * anything else that says "Run" (the blocks' "when Run is clicked" is a label, not a button).
 */
export function RunButton({ running, onRun, disabled, shortcut }: RunButtonProps) {
  return (
    // While it runs the button stays focusable (aria-disabled, not disabled): a disabled button
    // drops the keyboard focus to the top of the page.
    <button
      type="button"
      onClick={running ? undefined : onRun}
      disabled={disabled}
      aria-disabled={running || undefined}
      aria-keyshortcuts={shortcut ? 'Control+Enter' : undefined}
      data-testid="run-button"
      className="inline-flex items-center gap-2 rounded-2xl bg-green-700 px-6 py-3 font-bold text-white text-xl shadow-md hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <Play aria-hidden="true" className="size-6 fill-current" />
      {m.run_run()}
      {shortcut ? (
        <kbd className="ms-1 hidden rounded bg-green-900/40 px-1.5 py-0.5 font-normal font-sans text-xs 2xl:inline">
          Ctrl+Enter
        </kbd>
      ) : null}
    </button>
  )
}

/** Run, Stop and Start again, with their keyboard shortcuts written on them. */
export function RunControls({ running, onRun, onStop, onReset, disabled, words }: RunControlsProps) {
  const [confirming, setConfirming] = useState(false)
  // The question replaces "Start again" and goes away again: the focus moves with it, never to the
  // top of the page (decision 119).
  const startAgain = useRef<HTMLButtonElement>(null)
  const keepMyCode = useRef<HTMLButtonElement>(null)
  const answered = useRef(false)
  useEffect(() => {
    if (confirming) keepMyCode.current?.focus()
    else if (answered.current) startAgain.current?.focus()
    answered.current = false
  }, [confirming])
  const answer = (reset: boolean) => {
    answered.current = true
    setConfirming(false)
    if (reset) onReset?.()
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RunButton running={running} disabled={disabled} onRun={onRun} shortcut />
      <button
        type="button"
        // Stop keeps the focus when the run it stopped ends (decision 119): aria-disabled, not disabled.
        onClick={() => {
          if (running) onStop()
        }}
        aria-disabled={!running || undefined}
        aria-keyshortcuts="Escape"
        className="inline-flex items-center gap-2 rounded-xl bg-red-700 px-3 py-2.5 font-bold text-white shadow-sm hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600"
      >
        <Square aria-hidden="true" className="size-4 fill-current" />
        {m.run_stop()}
        <kbd className="ms-1 hidden rounded bg-black/20 px-1.5 py-0.5 font-normal font-sans text-xs 2xl:inline">
          Esc
        </kbd>
      </button>
      {onReset ? (
        confirming ? (
          <fieldset className="flex flex-wrap items-center gap-2 rounded-xl bg-amber-100 px-3 py-2">
            <legend className="sr-only">{m.run_start_again_question()}</legend>
            <span className="font-semibold">{STEP_WORDS[words].resetQuestion}</span>
            <button
              type="button"
              onClick={() => answer(true)}
              className="rounded-lg bg-amber-700 px-3 py-1.5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-3 focus-visible:outline-brand-500"
            >
              {m.run_yes_start_again()}
            </button>
            <button
              ref={keepMyCode}
              type="button"
              onClick={() => answer(false)}
              className="rounded-lg border border-amber-700 px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-brand-500"
            >
              {m.run_no_keep_code()}
            </button>
          </fieldset>
        ) : (
          <button
            ref={startAgain}
            type="button"
            onClick={() => {
              if (!running) setConfirming(true)
            }}
            aria-disabled={running || undefined}
            className="inline-flex items-center gap-2 rounded-xl border border-slate-400 bg-white px-3 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            <RotateCcw aria-hidden="true" className="size-5" />
            {m.run_start_again()}
          </button>
        )
      ) : null}
    </div>
  )
}

interface SpeedPickerProps {
  value: DrawSpeed
  onChange: (speed: DrawSpeed) => void
}

/** How fast the turtle draws. */
export function SpeedPicker({ value, onChange }: SpeedPickerProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1 text-sm">
      <legend className="sr-only">{m.run_turtle_speed()}</legend>
      <span aria-hidden="true" className="me-1 font-semibold text-slate-700">
        {m.run_turtle_speed_colon()}
      </span>
      {DRAW_SPEEDS.map((speed) => (
        <label
          key={speed.value}
          className="cursor-pointer rounded-lg border border-slate-300 bg-white px-2.5 py-1 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name="turtle-speed"
            value={speed.value}
            checked={value === speed.value}
            onChange={() => onChange(speed.value)}
            className="sr-only"
          />
          {speed.label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Said only while Run waits for the engine to start: the page's first start says the first run is
 * slow; a later wait (a fresh engine after a stopped run) says just that Python is starting.
 */
export function EngineStarting({ preparing }: { preparing: false | 'first' | 'again' }) {
  return (
    <p role="status" data-testid="engine-starting" className="min-h-5 text-slate-700 text-sm">
      {preparing === 'first' ? m.run_python_first() : preparing === 'again' ? m.run_python_again() : ''}
    </p>
  )
}
