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
  cancelled: 'You cancelled the sign-in. Nothing was changed: try again, or sign in another way.',
  'wrong-domain':
    "That account is not one of this school's. Choose your school account (the one your school gave you) and try again.",
  unverified:
    'Your account provider has not confirmed that email address, so we cannot tell it is yours. Ask your school admin to invite you, or sign in with your password.',
  'no-match': 'We could not find you at this school. Ask your teacher to add you to a class.',
  'students-off': 'Students at this school do not sign in this way. Use your picture card or your password.',
  'provider-off': 'This way of signing in is not on for this school. Sign in another way.',
  expired: 'That sign-in took too long or was already used. Please try again.',
  clock:
    "The sign-in could not be checked because this device's clock or ours is off. Check the date and time, then try again.",
  'class-closed':
    'This class does not let children join with a school account. Ask your teacher, or join with the class code.',
  'school-full': 'There is no room for new students at your school right now. Ask your teacher.',
  'link-used': 'That linking card was already used or has expired. Ask your teacher for a new one.',
  'already-linked':
    'That account is already linked to someone else at this school. Ask your teacher to check.',
  failed: 'The sign-in did not work this time. Please try again, or sign in another way.',
} as const

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS

export function signInErrorText(code: string | undefined): string | null {
  return code && code in SIGN_IN_ERRORS ? SIGN_IN_ERRORS[code as SignInErrorCode] : null
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
