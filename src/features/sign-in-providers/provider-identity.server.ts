import type { IdentityProvider, SignInErrorCode } from './providers'
import type { SchoolProviderRule } from './school-provider-rules.server'

/** What the provider said about the person, from the checked ID token. */
export interface ProviderIdentity {
  provider: IdentityProvider
  issuer: string
  subject: string
  email: string | null
  /** The provider asserts the address belongs to this account. */
  emailVerified: boolean
  /** Google's hosted domain (`hd`). */
  hostedDomain: string | null
  /** Microsoft's tenant (`tid`) or Clever's district. */
  tenant: string | null
  /** The name the provider gives (a self-registered teacher's name). */
  name: string | null
  givenName: string | null
  familyName: string | null
}

export function identityFromClaims(
  provider: IdentityProvider,
  claims: Record<string, unknown>,
): ProviderIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  const email = text(claims.email)?.toLowerCase() ?? null
  // Microsoft sends no email_verified; its optional claim xms_edov says the tenant owns the domain.
  const emailVerified =
    claims.email_verified === true || (provider === 'microsoft' && claims.xms_edov === true)
  return {
    provider,
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email,
    emailVerified: Boolean(email) && emailVerified,
    hostedDomain: text(claims.hd)?.toLowerCase() ?? null,
    tenant: text(claims.tid) ?? text(claims.district),
    name: text(claims.name)?.slice(0, 100) ?? null,
    givenName: text(claims.given_name)?.slice(0, 50) ?? null,
    familyName: text(claims.family_name)?.slice(0, 50) ?? null,
  }
}

/**
 * The school's domain and tenant rules. Google: the account's `hd` (a managed account of that
 * domain; a personal Gmail has none). Microsoft and Clever: the domain of a verified address.
 */
export function passesSchoolRule(identity: ProviderIdentity, rule: SchoolProviderRule): boolean {
  if (rule.allowedTenants.length > 0 && !(identity.tenant && rule.allowedTenants.includes(identity.tenant))) {
    return false
  }
  if (rule.allowedDomains.length === 0) return true
  const domain =
    identity.provider === 'google'
      ? identity.hostedDomain
      : identity.emailVerified
        ? (identity.email?.split('@')[1] ?? null)
        : null
  return Boolean(domain && rule.allowedDomains.includes(domain))
}

export class SignInRefused extends Error {
  constructor(readonly code: SignInErrorCode) {
    super(code)
  }
}

/** The sentence code for what went wrong: our refusals, the ID token's time checks (clock), else failed. */
export function errorCodeOf(error: unknown): SignInErrorCode {
  if (error instanceof SignInRefused) return error.code
  const code = (error as { code?: unknown } | null)?.code
  // openid-client's claim time checks (iat/exp/nbf) with the default tolerance.
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED' || code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    const message = String((error as Error).message ?? '')
    if (/timestamp|iat|exp|nbf|clock/i.test(message) || code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED')
      return 'clock'
  }
  return 'failed'
}
