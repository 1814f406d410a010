import * as client from 'openid-client'
import { mainOrigin } from '@/lib/hosts'
import type { AppConfig } from '~/app.config'
import { appConfig } from '~/app.config'
import type { IdentityProvider } from './providers'

/**
 * The OpenID providers this server is set up for (decision 173): their settings, the one callback
 * address on the main host, and each provider's discovered configuration.
 */
type ProviderSettings = AppConfig['signInProviders'][IdentityProvider]

const discovered = new Map<string, Promise<client.Configuration>>()

let testProviders: Partial<AppConfig['signInProviders']> | null = null

/** Tests point providers at a local OpenID provider without changing the process's configuration. */
export function useProvidersForTests(providers: Partial<AppConfig['signInProviders']> | null): void {
  testProviders = providers
  discovered.clear()
}

/** The provider's settings on this server, or null when it has no client id here. */
export function providerOnServer(provider: IdentityProvider, config = appConfig()): ProviderSettings | null {
  const settings = testProviders ? testProviders[provider] : config.signInProviders[provider]
  if (!settings) return null
  return settings.clientId ? settings : null
}

export function callbackUrl(config = appConfig()): string {
  const base = config.apiBase.startsWith('/') ? `${mainOrigin(config)}${config.apiBase}` : config.apiBase
  return `${base}auth/oidc/callback`
}

function isLoopbackUrl(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/** The provider's OpenID configuration, discovered once per issuer (a failure is tried again). */
export async function configurationOf(settings: ProviderSettings): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`
  let found = discovered.get(key)
  if (!found) {
    const issuer = new URL(settings.issuer)
    // Only a provider on this machine (tests, a local stand-in) may be spoken to over http.
    const insecure = isLoopbackUrl(issuer)
    found = client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
      settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
    discovered.set(key, found)
    found.catch(() => discovered.delete(key))
  }
  return found
}
