import { createHash, randomBytes } from 'node:crypto'

/** A random secret of 256 bits, URL-safe: session tokens and one-time tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps instead of a token: SHA-256, hex (the tables check the shape). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
