import { getRequestHost } from '@tanstack/react-start/server'
import { classifyHost, type HostInfo } from '@/lib/hosts'
import { appConfig } from '~/app.config'

/** Where the current request landed, from its Host header. */
export function currentHost(): HostInfo {
  return classifyHost(getRequestHost({ xForwardedHost: false }), appConfig().productHost)
}
