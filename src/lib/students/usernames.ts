/** Usernames: `[a-z0-9._-]{3,32}`, unique per school (PRODUCT.md §8). */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,32}$/

/** Letters without accents, lower case, a–z and digits only: "Zoë" → "zoe", "O'Brien" → "obrien". */
function asciiSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/gi, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** "Ada", "Lovelace" → "ada.lovelace" (at most 28 characters, leaving room for a number). */
export function baseUsername(firstName: string, lastName: string | null | undefined): string {
  const first = asciiSlug(firstName).slice(0, 14)
  const last = asciiSlug(lastName ?? '').slice(0, 13)
  let base = [first, last].filter(Boolean).join('.')
  if (base.length < 3) base = `${base || 'student'}${base ? '.student' : ''}`
  return base.slice(0, 28).replace(/\.$/, '')
}

/** The first free name among base, base2, base3… (`taken` holds lower-case names in use). */
export function uniqueUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`
    if (!taken.has(candidate)) return candidate
  }
}
