import { z } from 'zod'
import { m } from '@/paraglide/messages'
import { IDENTITY_PROVIDERS } from './providers'

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const tenantPattern = /^[A-Za-z0-9-]{1,64}$/

interface ListWords {
  long: () => string
  bad: (inputs: { item: string }) => string
  many: () => string
}

/** "school.org, district.org" or one per line → a list without repeats. */
function listOf(pattern: RegExp, words: ListWords, lowerCase: boolean) {
  return z
    .string()
    .max(2000, { error: () => words.long() })
    .transform((value, ctx) => {
      const items = value
        .split(/[\s,;]+/)
        .map((item) => (lowerCase ? item.trim().toLowerCase().replace(/^@/, '') : item.trim()))
        .filter(Boolean)
      const bad = items.find((item) => !pattern.test(item))
      if (bad) {
        ctx.addIssue({ code: 'custom', message: words.bad({ item: bad.slice(0, 80) }) })
        return z.NEVER
      }
      if (items.length > 20) {
        ctx.addIssue({ code: 'custom', message: words.many() })
        return z.NEVER
      }
      return [...new Set(items)]
    })
}

export const providerSettingsSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  enabled: z.boolean(),
  allowedDomains: listOf(
    domainPattern,
    {
      long: m.providers_error_domains_long,
      bad: m.providers_error_domain_bad,
      many: m.providers_error_domains_many,
    },
    true,
  ),
  allowedTenants: listOf(
    tenantPattern,
    {
      long: m.providers_error_tenants_long,
      bad: m.providers_error_tenant_bad,
      many: m.providers_error_tenants_many,
    },
    false,
  ),
  studentsAllowed: z.boolean(),
  selfRegistration: z.boolean(),
})
export type ProviderSettingsInput = z.output<typeof providerSettingsSchema>
