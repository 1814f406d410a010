import { useLocation } from '@tanstack/react-router'
import { StatusErrorScreen } from './route-error-screen'

/**
 * SPEC §2.4 / §8: the single generic error screen for a 404 — "Error: 404", the message
 * "Page not found: {path}", and Back to Home. Served with HTTP 404.
 */
export function PageNotFoundScreen() {
  const { pathname } = useLocation()
  return <StatusErrorScreen status={404} message={`Page not found: ${pathname}`} />
}
