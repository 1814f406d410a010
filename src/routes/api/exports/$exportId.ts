import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ADMINS } from '@/access/visitor'
import { readDataExportFile } from '@/features/exports/data-export.server'
import { assertVisitor, resolveRequestVisitor } from '@/server/auth/request-visitor'
import { getDb } from '@/server/db/client'
import { HttpError } from '@/server/errors'
import { apiHandler } from '@/server/middleware/api-handler'

/**
 * GET /api/exports/{id}: the ZIP of a data export (docs/privacy.md), for an admin of the export's
 * own school on its host; 401 signed out, 403 for others, 404 when expired or another school's.
 */
export const Route = createFileRoute('/api/exports/$exportId')({
  server: {
    handlers: {
      GET: apiHandler(async ({ request, params }: { request: Request; params: { exportId: string } }) => {
        if (!z.uuid().safeParse(params.exportId).success)
          throw new HttpError(404, 'This export was not found.')
        const resolution = await resolveRequestVisitor(request)
        if (resolution.forged) throw new HttpError(403, resolution.forged)
        const actor = assertVisitor(resolution, ADMINS)
        const file = await readDataExportFile(await getDb(), actor, params.exportId)
        return new Response(file.data as Uint8Array<ArrayBuffer>, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Length': String(file.data.length),
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        })
      }),
    },
  },
})
