import type { ReactNode } from 'react'

interface PageHeaderProps {
  /** Words of the product, or a name someone typed (in a `translate="no"` span). */
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        {description ? <div className="mt-1 text-slate-600">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}
