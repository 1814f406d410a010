import { and, eq } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { schoolSignInProviders } from '@/server/db/schema'
import { providerOnServer } from './oidc-configuration.server'
import type { IdentityProvider } from './providers'

export interface SchoolProviderRule {
  enabled: boolean
  allowedDomains: string[]
  allowedTenants: string[]
  studentsAllowed: boolean
  selfRegistration: boolean
}

export async function schoolProviderRule(
  db: Db,
  schoolId: string,
  provider: IdentityProvider,
): Promise<SchoolProviderRule | null> {
  const [row] = await db
    .select({
      enabled: schoolSignInProviders.enabled,
      allowedDomains: schoolSignInProviders.allowedDomains,
      allowedTenants: schoolSignInProviders.allowedTenants,
      studentsAllowed: schoolSignInProviders.studentsAllowed,
      selfRegistration: schoolSignInProviders.selfRegistration,
    })
    .from(schoolSignInProviders)
    .where(and(eq(schoolSignInProviders.schoolId, schoolId), eq(schoolSignInProviders.provider, provider)))
  return row ?? null
}

/** The providers a school's sign-in pages show: on for the school and set up on this server. */
export async function providersOfSchool(
  db: Db,
  schoolId: string,
): Promise<{ provider: IdentityProvider; studentsAllowed: boolean; selfRegistration: boolean }[]> {
  const rows = await db
    .select({
      provider: schoolSignInProviders.provider,
      studentsAllowed: schoolSignInProviders.studentsAllowed,
      selfRegistration: schoolSignInProviders.selfRegistration,
    })
    .from(schoolSignInProviders)
    .where(and(eq(schoolSignInProviders.schoolId, schoolId), eq(schoolSignInProviders.enabled, true)))
  return rows
    .filter(
      (row): row is { provider: IdentityProvider; studentsAllowed: boolean; selfRegistration: boolean } =>
        Boolean(providerOnServer(row.provider as IdentityProvider)),
    )
    .sort((a, b) => a.provider.localeCompare(b.provider))
}
