import { ActionButton } from '@/components/ui/action-button'
import type { ButtonProps } from '@/components/ui/button'
import { useAction } from '@/lib/use-action'
import { signOut } from '../session-flow'

/**
 * Signing out is a POST (`auth/logout`), made by this button: never a link, so that no link,
 * image or prefetch can sign anyone out (record 028).
 */
export function SignOutButton({ children = 'Sign out', ...props }: Omit<ButtonProps, 'onClick'>) {
  const action = useAction()
  return (
    <ActionButton
      {...props}
      // Signing out ends on another page: the button spins until the browser leaves.
      pending={action.pending || action.succeeded}
      onClick={() => action.run('sign-out', () => signOut('/login'))}
    >
      {children}
    </ActionButton>
  )
}
