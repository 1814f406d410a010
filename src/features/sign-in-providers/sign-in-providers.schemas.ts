import { z } from 'zod'
import { IDENTITY_PROVIDERS } from './providers'

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const tenantPattern = /^[A-Za-z0-9-]{1,64}$/

/** "school.org, district.org" or one per line → a list without repeats. */
function listOf(pattern: RegExp, what: string, lowerCase: boolean) {
  return z
    .string()
    .max(2000, `Keep the ${what} list shorter.`)
    .transform((value, ctx) => {
      const items = value
        .split(/[\s,;]+/)
        .map((item) => (lowerCase ? item.trim().toLowerCase().replace(/^@/, '') : item.trim()))
        .filter(Boolean)
      const bad = items.find((item) => !pattern.test(item))
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `“${bad.slice(0, 80)}” is not a ${what}.` })
        return z.NEVER
      }
      if (items.length > 20) {
        ctx.addIssue({ code: 'custom', message: `Give at most 20 ${what}s.` })
        return z.NEVER
      }
      return [...new Set(items)]
    })
}

export const providerSettingsSchema = z.object({
  provider: z.enum(IDENTITY_PROVIDERS),
  enabled: z.boolean(),
  allowedDomains: listOf(domainPattern, 'domain (like school.org)', true),
  allowedTenants: listOf(tenantPattern, 'tenant or district id', false),
  studentsAllowed: z.boolean(),
  selfRegistration: z.boolean(),
})
export type ProviderSettingsInput = z.output<typeof providerSettingsSchema>
