// Usage: tsx scripts/db-seed.ts [--if-empty]
// Migrates, then loads the catalog (the shipped courses and content pages) and, only when the
// configuration asks for it (the embedded database on localhost over http, or DEMO_DATA=1), the demo schools and accounts
// of the README (decision 008). Idempotent. With --if-empty it seeds only a database that has no
// school and no user yet, which is what `npm start` does.
import { appConfig } from '../app.config'
import { createDb } from '../src/server/db/client'
import { migrateDb } from '../src/server/db/migrate'
import { isDatabaseEmpty, seedDatabase } from '../src/server/db/seed'

const ifEmpty = process.argv.includes('--if-empty')
const config = appConfig()
const handle = await createDb(config.database)
try {
  await migrateDb(handle.db)
  if (ifEmpty && !(await isDatabaseEmpty(handle.db))) {
    console.log('Database already has schools or users: nothing seeded.')
  } else {
    const started = performance.now()
    const { catalog, demo, counts } = await seedDatabase(handle.db, { demoData: config.demoData })
    const took = `${Math.round(performance.now() - started)} ms`
    console.log(
      `Catalog: ${counts.courses} courses, ${counts.lessons} lessons, ${counts.contentPages} content pages (${catalog.inserted + catalog.courseRows} rows added).`,
    )
    if (demo) {
      console.log(
        `Demo data: demo schools and the README's demo sign-ins (${demo.inserted} rows added, ${took}). Never on a server people use.`,
      )
    } else {
      const why =
        process.env.DEMO_DATA === '0'
          ? 'DEMO_DATA=0'
          : config.database.kind === 'postgres'
            ? 'DATABASE_URL is set and DEMO_DATA is not 1'
            : `${config.productScheme}://${config.productHost} is not this machine over http, and DEMO_DATA is not 1`
      console.log(`Demo data: none (${why}). Create the first super admin with: npm run create-super`)
    }
  }
} finally {
  await handle.close()
}
