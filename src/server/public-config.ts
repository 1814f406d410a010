import { appConfig } from '~/app.config'

/** The part of the configuration the browser needs. Nothing secret goes here. */
export interface PublicConfig {
  env: 'development' | 'production' | 'test'
  productHost: string
  apiBase: string
  companySiteUrl: string
  sentryDsn: string
}

export function publicConfig(): PublicConfig {
  const config = appConfig()
  return {
    env: config.env,
    productHost: config.productHost,
    apiBase: config.apiBase,
    companySiteUrl: config.companySiteUrl,
    sentryDsn: config.sentry.dsn,
  }
}
