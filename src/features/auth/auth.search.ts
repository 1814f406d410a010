import { searchParams, text } from '@/lib/search-params'

/** The auth pages' search parameters, read in the route tree without zod (decision 152). */

/** `/login-finalize?token=…&account=…&profile=…` (rule 9). */
export const loginFinalizeSearch = searchParams({
  token: text(200),
  account: text(63),
  profile: text(64),
  redirect: text(2048),
})
export type LoginFinalizeSearch = ReturnType<typeof loginFinalizeSearch>

/** `/reset-password?token=…` and `/set-password?token=…`. */
export const tokenSearch = searchParams({ token: text(200) })

/** `/account-setup?schoolName=…&subdomain=…&email=…`: the sign-up form filled in from a link. */
export const signupSearch = searchParams({ schoolName: text(120), subdomain: text(40), email: text(254) })
export type SignupSearch = ReturnType<typeof signupSearch>
