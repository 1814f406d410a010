import { useEffect, useRef, useState } from 'react'
import { browserStorage } from '@/lib/local-copy'
import {
  Autosaver,
  type AutosaveState,
  type SaveRequest,
  type SaveResponse,
  type ServerVersion,
} from './autosaver'

export interface UseAutosaveOptions {
  /** Where the local copy lives (see localCopyKey); a new key starts a new autosaver. */
  storageKey: string
  /** What the server has; a function is read in the browser (guests: their local copy). */
  server: ServerVersion | (() => ServerVersion)
  save: (request: SaveRequest) => Promise<SaveResponse>
  /** Guests and previews keep the local copy only. */
  enabled?: boolean
}

/**
 * The autosaver of one step, living as long as the step is on screen: it retries when the
 * connection comes back and saves what it can when the page is hidden.
 */
export function useAutosave({ storageKey, server, save, enabled = true }: UseAutosaveOptions) {
  const saveRef = useRef(save)
  saveRef.current = save
  const [saver, setSaver] = useState<Autosaver | null>(null)
  const [state, setState] = useState<AutosaveState>({
    status: 'saved',
    revision: typeof server === 'function' ? 0 : server.revision,
    conflict: null,
    failures: 0,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: one autosaver per step key; the server version is read once when it starts
  useEffect(() => {
    const instance = new Autosaver({
      storage: browserStorage(),
      storageKey,
      server: typeof server === 'function' ? server() : server,
      save: (request) =>
        enabled
          ? saveRef.current(request)
          : Promise.resolve({ status: 'saved', revision: request.baseRevision }),
      onChange: setState,
    })
    setSaver(instance)
    setState(instance.current)
    const online = () => instance.retryNow()
    const hidden = () => {
      if (document.visibilityState === 'hidden') void instance.flush()
    }
    window.addEventListener('online', online)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('online', online)
      document.removeEventListener('visibilitychange', hidden)
      void instance.flush().finally(() => instance.dispose())
    }
  }, [storageKey, enabled])

  return { saver, state }
}
