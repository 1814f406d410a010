import { z } from 'zod'

/**
 * The app's typed configuration, read from the environment once and validated.
 * A bad value stops the server with a message naming the variable.
 */
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/

/** Host names that only ever mean this machine: a product host on one of them is a laptop, not a deployment. */
const localHostname = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1)$/

const flag = z.enum(['0', '1'])

const redirectRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
})

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Default: localhost on PORT, so `PORT=4000 npm start` writes links to port 4000. */
    PRODUCT_HOST: z
      .string()
      .trim()
      .toLowerCase()
      .regex(hostPattern, 'must be a host name with an optional port, e.g. localhost:3000')
      .optional(),
    /**
     * The scheme of every absolute URL the app writes (mails, transfers, payment return URLs) and
     * whether responses carry HSTS. Default: http on a localhost product host, https anywhere else.
     */
    PRODUCT_SCHEME: z.enum(['http', 'https']).optional(),
    /**
     * How many reverse proxies in front of the app may be believed about X-Forwarded-For, -Host and
     * -Proto. 0: those headers are never read (a client could write anything in them).
     */
    TRUSTED_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    API_BASE: z
      .string()
      .regex(/^(\/|https?:\/\/).*\/$/, 'must be a path or URL ending in "/", e.g. /api/')
      .default('/api/'),
    COMPANY_SITE_URL: z.url().default('https://codeschool.example'),
    CANVA_WELCOME_PACK_URL: z.url().default('https://codeschool.example/curriculum/welcome-pack'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    PGLITE_DIR: z.string().min(1).default('.data/pglite'),
    /**
     * "1": the demo schools, accounts and classes of the README are created in an empty database,
     * and the fake payment provider is the default. Default: on for the embedded database on a
     * local product host over http only (a laptop); off with DATABASE_URL, on any other host, or
     * with https (decision 167).
     */
    DEMO_DATA: flag.optional(),
    ACCOUNT_COOKIE_DAYS: z.coerce.number().int().positive().default(30),
    PROFILE_COOKIE_DAYS: z.coerce.number().int().positive().default(30),
    STUDENT_PROFILE_COOKIE_HOURS: z.coerce.number().int().positive().default(2),
    REDIRECT_RULES: z
      .string()
      .default('[]')
      .transform((value, ctx) => {
        try {
          return z.array(redirectRuleSchema).parse(JSON.parse(value))
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: 'must be a JSON list of {"from": "/path", "to": "/path or https://…"}',
          })
          return z.NEVER
        }
      }),
    SENTRY_DSN: z.union([z.url(), z.literal('')]).default(''),
    SMTP_URL: z
      .union([z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'), z.literal('')])
      .default(''),
    MAIL_FROM: z.string().min(3).default('CodeSchool <no-reply@codeschool.example>'),
    /**
     * "1" opens GET /api/dev/outbox?to=… (the newest mail to an address) for end-to-end tests.
     * Mails hold sign-in links, so it is refused without demo data.
     */
    MAIL_OUTBOX_API: flag.default('0'),
    /**
     * "1" opens POST /api/dev/fixtures (a new school with its people, for end-to-end tests). It
     * makes accounts with known passwords, so it is refused without demo data.
     */
    TEST_FIXTURES_API: flag.default('0'),
    /** "1": /bench-bare answers the smallest page of the stack, the bench's reference; otherwise 404. */
    BENCH_BARE_PAGE: flag.default('0'),
    /** "off": this process runs no job worker (an instance that only serves pages). */
    JOB_WORKER: z.enum(['on', 'off']).default('on'),
    /** How many jobs this process's worker runs at the same time. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /**
     * "none": plans cannot be bought here. "fake": a checkout page on this app that takes no money
     * (its webhook secret is in the source; refused without demo data). Default: fake with demo
     * data, none otherwise.
     */
    PAYMENTS_PROVIDER: z.enum(['none', 'fake', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().default(''),
    /** The signing secret of the Stripe webhook endpoint (whsec_…), for POST /api/payments/webhook. */
    STRIPE_WEBHOOK_SECRET: z.string().default(''),
    /**
     * Sign-in with the school's own accounts (docs/integrations.md, decision 173). Each provider is
     * on this server when its client id is set; the issuer is where its OpenID configuration lives.
     */
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().trim().default(''),
    GOOGLE_CLIENT_SECRET: z.string().default(''),
    MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
    MICROSOFT_CLIENT_ID: z.string().trim().default(''),
    MICROSOFT_CLIENT_SECRET: z.string().default(''),
    CLEVER_ISSUER: z.url().default('https://clever.com'),
    CLEVER_CLIENT_ID: z.string().trim().default(''),
    CLEVER_CLIENT_SECRET: z.string().default(''),
    /**
     * Roster sync (docs/integrations.md, decision 176): where Google Classroom's API is, and whether
     * a school's OneRoster server may be on a private or loopback address (and on http): tests, or a
     * district server inside this server's own network. Off, such addresses are refused.
     */
    GOOGLE_CLASSROOM_API_URL: z.url().default('https://classroom.googleapis.com'),
    ROSTER_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
    /**
     * The key that encrypts secrets kept in the database (provider refresh tokens, roster client
     * secrets): 32 bytes as 64 hex digits or base64. Default: a fixed key with demo data only;
     * without demo data and without a key, nothing secret can be stored.
     */
    SECRETS_KEY: z
      .string()
      .trim()
      .default('')
      .refine(
        (value) =>
          value === '' || /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes: 64 hex digits or base64 (e.g. `openssl rand -hex 32`)',
      ),
  })
  .transform((env) => {
    const productHost = env.PRODUCT_HOST ?? `localhost:${env.PORT}`
    const productScheme: 'http' | 'https' =
      env.PRODUCT_SCHEME ?? (localHostname.test(hostnameOf(productHost)) ? 'http' : 'https')
    // A server people can reach (a real host name, or https) is never a demo unless asked for:
    // demo accounts have the README's passwords and the fake payments' secret is in the source.
    const laptop =
      !env.DATABASE_URL && localHostname.test(hostnameOf(productHost)) && productScheme === 'http'
    const demoData = (env.DEMO_DATA ?? (laptop ? '1' : '0')) === '1'
    const paymentsProvider: 'none' | 'fake' | 'stripe' = env.PAYMENTS_PROVIDER ?? (demoData ? 'fake' : 'none')
    return {
      ...env,
      PRODUCT_HOST: productHost,
      PRODUCT_SCHEME: productScheme,
      DEMO_DATA: demoData,
      PAYMENTS_PROVIDER: paymentsProvider,
    }
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_OUTBOX_API === '1' && !env.DEMO_DATA) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_OUTBOX_API'],
        message:
          'can only be 1 with demo data (DEMO_DATA=1): the outbox shows every mail, sign-in links included',
      })
    }
    if (env.TEST_FIXTURES_API === '1' && !env.DEMO_DATA) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_FIXTURES_API'],
        message: 'can only be 1 with demo data (DEMO_DATA=1): it makes accounts with known passwords',
      })
    }
    if (env.PAYMENTS_PROVIDER === 'fake' && !env.DEMO_DATA) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message:
          'can only be fake with demo data (DEMO_DATA=1): its webhook secret is in the source, so anyone could "pay"',
      })
    }
    if (env.PAYMENTS_PROVIDER !== 'stripe') return
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_PROVIDER=stripe' })
    }
  })

/** The demo's key: in the source, so only ever used with demo data (a laptop). */
const DEMO_SECRETS_KEY = 'c0de5c4001de70de70de70de70de70de70de70de70de70de70de70de70de70de'

function secretsKeyOf(value: string, demoData: boolean): Buffer | null {
  if (value) return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64')
  return demoData ? Buffer.from(DEMO_SECRETS_KEY, 'hex') : null
}

function hostnameOf(host: string): string {
  const colon = host.lastIndexOf(':')
  return colon === -1 ? host : host.slice(0, colon)
}

export type AppEnv = z.infer<typeof envSchema>

export interface Plan {
  id: 'free' | 'classroom' | 'school'
  name: string
  pricePerYearCents: number
  studentLimit: number | null
  paid: boolean
}

export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', pricePerYearCents: 0, studentLimit: 30, paid: false },
  { id: 'classroom', name: 'Classroom', pricePerYearCents: 9900, studentLimit: 200, paid: true },
  { id: 'school', name: 'Whole school', pricePerYearCents: 49900, studentLimit: null, paid: true },
]

export function parseConfig(source: Record<string, string | undefined>) {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    productHost: env.PRODUCT_HOST,
    productScheme: env.PRODUCT_SCHEME,
    trustedProxyHops: env.TRUSTED_PROXY,
    demoData: env.DEMO_DATA,
    apiBase: env.API_BASE,
    companySiteUrl: env.COMPANY_SITE_URL,
    canvaWelcomePackUrl: env.CANVA_WELCOME_PACK_URL,
    database: env.DATABASE_URL
      ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
      : ({ kind: 'pglite', dir: env.PGLITE_DIR } as const),
    cookies: {
      accountMaxAgeSeconds: env.ACCOUNT_COOKIE_DAYS * 86_400,
      profileMaxAgeSeconds: env.PROFILE_COOKIE_DAYS * 86_400,
      studentProfileMaxAgeSeconds: env.STUDENT_PROFILE_COOKIE_HOURS * 3_600,
    },
    redirectRules: env.REDIRECT_RULES,
    /** The rates and masking are the browser's (src/lib/monitoring.ts); the server only passes the DSN on. */
    sentry: { dsn: env.SENTRY_DSN },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxApi: env.MAIL_OUTBOX_API === '1' },
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    jobs: { worker: env.JOB_WORKER === 'on', concurrency: env.JOB_CONCURRENCY },
    signInProviders: {
      google: {
        issuer: env.GOOGLE_ISSUER,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
      },
      microsoft: {
        issuer: env.MICROSOFT_ISSUER,
        clientId: env.MICROSOFT_CLIENT_ID,
        clientSecret: env.MICROSOFT_CLIENT_SECRET,
      },
      clever: {
        issuer: env.CLEVER_ISSUER,
        clientId: env.CLEVER_CLIENT_ID,
        clientSecret: env.CLEVER_CLIENT_SECRET,
      },
    },
    rosters: {
      classroomApiUrl: env.GOOGLE_CLASSROOM_API_URL.replace(/\/+$/, ''),
      privateHosts: env.ROSTER_PRIVATE_HOSTS === '1',
    },
    /** Null: secrets cannot be stored (no key and no demo data). */
    secretsKey: secretsKeyOf(env.SECRETS_KEY, env.DEMO_DATA),
    testFixturesApi: env.TEST_FIXTURES_API === '1',
    benchBarePage: env.BENCH_BARE_PAGE === '1',
    plans,
  }
}

export type AppConfig = ReturnType<typeof parseConfig>

let cached: AppConfig | undefined

/** Server-side configuration; parsed once per process. */
export function appConfig(): AppConfig {
  cached ??= parseConfig(process.env)
  return cached
}
