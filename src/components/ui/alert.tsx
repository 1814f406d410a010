import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

const tones = {
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  success: { box: 'border-green-300 bg-green-50 text-green-900', Icon: CircleCheck },
  info: { box: 'border-brand-100 bg-brand-50 text-slate-800', Icon: Info },
} as const

interface AlertProps {
  tone?: keyof typeof tones
  title?: ReactNode
  children?: ReactNode
  className?: string
}

/** A message box. Errors are announced at once (role=alert), others politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, Icon } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  )
}
