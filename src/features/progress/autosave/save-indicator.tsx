import { Check, CloudOff, LoaderCircle, Monitor } from 'lucide-react'
import { m } from '@/paraglide/messages'
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
  let text = m.save_saved()
  if (localOnly) {
    icon = <Monitor aria-hidden="true" className="size-4" />
    text = m.save_kept_here()
  } else if (status === 'saving') {
    icon = <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
    text = m.save_saving()
  } else if (status === 'not-saved') {
    icon = <CloudOff aria-hidden="true" className="size-4" />
    text = m.save_not_saved_yet()
  } else if (status === 'conflict') {
    icon = <CloudOff aria-hidden="true" className="size-4" />
    text = m.save_choose_version()
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
