import { useState } from 'react'

/**
 * For screens with several buttons that each call the server: one call at a time, `busy` says which
 * (by key) for its spinner, `error` keeps the message of the last failure for an alert.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  /** Runs `action` under `key`; true when it succeeded. */
  const run = async (key: string, action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(key)
    setError(null)
    try {
      await action()
      return true
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work. Try again.')
      return false
    } finally {
      setBusy(null)
    }
  }

  return { busy, error, run }
}
