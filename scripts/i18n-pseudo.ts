// Writes the pseudo-locale's catalogue (messages/en-XA.json) from the base (messages/en.json):
// run it after changing English messages; src/lib/i18n/catalogues.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs'
import { type Catalogue, pseudoCatalogue } from '../src/lib/i18n/catalogues.ts'

const base = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Catalogue
writeFileSync('messages/en-XA.json', `${JSON.stringify(pseudoCatalogue(base), null, 2)}\n`)
