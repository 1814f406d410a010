import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { HttpError } from '@/server/errors'
import { appConfig } from '~/app.config'

/**
 * Secrets kept in the database (a provider's refresh token, a roster source's client secret) are
 * sealed with AES-256-GCM under SECRETS_KEY: a version byte, a random 12-byte nonce, the
 * ciphertext and the 16-byte tag. Without a key (a deployment that set none) nothing is stored.
 */
const VERSION = 1
const NO_SECRETS_KEY =
  'This server cannot keep secrets yet: its administrator must set SECRETS_KEY (see the README).'

function keyOrThrow(key: Buffer | null | undefined): Buffer {
  if (!key) throw new HttpError(409, NO_SECRETS_KEY)
  return key
}

export function sealSecret(plain: string, key = appConfig().secretsKey): Uint8Array {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOrThrow(key), nonce)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([Buffer.from([VERSION]), nonce, body, cipher.getAuthTag()])
}

/** The plain text, or null when the sealed value was changed or sealed under another key. */
export function openSecret(sealed: Uint8Array, key = appConfig().secretsKey): string | null {
  const data = Buffer.from(sealed)
  if (data.length < 1 + 12 + 16 || data[0] !== VERSION) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOrThrow(key), data.subarray(1, 13))
    decipher.setAuthTag(data.subarray(data.length - 16))
    return Buffer.concat([decipher.update(data.subarray(13, data.length - 16)), decipher.final()]).toString(
      'utf8',
    )
  } catch (error) {
    if (error instanceof HttpError) throw error
    return null
  }
}
