import { z } from 'zod/mini'

/**
 * The session data the browser keeps per account (SPEC §3): email, phone_country_code,
 * phone_number, profiles and selectedProfile, in localStorage under `session:{account}`.
 * Nothing secret: the session token is an HttpOnly cookie.
 */
const profileSchema = z.object({
  uuid: z.string(),
  role: z.enum(['STUDENT', 'STUDENT_SESSION', 'TEACHER', 'ADMIN']),
  user_role: z.nullable(z.enum(['SUPER', 'STAFF', 'LESSON_EDITOR'])),
  name: z.string(),
  paid_status: z.union([z.literal(false), z.string()]),
  account: z.object({
    subdomain: z.string(),
    /** The school's name (beyond the spec's fields: the profile chooser shows it). */
    name: z.optional(z.string()),
    logo: z.nullable(z.string()),
    districtChildren: z.array(z.object({ subdomain: z.string(), name: z.string() })),
  }),
})

const sessionDataSchema = z.object({
  email: z.nullable(z.string()),
  phone_country_code: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  profiles: z.array(profileSchema),
  selectedProfile: z.nullable(z.string()),
})

export type SessionProfile = z.infer<typeof profileSchema>
export type SessionData = z.infer<typeof sessionDataSchema>

const KEY_PREFIX = 'session:'

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function saveSessionData(account: string, data: SessionData): void {
  storage()?.setItem(`${KEY_PREFIX}${account}`, JSON.stringify(data))
}

/**
 * Logout clears local storage (SPEC §4): everything, not only the session data, except the
 * entries `keep` names (record 027, item 11: a child's code the server has not confirmed yet).
 */
export function clearLocalStorage(keep?: (key: string, value: string | null) => boolean): void {
  const store = storage()
  if (!store) return
  if (!keep) {
    store.clear()
    return
  }
  const keys: string[] = []
  for (let n = 0; n < store.length; n++) {
    const key = store.key(n)
    if (key !== null) keys.push(key)
  }
  for (const key of keys) {
    if (!keep(key, store.getItem(key))) store.removeItem(key)
  }
}
