import { createMiddleware } from '@tanstack/react-start'
import { classifyHost } from '@/lib/hosts'
import { appConfig } from '~/app.config'

/** SPEC §2.6 rule 6: every visitor on the canva subdomain goes to the external welcome pack. */
export const canvaRedirect = createMiddleware().server(({ next, request }) => {
  const config = appConfig()
  const host = classifyHost(request.headers.get('host'), config.productHost)
  if (host.kind === 'canva') {
    return new Response(null, { status: 302, headers: { location: config.canvaWelcomePackUrl } })
  }
  return next()
})
