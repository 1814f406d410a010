import type { ComponentProps } from 'react'
import { cn } from './cn'

export type InputProps = ComponentProps<'input'>

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500/40 aria-invalid:border-red-700 disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  )
}
