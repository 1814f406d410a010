/**
 * The classes of a text box, text area or select. A look sets the control's width, padding and
 * text; the caller's classes only add to it (decision 153: classes are joined, never merged, so
 * a caller never repeats what the look sets). `inline` is `normal` at the width of its content
 * (or the caller's), `compact` fits a table row, `custom` leaves width, padding and text to the
 * caller.
 */
export type ControlLook = 'normal' | 'inline' | 'compact' | 'code' | 'custom'

const looks: Record<ControlLook, string> = {
  normal: 'w-full px-3 py-2.5 text-base',
  inline: 'px-3 py-2.5 text-base',
  compact: 'px-2 py-1.5 text-sm',
  code: 'w-full px-3 py-2.5 font-mono text-sm',
  custom: '',
}

export function controlClass(look: ControlLook = 'normal'): string {
  return `block rounded-lg border border-slate-400 bg-white text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500/40 aria-invalid:border-red-700 disabled:bg-slate-100 ${looks[look]}`
}
