// Writes the pseudo-locale's catalogue (en-XA.json) beside each base catalogue (en.json), in every
// folder the project's settings list: run it after changing English messages;
// src/lib/i18n/catalogues.test.ts fails until it is run.
import { writeFileSync } from 'node:fs'
import { catalogueFolders, pseudoCatalogue, readCatalogue } from '../src/lib/i18n/catalogues.ts'

for (const folder of catalogueFolders()) {
  writeFileSync(
    `${folder}/en-XA.json`,
    `${JSON.stringify(pseudoCatalogue(readCatalogue(folder, 'en')), null, 2)}\n`,
  )
}
