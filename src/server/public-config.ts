import type { CookieLifetimes } from '@/lib/cookie-lifetimes'
import type { ProductScheme } from '@/lib/hosts'
import { appConfig } from '~/app.config'

/** The part of the configuration the browser needs. Nothing secret goes here. */
export interface PublicConfig {
  env: 'development' | 'production' | 'test'
  productHost: string
  productScheme: ProductScheme
  apiBase: string
  companySiteUrl: string
  sentryDsn: string
  /** For the cookies the browser writes when it switches profile in place (SPEC §4, §9). */
  cookies: CookieLifetimes
}

export function publicConfig(): PublicConfig {
  const config = appConfig()
  return {
    env: config.env,
    productHost: config.productHost,
    productScheme: config.productScheme,
    apiBase: config.apiBase,
    companySiteUrl: config.companySiteUrl,
    sentryDsn: config.sentry.dsn,
    cookies: config.cookies,
  }
}
