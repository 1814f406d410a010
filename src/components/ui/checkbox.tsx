import type { InputHTMLAttributes, ReactNode } from 'react'
import { cn } from './cn'

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  description?: ReactNode
}

/** A checkbox with its label (and an optional line of explanation) to click. */
export function Checkbox({ label, description, className, ...props }: CheckboxProps) {
  return (
    <label className={cn('flex cursor-pointer items-start gap-3', className)}>
      <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-600" {...props} />
      <span className="grid gap-0.5">
        <span className="font-semibold">{label}</span>
        {description ? <span className="text-slate-600 text-sm">{description}</span> : null}
      </span>
    </label>
  )
}
