import { useLocation } from '@tanstack/react-router'
import { TextLink } from '@/components/ui/text-link'
import { ErrorScreen } from './error-screen'

/** SPEC §2.4 / §8: "Page not found: {path}", served with HTTP 404. */
export function PageNotFoundScreen() {
  const { pathname } = useLocation()
  return (
    <ErrorScreen
      heading={`Page not found: ${pathname}`}
      message={<p>Check the address, or start again from the home page.</p>}
      action={<TextLink to="/">Go to the home page</TextLink>}
    />
  )
}
