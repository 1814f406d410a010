import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type Catalogue,
  catalogueFolders,
  catalogueProblems,
  messageKeys,
  PSEUDO_END,
  PSEUDO_START,
  pluralGaps,
  pseudoCatalogue,
  pseudoText,
  readCatalogue,
} from './catalogues'
import { LANGUAGES, PSEUDO_LOCALE } from './locales'

const folders = catalogueFolders()
const everyLocale = [...LANGUAGES.map((l) => l.locale), PSEUDO_LOCALE]
/** Every catalogue of a language: the shared one and each room's, as one. */
const read = (locale: string): Catalogue =>
  Object.assign({}, ...folders.map((folder) => readCatalogue(folder, locale)))

describe('the message catalogues (the gate, decision 204)', () => {
  it('lists every room of messages/ in the project settings, so Paraglide reads it', () => {
    const rooms = readdirSync('messages', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `messages/${entry.name}`)
    expect([...folders].sort()).toEqual(['messages', ...rooms].sort())
  })

  it.each(folders)('%s has one catalogue per language and the pseudo-locale, and no other', (folder) => {
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort()
    expect(files).toEqual(everyLocale.map((locale) => `${locale}.json`).sort())
  })

  it('names each message in one room only', () => {
    const seen = new Map<string, string>()
    const twice: string[] = []
    for (const folder of folders) {
      for (const key of messageKeys(readCatalogue(folder, 'en'))) {
        const first = seen.get(key)
        if (first) twice.push(`"${key}" is in ${first} and ${folder}`)
        seen.set(key, folder)
      }
    }
    expect(twice).toEqual([])
  })

  it.each(
    folders.flatMap((folder) => LANGUAGES.filter((l) => l.locale !== 'en').map((l) => [folder, l.locale])),
  )('%s: %s has every key of English and no variable English does not have', (folder, locale) => {
    expect(catalogueProblems(readCatalogue(folder, 'en'), readCatalogue(folder, locale), locale)).toEqual([])
  })

  it.each(everyLocale)('%s has a text for every plural category of its language', (locale) => {
    expect(pluralGaps(read(locale), locale)).toEqual([])
  })

  it('finds an Arabic plural that would fall through to the key', () => {
    const message = [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: { 'countPlural=one': 'طفل واحد', 'countPlural=other': '{count} طفل' },
      },
    ]
    expect(pluralGaps({ joined: message }, 'ar')).toEqual([
      'ar: "joined" has no text for countPlural=zero',
      'ar: "joined" has no text for countPlural=two',
      'ar: "joined" has no text for countPlural=few',
      'ar: "joined" has no text for countPlural=many',
    ])
  })

  it('names a missing key and a variable the base message does not have', () => {
    const translated: Catalogue = { greeting: 'Hola {nombre}' }
    expect(catalogueProblems({ greeting: 'Hello {name}', bye: 'Bye' }, translated, 'es')).toEqual([
      'es: "greeting" uses {nombre}, which the base message does not have',
      'es: "bye" is missing',
    ])
  })

  it('lets a plural form leave the count out, but not bring a new variable', () => {
    const plural = (match: Record<string, string>) => [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match,
      },
    ]
    const english = {
      joined: plural({ 'countPlural=one': '{count} child', 'countPlural=other': '{count} children' }),
    }
    expect(catalogueProblems(english, { joined: plural({ 'countPlural=one': 'un niño' }) }, 'es')).toEqual([])
    expect(catalogueProblems(english, { joined: plural({ 'countPlural=one': '{name}' }) }, 'es')).toEqual([
      'es: "joined" uses {name}, which the base message does not have',
    ])
  })

  it.each(folders)(
    '%s keeps the pseudo-locale made from English (npm run i18n:pseudo writes it)',
    (folder) => {
      expect(readCatalogue(folder, PSEUDO_LOCALE)).toEqual(pseudoCatalogue(readCatalogue(folder, 'en')))
    },
  )
})

describe('the pseudo-locale', () => {
  it('accents the words, keeps the variables and wraps the text in markers', () => {
    const text = pseudoText('Welcome to {className}!')
    expect(text.startsWith(PSEUDO_START) && text.endsWith(PSEUDO_END)).toBe(true)
    expect(text).toContain('Ŵéļçóɱé ţó {className}!')
  })

  it('is about a third longer than English', () => {
    const english = 'Type the class code your teacher gave you.'
    const pseudo = pseudoText(english).slice(1, -1)
    expect(pseudo.length / english.length).toBeGreaterThanOrEqual(1.3)
    expect(pseudo.length / english.length).toBeLessThan(1.45)
  })
})
