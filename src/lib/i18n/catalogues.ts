// The message catalogues as files (the inlang message format): the shared words in
// messages/{locale}.json and each room's in messages/<room>/{locale}.json (decision 204), reading
// them, the variables a message uses, and the pseudo-locale made from the base. Node only: the
// gate's test and `npm run i18n:pseudo` use it; the app uses the compiled messages.
import { readFileSync } from 'node:fs'

/** A message: plain text with `{variable}`s, or variants chosen by a plural (or other) selector. */
type CatalogueMessage =
  | string
  | { declarations: string[]; selectors: string[]; match: Record<string, string> }[]
export type Catalogue = Record<string, CatalogueMessage>

/**
 * The folders that hold catalogues, as the project's settings list them (`messages` and
 * `messages/<room>`): Paraglide reads exactly these, so a folder missing from the settings would be
 * left out of the app.
 */
export function catalogueFolders(settingsFile = 'project.inlang/settings.json'): string[] {
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as {
    'plugin.inlang.messageFormat': { pathPattern: string | string[] }
  }
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat()
  return patterns.map((pattern) => pattern.replace(/^\.\//, '').replace(/\/\{locale\}\.json$/, ''))
}

export function readCatalogue(folder: string, locale: string): Catalogue {
  return JSON.parse(readFileSync(`${folder}/${locale}.json`, 'utf8')) as Catalogue
}

const SCHEMA = 'https://inlang.com/schema/inlang-message-format'

/** The keys of a catalogue's messages ($schema is the file's, not a message). */
export function messageKeys(catalogue: Catalogue): string[] {
  return Object.keys(catalogue).filter((key) => key !== '$schema')
}

/** Every text a message can show: the text itself, or each variant's. */
function texts(message: CatalogueMessage): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match))
}

/** The variables a message uses: `{name}` in its texts and the inputs its variants declare. */
function messageVariables(message: CatalogueMessage): Set<string> {
  const names = new Set<string>()
  for (const text of texts(message)) {
    for (const match of text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)) if (match[1]) names.add(match[1])
  }
  if (typeof message !== 'string') {
    for (const variant of message) {
      for (const declaration of variant.declarations) {
        const input = /^input\s+(\w+)$/.exec(declaration.trim())
        if (input?.[1]) names.add(input[1])
      }
    }
  }
  return names
}

/**
 * What a translated catalogue lacks or adds against the base: keys the base has and it does not,
 * and variables a message uses that the base's message does not (a translation may leave one out).
 */
export function catalogueProblems(base: Catalogue, translated: Catalogue, locale: string): string[] {
  const problems: string[] = []
  for (const key of messageKeys(base)) {
    const message = translated[key]
    if (message === undefined) {
      problems.push(`${locale}: "${key}" is missing`)
      continue
    }
    const allowed = messageVariables(base[key] as CatalogueMessage)
    for (const name of messageVariables(message)) {
      if (!allowed.has(name))
        problems.push(`${locale}: "${key}" uses {${name}}, which the base message does not have`)
    }
  }
  for (const key of messageKeys(translated)) {
    if (base[key] === undefined) problems.push(`${locale}: "${key}" is not in the base catalogue`)
  }
  return problems
}

/**
 * Plural messages that would fall through: a variant set chosen by a plural must have a text for
 * every category the language's plural rules give (Arabic has six), or the key itself is shown.
 */
export function pluralGaps(catalogue: Catalogue, locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  const gaps: string[] = []
  for (const key of messageKeys(catalogue)) {
    const message = catalogue[key] as CatalogueMessage
    if (typeof message === 'string') continue
    for (const variant of message) {
      const plurals = variant.declarations
        .map((declaration) => /^local\s+(\w+)\s*=\s*\w+\s*:\s*plural\b/.exec(declaration.trim())?.[1])
        .filter((name): name is string => Boolean(name))
      for (const selector of variant.selectors.filter((name) => plurals.includes(name))) {
        const covered = new Set(Object.keys(variant.match).map((when) => when.split('=')[1]))
        if (covered.has('*')) continue
        for (const category of categories) {
          if (!covered.has(category)) gaps.push(`${locale}: "${key}" has no text for ${selector}=${category}`)
        }
      }
    }
  }
  return gaps
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** The markers around every pseudo-locale text: a text on screen without them was never looked up. */
export const PSEUDO_START = '⟦'
export const PSEUDO_END = '⟧'

/** One text in the pseudo-locale: accented, about 35 % longer, wrapped in markers; `{variables}` kept. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{[^}]*\})/)
  const accented = parts
    .map((part) => (part.startsWith('{') ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('')
  const letters = text.replace(/\{[^}]*\}/g, '').length
  const padding = '·~'.repeat(Math.ceil((letters * 0.35) / 2)).slice(0, Math.ceil(letters * 0.35))
  return `${PSEUDO_START}${accented}${padding ? ` ${padding}` : ''}${PSEUDO_END}`
}

/** The pseudo-locale's catalogue, made from the base: same keys, same variants, every text pseudo. */
export function pseudoCatalogue(base: Catalogue): Catalogue {
  const pseudo: Catalogue = { $schema: SCHEMA }
  for (const key of messageKeys(base)) {
    const message = base[key] as CatalogueMessage
    pseudo[key] =
      typeof message === 'string'
        ? pseudoText(message)
        : message.map((variant) => ({
            ...variant,
            match: Object.fromEntries(
              Object.entries(variant.match).map(([when, text]) => [when, pseudoText(text)]),
            ),
          }))
  }
  return pseudo
}
