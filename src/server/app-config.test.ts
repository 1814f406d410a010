import { describe, expect, it } from 'vitest'
import { parseConfig } from '~/app.config'

const deployment = { DATABASE_URL: 'postgres://app@db.internal/codeschool', PRODUCT_HOST: 'codeschool.app' }

describe('configuration: public URLs, proxies, demo data', () => {
  it('npm start on the embedded database: http://localhost:3000, demo data, fake payments', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      productHost: 'localhost:3000',
      productScheme: 'http',
      trustedProxyHops: 0,
      demoData: true,
      payments: { provider: 'fake' },
      mail: { outboxApi: false },
      testFixturesApi: false,
    })
  })

  it('follows PORT when PRODUCT_HOST is not set, so links name the port the server listens on', () => {
    expect(parseConfig({ PORT: '4000' }).productHost).toBe('localhost:4000')
    expect(parseConfig({ PORT: '4000', PRODUCT_HOST: 'localhost:3000' }).productHost).toBe('localhost:3000')
  })

  it('a deployment (DATABASE_URL, a real host): https, no demo data, no payments', () => {
    expect(parseConfig(deployment)).toMatchObject({
      productHost: 'codeschool.app',
      productScheme: 'https',
      demoData: false,
      payments: { provider: 'none' },
    })
  })

  it('takes the scheme from PRODUCT_SCHEME when set, and defaults to http only for localhost names', () => {
    expect(parseConfig({ PRODUCT_HOST: 'school.localhost:3000' }).productScheme).toBe('http')
    expect(parseConfig({ PRODUCT_HOST: '127.0.0.1:3000' }).productScheme).toBe('http')
    expect(parseConfig({ PRODUCT_HOST: 'staging.codeschool.app' }).productScheme).toBe('https')
    expect(parseConfig({ PRODUCT_HOST: 'codeschool.test:8080', PRODUCT_SCHEME: 'http' }).productScheme).toBe(
      'http',
    )
    expect(parseConfig({ PRODUCT_SCHEME: 'https' }).productScheme).toBe('https')
    expect(() => parseConfig({ PRODUCT_SCHEME: 'ftp' })).toThrow(/PRODUCT_SCHEME/)
    expect(parseConfig({ PRODUCT_HOST: 'CodeSchool.App' }).productHost).toBe('codeschool.app')
    expect(() => parseConfig({ PRODUCT_HOST: 'https://codeschool.app' })).toThrow(/PRODUCT_HOST/)
  })

  it('reads TRUSTED_PROXY as a number of proxies, 0 by default', () => {
    expect(parseConfig({ TRUSTED_PROXY: '1' }).trustedProxyHops).toBe(1)
    expect(parseConfig({ TRUSTED_PROXY: '0' }).trustedProxyHops).toBe(0)
    expect(() => parseConfig({ TRUSTED_PROXY: 'yes' })).toThrow(/TRUSTED_PROXY/)
    expect(() => parseConfig({ TRUSTED_PROXY: '-1' })).toThrow(/TRUSTED_PROXY/)
  })

  it('DEMO_DATA overrides the database default either way', () => {
    expect(parseConfig({ ...deployment, DEMO_DATA: '1' })).toMatchObject({
      demoData: true,
      payments: { provider: 'fake' },
    })
    expect(parseConfig({ DEMO_DATA: '0' })).toMatchObject({ demoData: false, payments: { provider: 'none' } })
    expect(() => parseConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/)
  })

  it('keeps an explicit PAYMENTS_PROVIDER, fake included where there is demo data', () => {
    expect(parseConfig({ ...deployment, DEMO_DATA: '1', PAYMENTS_PROVIDER: 'fake' }).payments.provider).toBe(
      'fake',
    )
    expect(parseConfig({ PAYMENTS_PROVIDER: 'fake' }).payments.provider).toBe('fake')
    expect(parseConfig({ PAYMENTS_PROVIDER: 'none' }).payments.provider).toBe('none')
  })

  it('refuses fake payments without demo data: the webhook secret is in the source', () => {
    expect(() => parseConfig({ ...deployment, PAYMENTS_PROVIDER: 'fake' })).toThrow(
      /PAYMENTS_PROVIDER: can only be fake with demo data/,
    )
    expect(() => parseConfig({ PRODUCT_HOST: 'school.example.org', PAYMENTS_PROVIDER: 'fake' })).toThrow(
      /PAYMENTS_PROVIDER/,
    )
  })

  // Issue 21: started with no DATABASE_URL on a real host name it signed in the README's super
  // admin and took webhooks signed with the fake provider's secret.
  it.each([
    ['a real host name', { PRODUCT_HOST: 'school.example.org' }],
    ['a real host name over https', { PRODUCT_HOST: 'school.example.org', PRODUCT_SCHEME: 'https' }],
    ['https on localhost', { PRODUCT_HOST: 'localhost:3000', PRODUCT_SCHEME: 'https' }],
    ['an address on the network', { PRODUCT_HOST: '192.168.1.20:3000' }],
    ['a name that only starts like localhost', { PRODUCT_HOST: 'localhost.example.org' }],
  ])('the embedded database on %s: no demo data, no payments, no dev endpoints', (_, env) => {
    expect(parseConfig(env)).toMatchObject({
      demoData: false,
      payments: { provider: 'none' },
      mail: { outboxApi: false },
      testFixturesApi: false,
    })
    expect(() => parseConfig({ ...env, MAIL_OUTBOX_API: '1' })).toThrow(/MAIL_OUTBOX_API/)
    expect(() => parseConfig({ ...env, TEST_FIXTURES_API: '1' })).toThrow(/TEST_FIXTURES_API/)
    // Asked for by name, the demo is still there (a staging server, a demo booth).
    expect(parseConfig({ ...env, DEMO_DATA: '1' })).toMatchObject({
      demoData: true,
      payments: { provider: 'fake' },
    })
  })

  it.each([
    ['localhost', {}],
    ['a name under .localhost', { PRODUCT_HOST: 'codeschool.localhost:3000' }],
    ['127.0.0.1', { PRODUCT_HOST: '127.0.0.1:3000' }],
  ])('the embedded database on %s over http is still the demo', (_, env) => {
    expect(parseConfig(env)).toMatchObject({ demoData: true, payments: { provider: 'fake' } })
  })

  it('refuses the mail outbox API without demo data', () => {
    expect(() => parseConfig({ ...deployment, MAIL_OUTBOX_API: '1' })).toThrow(
      /MAIL_OUTBOX_API: can only be 1 with demo data/,
    )
    expect(parseConfig({ MAIL_OUTBOX_API: '1' }).mail.outboxApi).toBe(true)
    expect(parseConfig({ ...deployment, DEMO_DATA: '1', MAIL_OUTBOX_API: '1' }).mail.outboxApi).toBe(true)
  })

  it('refuses the test fixtures API without demo data', () => {
    expect(() => parseConfig({ ...deployment, TEST_FIXTURES_API: '1' })).toThrow(
      /TEST_FIXTURES_API: can only be 1 with demo data/,
    )
    expect(parseConfig({ TEST_FIXTURES_API: '1' }).testFixturesApi).toBe(true)
    expect(parseConfig(deployment).testFixturesApi).toBe(false)
  })
})

describe('configuration: sign-in providers and SECRETS_KEY', () => {
  it('a provider is on this server only with a client id; its issuer defaults to the real one', () => {
    expect(parseConfig({}).signInProviders.google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: '',
      clientSecret: '',
    })
    expect(parseConfig({ MICROSOFT_CLIENT_ID: 'app' }).signInProviders.microsoft.issuer).toBe(
      'https://login.microsoftonline.com/common/v2.0',
    )
    expect(() => parseConfig({ GOOGLE_ISSUER: 'not a url' })).toThrow('GOOGLE_ISSUER')
  })

  it('SECRETS_KEY: 32 bytes; a fixed key only with demo data; none in a deployment without one', () => {
    const hex = 'ab'.repeat(32)
    expect(parseConfig({ ...deployment, SECRETS_KEY: hex }).secretsKey?.toString('hex')).toBe(hex)
    expect(
      parseConfig({ ...deployment, SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).secretsKey,
    ).toEqual(Buffer.alloc(32, 7))
    expect(parseConfig(deployment).secretsKey).toBeNull()
    expect(parseConfig({}).secretsKey).toHaveLength(32)
    expect(() => parseConfig({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY')
  })
})
