import { createStart } from '@tanstack/react-start'
import { httpErrorSerializationAdapter } from '@/lib/http-error'
import { serverFnClientMiddleware } from '@/lib/server-fn-client-middleware'
import { canvaRedirect } from '@/server/middleware/canva-redirect'
import { csrfProtection } from '@/server/middleware/csrf'

export const startInstance = createStart(() => ({
  requestMiddleware: [canvaRedirect, csrfProtection],
  functionMiddleware: [serverFnClientMiddleware],
  serializationAdapters: [httpErrorSerializationAdapter],
}))
