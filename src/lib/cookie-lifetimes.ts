import { isStudentRole, type ProfileRole } from '@/access/visitor'
import type { ProductSite } from './hosts'

/**
 * How long the sign-in cookies live (SPEC §9), from the configuration (`ACCOUNT_COOKIE_DAYS`,
 * `PROFILE_COOKIE_DAYS`, `STUDENT_PROFILE_COOKIE_HOURS`). The server sets them at sign-in; the
 * browser sets the account and profile cookies itself when it switches profile in place, with the
 * same figures, which reach it in the public configuration.
 */
export interface CookieLifetimes {
  accountMaxAgeSeconds: number
  profileMaxAgeSeconds: number
  studentProfileMaxAgeSeconds: number
}

/** The configured host and scheme, and the cookie lifetimes (the public configuration has both). */
export type SessionSite = ProductSite & { cookies: CookieLifetimes }

/** The spec's figures: only the browser's fallback before the request context has loaded. */
export const SPEC_COOKIE_LIFETIMES: CookieLifetimes = {
  accountMaxAgeSeconds: 30 * 86_400,
  profileMaxAgeSeconds: 30 * 86_400,
  studentProfileMaxAgeSeconds: 2 * 3_600,
}

/** The profile (and session) cookie's lifetime: shorter for children on shared class devices. */
export function profileCookieLifetime(role: ProfileRole, lifetimes: CookieLifetimes): number {
  return isStudentRole(role) ? lifetimes.studentProfileMaxAgeSeconds : lifetimes.profileMaxAgeSeconds
}
