import type { TextareaHTMLAttributes } from 'react'
import { cn } from './cn'
import { type ControlLook, controlClass } from './control'

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { look?: ControlLook }

export function Textarea({ className, look, ...props }: TextareaProps) {
  return <textarea className={cn(controlClass(look), className)} {...props} />
}
