import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { messageOf, statusOf } from '@/lib/app-error'
import { reportError } from '@/lib/monitoring'
import { ErrorScreen } from './error-screen'

/** The generic error screen (SPEC §2.4): "Error:" and the status, the message, Back to Home. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    reportError(error)
  }, [error])
  return (
    <StatusErrorScreen
      status={statusOf(error)}
      message={messageOf(error)}
      onHome={async () => {
        reset()
        await router.navigate({ to: '/' })
        await router.invalidate()
      }}
    />
  )
}

interface StatusErrorScreenProps {
  status: number
  message: string
  onHome?: () => void | Promise<void>
}

export function StatusErrorScreen({ status, message, onHome }: StatusErrorScreenProps) {
  const router = useRouter()
  return (
    <ErrorScreen
      heading={`Error: ${status}`}
      message={<p>{message}</p>}
      action={
        <button
          type="button"
          onClick={() => (onHome ? onHome() : router.navigate({ to: '/' }))}
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          Back to Home
        </button>
      }
    />
  )
}
