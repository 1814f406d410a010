import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '@/server/db/client'

/** Readiness: the server answers and its database is migrated and reachable. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () => {
        const db = await getDb()
        await db.execute('select 1')
        return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } })
      },
    },
  },
})
