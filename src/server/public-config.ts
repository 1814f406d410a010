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
  }
}
