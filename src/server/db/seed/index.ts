import { sql } from 'drizzle-orm'
import { hashPassword } from '../../auth/password'
import type { Db } from '../client'
import { cards, contentPages, lessons, schools, users } from '../schema'
import { shippedContentPages } from './content-pages'
import { seedCourses } from './courses'
import { DEMO_ADULT_PASSWORD, DEMO_STUDENT_PASSWORD } from './demo-accounts'
import { seedDemoClasses } from './demo-classes'
import { seedDemoPeople } from './demo-people'

/**
 * Two kinds of seed (decision 008). The catalog is product content every deployment needs: the
 * shipped courses (content/) and the content pages (about, privacy, FAQ, welcome pack). Demo data
 * is the README's schools, accounts (with their printed passwords), classes, students, paid plans
 * and progress: only on the embedded default or with DEMO_DATA=1.
 */
export interface SeedResult {
  /** Rows this run inserted besides course rows (0 when the data was already there). */
  inserted: number
  /** Rows of the shipped courses (cards, sections, lessons, versions, resources) and demo progress. */
  courseRows: number
}

interface CatalogCounts {
  courses: number
  lessons: number
  contentPages: number
}

/** Any stable number; concurrent seeders (several instances starting) take turns on it. */
const SEED_LOCK_ID = 7_303_146_022

/** True when there is no school and no user yet: `npm start` seeds only then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${schools}) and not exists (select 1 from ${users}) as empty`,
  )
  return result.rows[0]?.empty === true
}

/**
 * The catalog alone: shipped courses and content pages. Idempotent: it inserts what is missing,
 * never touches an existing content page, and a changed lesson file becomes a new version.
 */
async function seedCatalog(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    return catalogInto(tx)
  })
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function catalogInto(tx: Tx): Promise<SeedResult> {
  let inserted = 0
  for (const page of shippedContentPages) {
    inserted += (
      await tx
        .insert(contentPages)
        .values({ ...page, published: true })
        .onConflictDoNothing({ target: contentPages.slug })
        .returning({ id: contentPages.id })
    ).length
  }
  return { inserted, courseRows: await seedCourses(tx) }
}

/** What the catalog holds now, for the seed's report. */
async function catalogCounts(db: Db): Promise<CatalogCounts> {
  const result = await db.execute<{ courses: number; lessons: number; pages: number }>(
    sql`select (select count(*)::int from ${cards} where ${cards.schoolId} is null) as courses,
      (select count(*)::int from ${lessons}) as lessons,
      (select count(*)::int from ${contentPages}) as pages`,
  )
  const row = result.rows[0]
  return { courses: row?.courses ?? 0, lessons: row?.lessons ?? 0, contentPages: row?.pages ?? 0 }
}

/**
 * The catalog, then the demo schools, accounts, classes, students and progress (demo-accounts.ts).
 * Idempotent: it only inserts what is missing and never changes existing rows, so a second run
 * changes nothing.
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const [adultHash, studentHash] = await Promise.all([
    hashPassword(DEMO_ADULT_PASSWORD),
    hashPassword(DEMO_STUDENT_PASSWORD),
  ])

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
    const inserted = await seedDemoPeople(tx, { adultHash, studentHash })
    const catalog = await catalogInto(tx)
    const demoProgressRows = await seedDemoClasses(tx)
    return { inserted: inserted + catalog.inserted, courseRows: catalog.courseRows + demoProgressRows }
  })
}

export interface SeedReport {
  catalog: SeedResult
  /** null: demo data was not asked for, and none was created. */
  demo: SeedResult | null
  counts: CatalogCounts
}

/**
 * What `npm start` and `npm run db:seed` do (decision 008): the catalog always; the demo data only
 * when the configuration asks for it (the embedded default, or DEMO_DATA=1).
 */
export async function seedDatabase(db: Db, options: { demoData: boolean }): Promise<SeedReport> {
  const catalog = await seedCatalog(db)
  const demo = options.demoData ? await seedDemo(db) : null
  return { catalog, demo, counts: await catalogCounts(db) }
}
