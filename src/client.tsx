import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { readDocumentLocale } from '@/lib/i18n/document-locale'
import { logOnly } from '@/lib/log-only'
import { reportError } from '@/lib/monitoring'
import { startOfflineSupport } from '@/lib/offline-pages'
import { watchUnhandledErrors } from '@/lib/unhandled-errors'

// The language the server rendered the page in, before the first render (decision 204).
readDocumentLocale(document)

// Before hydration, so an error while the app starts reaches the error screen too (SPEC §8).
watchUnhandledErrors(window, {
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  report: reportError,
})

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    {
      // React recovers from these by rendering on the client: logged, never shown.
      onRecoverableError: (error) => logOnly('React recovered from an error', error),
    },
  )
})

// Offline lessons (decision 202): after the page has loaded, never in its way.
startOfflineSupport()
