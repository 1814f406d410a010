import { getRequest } from '@tanstack/react-start/server'
import { schoolOrigin } from '@/lib/hosts'
import { appConfig } from '~/app.config'

/**
 * The origin links in mails point at: the school's own host on the product host, with the scheme
 * the visitor used (a TLS-terminating proxy says so in X-Forwarded-Proto).
 */
export function schoolLinkOrigin(subdomain: string): string {
  const request = getRequest()
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const protocol = forwarded === 'https' || new URL(request.url).protocol === 'https:' ? 'https:' : 'http:'
  return schoolOrigin(subdomain, appConfig().productHost, protocol)
}
