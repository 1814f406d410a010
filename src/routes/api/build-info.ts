import { createFileRoute } from '@tanstack/react-router'

/** The build this server runs; browsers compare it with their own once an hour (SPEC §4, §9). */
export const Route = createFileRoute('/api/build-info')({
  server: {
    handlers: {
      GET: () => Response.json({ buildId: __BUILD_ID__ }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
