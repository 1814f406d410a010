import { createFileRoute } from '@tanstack/react-router'
import { readiness } from '@/server/db/readiness'

/**
 * Readiness: 200 `{ ok: true }` when the database is reachable, its migrations are applied and the
 * server is not shutting down; 503 `{ ok: false, reason }` otherwise (docs/operations.md).
 */
export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      GET: async () => {
        const state = await readiness()
        return Response.json(state, {
          status: state.ok ? 200 : 503,
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})
