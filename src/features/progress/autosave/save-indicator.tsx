import { Check, CloudOff, LoaderCircle, Monitor } from 'lucide-react'
import type { AutosaveStatus } from './autosaver'

interface SaveIndicatorProps {
  status: AutosaveStatus
  /** Guests' work stays on this computer: say so instead of "saved". */
  localOnly?: boolean
}

const styles: Record<AutosaveStatus, string> = {
  saved: 'bg-green-100 text-green-900',
  saving: 'bg-slate-100 text-slate-800',
  'not-saved': 'bg-amber-100 text-amber-950',
  conflict: 'bg-amber-100 text-amber-950',
}

/** Saved / Saving… / Not saved, always visible beside the code, announced politely. */
export function SaveIndicator({ status, localOnly }: SaveIndicatorProps) {
  let icon = <Check aria-hidden="true" className="size-4" />
  let text = 'Saved'
  if (localOnly) {
    icon = <Monitor aria-hidden="true" className="size-4" />
    text = 'Kept on this computer'
  } else if (status === 'saving') {
    icon = <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
    text = 'Saving…'
  } else if (status === 'not-saved') {
    icon = <CloudOff aria-hidden="true" className="size-4" />
    text = 'Not saved yet — kept on this computer, trying again'
  } else if (status === 'conflict') {
    icon = <CloudOff aria-hidden="true" className="size-4" />
    text = 'Not saved — choose a version'
  }
  return (
    <output
      aria-live="polite"
      data-testid="save-status"
      data-status={localOnly ? 'local' : status}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold text-sm ${localOnly ? styles.saved : styles[status]}`}
    >
      {icon}
      {text}
    </output>
  )
}
