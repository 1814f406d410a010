import { SECRET_ADJECTIVES, SECRET_NOUNS } from './secret-words'

/**
 * A password a child can copy from a card: two words and two digits, e.g. "sunny-otter-47"
 * (64 × 64 × 90 ≈ 370,000 combinations, hashed with Argon2id, behind login throttling).
 */
export function generateStudentPassword(): string {
  const values = new Uint32Array(3)
  crypto.getRandomValues(values)
  const adjective = SECRET_ADJECTIVES[values[0]! % SECRET_ADJECTIVES.length]
  const noun = SECRET_NOUNS[values[1]! % SECRET_NOUNS.length]
  return `${adjective}-${noun}-${10 + (values[2]! % 90)}`
}

export const STUDENT_PASSWORD_MIN = 6
export const STUDENT_PASSWORD_MAX = 64
