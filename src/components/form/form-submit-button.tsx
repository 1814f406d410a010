import { ActionButton, type ActionButtonProps } from '@/components/ui/action-button'
import { useFormContext, useFormHolderState } from './form-contexts'

interface FormSubmitButtonProps extends Omit<ActionButtonProps, 'type' | 'pending'> {
  /**
   * A success leaves the page (a full navigation, e.g. after signing in): keep spinning until it
   * has gone, so the button is not offered again meanwhile.
   */
  pendingAfterSuccess?: boolean
}

/** `form.SubmitButton`: spins and is disabled while the form's request runs (SPEC §9). */
export function FormSubmitButton({ pendingAfterSuccess, ...props }: FormSubmitButtonProps) {
  const { submitting, success } = useFormHolderState(useFormContext())
  return (
    <ActionButton
      type="submit"
      pending={submitting || (Boolean(pendingAfterSuccess) && success)}
      {...props}
    />
  )
}
