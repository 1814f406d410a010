import { appConfig } from '../app.config'
import { createDb } from '../src/server/db/client'
import { migrateDb } from '../src/server/db/migrate'

const config = appConfig()
const handle = await createDb(config.database)
try {
  const started = performance.now()
  await migrateDb(handle.db)
  const where = config.database.kind === 'pglite' ? `PGlite at ${config.database.dir}` : 'PostgreSQL'
  console.log(`Migrated ${where} in ${Math.round(performance.now() - started)} ms`)
} finally {
  await handle.close()
}
