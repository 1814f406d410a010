/**
 * The session data the browser keeps per account (SPEC §3): email, phone_country_code,
 * phone_number, profiles and selectedProfile, in localStorage under `session:{account}`.
 * Nothing secret: the session token is an HttpOnly cookie. The server writes it (its shape is the
 * server's), so the browser keeps it as it came.
 */
export interface SessionProfile {
  uuid: string
  role: 'STUDENT' | 'STUDENT_SESSION' | 'TEACHER' | 'ADMIN'
  user_role: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | null
  name: string
  paid_status: false | string
  account: {
    subdomain: string
    /** The school's name (beyond the spec's fields: the profile chooser shows it). */
    name?: string
    logo: string | null
    districtChildren: { subdomain: string; name: string }[]
  }
}

export interface SessionData {
  email: string | null
  phone_country_code: string | null
  phone_number: string | null
  profiles: SessionProfile[]
  selectedProfile: string | null
}

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

/** The session data kept for an account, or null (none, unreadable, or not this shape). */
export function loadSessionData(account: string): SessionData | null {
  try {
    const stored = JSON.parse(storage()?.getItem(`${KEY_PREFIX}${account}`) ?? 'null') as unknown
    return stored && typeof stored === 'object' && Array.isArray((stored as SessionData).profiles)
      ? (stored as SessionData)
      : null
  } catch {
    return null
  }
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
