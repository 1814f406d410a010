import { createFileRoute } from '@tanstack/react-router'
import { apiBoundary } from '@/server/middleware/api-boundary'

/** Every REST route under `/api` answers through one boundary: JSON 404/405 and errors (record 083). */
export const Route = createFileRoute('/api')({
  server: { middleware: [apiBoundary] },
})
