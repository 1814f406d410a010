import { z } from 'zod'

/**
 * The app's typed configuration, read from the environment once and validated.
 * A bad value stops the server with a message naming the variable.
 */
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/

const redirectRuleSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().min(1),
})

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PRODUCT_HOST: z
      .string()
      .regex(hostPattern, 'must be a host name with an optional port, e.g. localhost:3000')
      .default('localhost:3000'),
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
     * Never set it on a server people use: mails hold sign-in links.
     */
    MAIL_OUTBOX_API: z.enum(['0', '1']).default('0'),
    /** "off": this process runs no job worker (an instance that only serves pages). */
    JOB_WORKER: z.enum(['on', 'off']).default('on'),
    PAYMENTS_PROVIDER: z.enum(['fake', 'stripe']).default('fake'),
    STRIPE_SECRET_KEY: z.string().default(''),
    /** The signing secret of the Stripe webhook endpoint (whsec_…), for POST /api/payments/webhook. */
    STRIPE_WEBHOOK_SECRET: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER !== 'stripe') return
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_PROVIDER=stripe' })
    }
  })

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
    sentry: {
      dsn: env.SENTRY_DSN,
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 100,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxApi: env.MAIL_OUTBOX_API === '1' },
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    jobs: { worker: env.JOB_WORKER === 'on' },
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
