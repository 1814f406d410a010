import { createStart } from '@tanstack/react-start'
import { httpErrorSerializationAdapter } from '@/lib/http-error'
import { serverFnClientMiddleware } from '@/lib/server-fn-client-middleware'
import { canvaRedirect } from '@/server/middleware/canva-redirect'
import { csrfProtection } from '@/server/middleware/csrf'
import { serverFnErrorBoundary } from '@/server/middleware/server-fn-errors'
import { serverFnRequestCheck } from '@/server/middleware/server-fn-request'

export const startInstance = createStart(() => ({
  requestMiddleware: [canvaRedirect, csrfProtection, serverFnRequestCheck],
  functionMiddleware: [serverFnErrorBoundary, serverFnClientMiddleware],
  serializationAdapters: [httpErrorSerializationAdapter],
}))
