import { createFileRoute } from '@tanstack/react-router'
import { lookupSchoolForHost } from '@/features/schools/schools.server'
import { classifyHost } from '@/lib/hosts'
import { isUuid } from '@/lib/uuid'
import { getDb } from '@/server/db/client'
import { fileResponseHeaders, findServableFile } from '@/server/files/files.server'
import { appConfig } from '~/app.config'

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  })
}

/**
 * Uploaded files (logos, resources) at /files/{id}: a school's files on its own host, product-wide
 * files anywhere, with their stored type, nosniff and a sandbox CSP (src/server/files).
 */
export const Route = createFileRoute('/files/$fileId')({
  server: {
    handlers: {
      GET: async ({ request, params }) => {
        if (!isUuid(params.fileId)) return notFound()
        const place = await lookupSchoolForHost(
          classifyHost(request.headers.get('host'), appConfig().productHost),
        )
        if (place.kind === 'school-not-found' || place.kind === 'canva') return notFound()
        const file = await findServableFile(
          await getDb(),
          params.fileId,
          place.kind === 'school' ? place.school.id : null,
        )
        if (!file) return notFound()
        const headers = fileResponseHeaders(file)
        if (request.headers.get('if-none-match') === headers.ETag) {
          const { 'Content-Length': _length, ...rest } = headers
          return new Response(null, { status: 304, headers: rest })
        }
        return new Response(file.data as Uint8Array<ArrayBuffer>, { status: 200, headers })
      },
    },
  },
})
