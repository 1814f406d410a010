// Usage: tsx scripts/db-seed.ts [--if-empty]
// Migrates, then adds the demo data (idempotent). With --if-empty it seeds only a database that
// has no school and no user yet, which is what `npm start` does.
import { appConfig } from '../app.config'
import { createDb } from '../src/server/db/client'
import { migrateDb } from '../src/server/db/migrate'
import { isDatabaseEmpty, seedDemo } from '../src/server/db/seed'

const ifEmpty = process.argv.includes('--if-empty')
const config = appConfig()
const handle = await createDb(config.database)
try {
  await migrateDb(handle.db)
  if (ifEmpty && !(await isDatabaseEmpty(handle.db))) {
    console.log('Database already has data: demo seed skipped.')
  } else {
    const started = performance.now()
    const result = await seedDemo(handle.db)
    console.log(
      `Demo data: ${result.inserted} rows added, ${result.courseRows} course rows (${Math.round(performance.now() - started)} ms).`,
    )
  }
} finally {
  await handle.close()
}
