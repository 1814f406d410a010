import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './join-code-alphabet'

/** A random join code from the no-look-alike alphabet (rejection sampling: no bias). */
export function generateJoinCode(): string {
  const size = JOIN_CODE_ALPHABET.length
  const limit = 256 - (256 % size)
  let code = ''
  while (code.length < JOIN_CODE_LENGTH) {
    const bytes = new Uint8Array(16)
    crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte >= limit) continue
      code += JOIN_CODE_ALPHABET[byte % size]
      if (code.length === JOIN_CODE_LENGTH) break
    }
  }
  return code
}
