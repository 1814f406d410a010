import { Link, useLocation } from '@tanstack/react-router'
import { ErrorScreen } from './error-screen'

/** SPEC §2.4 / §8: "Page not found: {path}", served with HTTP 404. */
export function PageNotFoundScreen() {
  const { pathname } = useLocation()
  return (
    <ErrorScreen
      heading={`Page not found: ${pathname}`}
      message={<p>Check the address, or start again from the home page.</p>}
      action={
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
          Go to the home page
        </Link>
      }
    />
  )
}
