import { m } from '@/paraglide/messages'

/** The OpenID providers a school may sign in with (issue 22, decision 173). Shared by both sides. */
export const IDENTITY_PROVIDERS = ['google', 'microsoft', 'clever'] as const
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number]

export const PROVIDER_NAMES: Record<IdentityProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  clever: 'Clever',
}

export function isIdentityProvider(value: unknown): value is IdentityProvider {
  return typeof value === 'string' && (IDENTITY_PROVIDERS as readonly string[]).includes(value)
}

/**
 * Why a provider sign-in came back without signing in. The callback puts only the code in the
 * address; /login shows the sentence, so no text of the provider's ever reaches the page.
 */
const SIGN_IN_ERRORS = {
  cancelled: m.providers_error_cancelled,
  'wrong-domain': m.providers_error_wrong_domain,
  unverified: m.providers_error_unverified,
  'no-match': m.providers_error_no_match,
  'students-off': m.providers_error_students_off,
  'provider-off': m.providers_error_provider_off,
  expired: m.providers_error_expired,
  clock: m.providers_error_clock,
  'class-closed': m.providers_error_class_closed,
  'school-full': m.providers_error_school_full,
  'link-used': m.providers_error_link_used,
  'already-linked': m.providers_error_already_linked,
  failed: m.providers_error_failed,
} as const

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS

export function signInErrorText(code: string | undefined): string | null {
  return code && code in SIGN_IN_ERRORS ? SIGN_IN_ERRORS[code as SignInErrorCode]() : null
}

/** The school's provider settings, one row per provider, for the admin's settings page. */
export interface ProviderSettingsRow {
  provider: IdentityProvider
  /** Set up on this server (a client id is configured). */
  available: boolean
  enabled: boolean
  allowedDomains: string[]
  allowedTenants: string[]
  studentsAllowed: boolean
  selfRegistration: boolean
}
