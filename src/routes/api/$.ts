import { createFileRoute } from '@tanstack/react-router'

/**
 * Any other path under `/api`: no handlers, so the `/api` boundary (route.ts) answers it with a
 * JSON 404 instead of the router rendering the HTML not-found page.
 */
export const Route = createFileRoute('/api/$')({})
