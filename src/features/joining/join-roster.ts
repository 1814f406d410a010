/**
 * The names a picture or words class shows on /join, and no more than the flow needs (decision
 * 162): each child is known there by a key of this class only, never by their profile id, so a
 * class code gives nothing to use anywhere else. Login cards print the same key in their QR code.
 */
export interface JoinClassmate {
  /** This child in this class: 16 URL-safe characters, the same on every visit. */
  key: string
  /** "Ada L." — told apart when two children share a name. */
  name: string
  /** Picture classes: how many pictures the child taps (one until the teacher gives them two). */
  pictures?: 1 | 2
}

/** A classmate key as /join sends it back (`?student=` of a login card's QR code, the sign-in). */
export const CLASSMATE_KEY = /^[A-Za-z0-9_-]{16}$/
