import type { ProgressStatus } from '../progress-grid'

/**
 * A status as a shape as well as a colour (never colour alone): the grid prints these as plain
 * characters, not icon components, so 20,000 cells stay cheap to render.
 */
export const STATUS_MARKS: Record<ProgressStatus, { glyph: string; className: string }> = {
  completed: { glyph: '✔', className: 'bg-green-100 text-green-900' },
  in_progress: { glyph: '◐', className: 'bg-amber-100 text-amber-900' },
  not_started: { glyph: '○', className: 'text-slate-500' },
}
