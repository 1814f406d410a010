import { type ReactNode, Suspense } from 'react'

/**
 * A part of a server-rendered page that hydrates on its own, after the page around it (decision
 * 216). React leaves a Suspense boundary's server HTML in place and hydrates it later in slices
 * the browser can interrupt, so one large page is not one long task on a slow machine; a click on
 * a part not yet hydrated hydrates that part first and is then handled. It renders nothing of its
 * own and never shows a fallback: nothing inside suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
