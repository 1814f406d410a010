import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useSyncExternalStore } from 'react'
import { messageOf, statusOf } from '@/lib/app-error'
import { unhandledErrorStore } from '@/lib/unhandled-errors'
import { StatusErrorScreen } from './route-error-screen'

const noError = () => null

/**
 * Shows the generic error screen (SPEC §2.4) in place of the page when an error nothing caught
 * reached the window (SPEC §8); "Back to Home" clears it and goes to `/`.
 */
export function UnhandledErrorGate({ children }: { children: ReactNode }) {
  const router = useRouter()
  const shown = useSyncExternalStore(unhandledErrorStore.subscribe, unhandledErrorStore.snapshot, noError)
  if (!shown) return children
  return (
    <StatusErrorScreen
      status={statusOf(shown.error)}
      message={messageOf(shown.error)}
      onHome={async () => {
        unhandledErrorStore.clear()
        await router.navigate({ to: '/' })
      }}
    />
  )
}
