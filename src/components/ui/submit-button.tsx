import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'
import { Spinner } from './spinner'

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The form holder's `submitting` flag. */
  submitting: boolean
  children: ReactNode
}

/**
 * SPEC §9: a submitting button shows a spinner and is disabled during the request, then is
 * restored. `aria-busy` tells assistive technology the same.
 */
export function SubmitButton({ submitting, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={submitting || disabled} aria-busy={submitting || undefined} {...props}>
      {submitting ? <Spinner /> : null}
      {children}
    </Button>
  )
}
