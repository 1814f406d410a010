import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { useFormContext, useFormHolderState } from './form-contexts'

/** `form.FormError`: the server's message after a failed submit (SPEC §8), as an alert. */
export function FormError({ className }: { className?: string }) {
  const { formError } = useFormHolderState(useFormContext())
  return formError ? (
    <Alert tone="error" className={className}>
      {formError}
    </Alert>
  ) : null
}

/** `form.FormSuccess`: shown after a successful submit, e.g. "Saved." on a form that stays open. */
export function FormSuccess({
  title,
  children,
  className,
}: {
  title?: string
  children: ReactNode
  className?: string
}) {
  const { success } = useFormHolderState(useFormContext())
  return success ? (
    <Alert tone="success" title={title} className={className}>
      {children}
    </Alert>
  ) : null
}
