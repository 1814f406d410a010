import { createFileRoute } from '@tanstack/react-router'

/**
 * Liveness: the process answers requests. It asks nothing of the database, so an orchestrator
 * does not restart healthy instances while the database is away; readiness is /api/ready.
 */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () => Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
