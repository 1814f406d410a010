import type { Counter, RateLimit } from '@/server/auth/rate-limit'

/**
 * The limits of joining a class (decisions 160 and 161). A class code is printed on the wall, so
 * everything a code opens is limited: guessing codes, and making new students with one.
 */
const JOIN_LIMITS = {
  /**
   * Wrong class codes typed in one browser (the `join_browser` cookie): one child's typos block
   * that child's browser only, never the school's shared address.
   */
  codeBrowser: { limit: 10, windowSeconds: 10 * 60 },
  /**
   * Wrong class codes per address, far above what a class makes: a whole school behind one address
   * is not locked out by one pupil, and a class of 30 pressing "Go" at once fits (each attempt
   * holds a count while it is judged).
   */
  codeAddress: { limit: 200, windowSeconds: 10 * 60 },
  /**
   * Codes from join links and QR codes (`/join?code=`), opened before the child taps anything:
   * counted apart, so an old link opened by a whole school uses up nobody's typing.
   */
  linkAddress: { limit: 200, windowSeconds: 10 * 60 },
  /** Wrong codes on the main host, from everyone: its search reaches every school's codes. */
  codeMainHost: { limit: 200, windowSeconds: 60 * 60 },
  /** New students (quick join and /student/register) per address. */
  newStudentAddress: { limit: 10, windowSeconds: 10 * 60 },
  /** New students per class. */
  newStudentClass: { limit: 10, windowSeconds: 10 * 60 },
  /**
   * New students per class while its teacher lets the whole class join (classes.join_open_until):
   * a class of 30 behind one school address, with room for retries; the address is not counted.
   */
  newStudentOpenClass: { limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimit>

/** The one counter of wrong codes on the main host. */
export const MAIN_HOST_CODES = 'join:code:main-host'

/** Where the child is and how the code came: typed, or from a link opened before any tap. */
export interface CodeSource {
  ip: string
  /** The browser's `join_browser` cookie, when it sent one. */
  browser?: string | null
  fromLink?: boolean
}

/**
 * The counters a class code is looked up against. A right code gives its count back (refund): a
 * class of 30 shares one address and one main host.
 */
export function codeCounters(source: CodeSource, onMainHost: boolean): Counter[] {
  const counters: Counter[] = source.fromLink
    ? [{ key: `join:link:${source.ip}`, rule: JOIN_LIMITS.linkAddress, onSuccess: 'refund' }]
    : [
        ...(source.browser
          ? [
              {
                key: `join:code:browser:${source.browser}`,
                rule: JOIN_LIMITS.codeBrowser,
                onSuccess: 'refund',
              } satisfies Counter,
            ]
          : []),
        { key: `join:code:${source.ip}`, rule: JOIN_LIMITS.codeAddress, onSuccess: 'refund' },
      ]
  if (onMainHost) counters.push({ key: MAIN_HOST_CODES, rule: JOIN_LIMITS.codeMainHost, onSuccess: 'refund' })
  return counters
}

/**
 * The counters a new student takes from: a success keeps its count (a student was made); an
 * attempt turned away before it made one gives it back.
 */
export function newStudentCounters(ip: string, schoolClass: { id: string; joinOpen: boolean }): Counter[] {
  if (schoolClass.joinOpen) {
    return [
      { key: `join:new:class:${schoolClass.id}`, rule: JOIN_LIMITS.newStudentOpenClass, onSuccess: 'keep' },
    ]
  }
  return [
    { key: `join:new:${ip}`, rule: JOIN_LIMITS.newStudentAddress, onSuccess: 'keep' },
    { key: `join:new:class:${schoolClass.id}`, rule: JOIN_LIMITS.newStudentClass, onSuccess: 'keep' },
  ]
}
