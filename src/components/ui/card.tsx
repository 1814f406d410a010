import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from './cn'

const tones = {
  plain: 'border-slate-200 bg-white',
  /** Something that cannot be undone lives here. */
  danger: 'border-red-200 bg-white',
  /** The one thing to do next. */
  brand: 'border-brand-100 bg-brand-50',
}

/** A panel with a border: one block of a page. */
export function Card({
  className,
  tone = 'plain',
  ...props
}: HTMLAttributes<HTMLElement> & { tone?: keyof typeof tones }) {
  return <section className={cn('rounded-xl border p-6 shadow-sm', tones[tone], className)} {...props} />
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
