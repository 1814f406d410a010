import type { SelectHTMLAttributes } from 'react'
import { cn } from './cn'
import { type ControlLook, controlClass } from './control'

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { look?: ControlLook }

/** A native select: keyboard, screen readers and phones already know it. */
export function Select({ className, look, ...props }: SelectProps) {
  return <select className={cn(controlClass(look), className)} {...props} />
}
