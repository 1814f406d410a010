import type { ReactNode } from 'react'
import { cn } from './cn'

interface TableProps {
  /** Read by screen readers only: what the rows are. */
  caption: ReactNode
  /** E.g. a min-width, below which the table scrolls sideways. */
  className?: string
  /** A `TableHeader` and a `TableBody`. */
  children: ReactNode
}

/** A table of records on a white card, scrolling sideways on narrow screens. */
export function Table({ caption, className, children }: TableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('w-full text-start', className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}

/** The header row; its cells are `TableColumn`s. */
export function TableHeader({ children }: { children: ReactNode }) {
  return (
    <thead className="border-slate-200 border-b bg-slate-50 text-slate-700 text-sm">
      <tr>{children}</tr>
    </thead>
  )
}

/** A column heading; `numeric` columns are aligned to the end (right in English, left in Arabic). */
export function TableColumn({ numeric = false, children }: { numeric?: boolean; children: ReactNode }) {
  return (
    <th scope="col" className={cn('px-4 py-3 font-semibold', numeric && 'text-end')}>
      {children}
    </th>
  )
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>
}

interface TableCellProps {
  /** Right-aligned figures that line up. */
  numeric?: boolean
  className?: string
  children?: ReactNode
}

export function TableCell({ numeric = false, className, children }: TableCellProps) {
  return <td className={cn('px-4 py-3', numeric && 'text-end tabular-nums', className)}>{children}</td>
}
