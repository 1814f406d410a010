import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from './cn'

/** A white panel with a border: one block of a page. */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('rounded-xl border border-slate-200 bg-white p-6 shadow-sm', className)}
      {...props}
    />
  )
}

interface CardHeaderProps {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  /** Heading level inside the page (default h2). */
  level?: 2 | 3
  id?: string
}

export function CardHeader({ title, description, actions, level = 2, id }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="grid gap-1">
        <Heading id={id} className="font-bold text-xl">
          {title}
        </Heading>
        {description ? <div className="text-slate-600">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}
