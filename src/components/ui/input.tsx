import type { ComponentProps } from 'react'
import { cn } from './cn'
import { type ControlLook, controlClass } from './control'

export type InputProps = ComponentProps<'input'> & { look?: ControlLook }

export function Input({ className, look, ...props }: InputProps) {
  return <input className={cn(controlClass(look), className)} {...props} />
}
