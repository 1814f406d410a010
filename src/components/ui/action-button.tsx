import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { Spinner } from './spinner'

export interface ActionButtonProps extends ButtonProps {
  /** Its request is running: a spinner (in place of the icon), disabled, `aria-busy` (SPEC §9). */
  pending: boolean
  /** Shown before the label while nothing runs. */
  icon?: ReactNode
}

/** A button whose click calls the server, e.g. with `useAction` (src/lib/use-action.ts). */
export function ActionButton({ pending, icon, disabled, children, size, ...props }: ActionButtonProps) {
  return (
    <Button size={size} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner small={size === 'sm'} /> : icon}
      {children}
    </Button>
  )
}
