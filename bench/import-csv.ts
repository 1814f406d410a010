// Usage: node --import tsx bench/import-csv.ts <pglite dir> <rows>
// The CSV student import of <rows> students, run through the app's own server modules in this
// process, on a fresh embedded database: the same calls the import's server functions make
// (createImportPreview for the upload, confirmImport for "Import N students") and the job the
// server's worker runs (the registry's handler through createJobWorker). No HTTP. Prints one JSON
// line with the timings and this process's peak RSS.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import { confirmImport } from '@/features/imports/confirm-import.server'
import { createImportPreview } from '@/features/imports/create-import-preview.server'
import { getImportPage } from '@/features/imports/import-page.server'
import { hashPoolSize } from '@/features/imports/import-passwords.server'
import { jobHandlers } from '@/job-registry'
import { generateJoinCode } from '@/lib/join-code'
import type { Actor } from '@/server/auth/actor'
import { hashPassword } from '@/server/auth/password'
import { createDb, type Db } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import { profiles, schoolClasses, schools, studentImports, users } from '@/server/db/schema'
import { seedDemo } from '@/server/db/seed'
import { createJobWorker } from '@/server/jobs/worker'
import { benchNames } from './names.ts'

const [mode, dir, rowsArg] = process.argv.slice(2)
if ((mode !== 'setup' && mode !== 'run') || !dir) {
  throw new Error('Usage: node --import tsx bench/import-csv.ts setup|run <pglite dir> <rows>')
}
const rowCount = Number(rowsArg ?? 10_000)
/** Classes of at most 170 (the limit is 200), as a large school's roster would fill. */
const CLASS_COUNT = Math.max(1, Math.ceil(rowCount / 170))
const csvPath = `${dir}.csv`

const mb = (kb: number) => kb / 1024
const seconds = (from: number) => (performance.now() - from) / 1000

async function demoAdmin(db: Db): Promise<Actor> {
  const [admin] = await db
    .select({
      profileId: profiles.id,
      userId: users.id,
      userRole: users.userRole,
      schoolId: profiles.schoolId,
      name: profiles.name,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(and(eq(users.email, 'admin@demo.test'), eq(schools.subdomain, 'demo'), eq(profiles.role, 'ADMIN')))
  if (!admin) throw new Error('The demo admin is missing after the seed')
  return { ...admin, role: 'ADMIN', visitorType: 'admin' }
}

/**
 * A fresh database with the demo data and the school's classes, and the CSV file. Its own process:
 * creating a PGlite folder (initdb) peaks at over 1 GB, which would hide the import's own peak.
 */
async function setup(): Promise<void> {
  rmSync(dir!, { recursive: true, force: true })
  const started = performance.now()
  const handle = await createDb({ kind: 'pglite', dir: dir! })
  try {
    const { db } = handle
    await migrateDb(db)
    await seedDemo(db)
    const actor = await demoAdmin(db)
    // The school's classes exist already; the file puts everyone in one of them.
    const classNames = Array.from(
      { length: CLASS_COUNT },
      (_, i) => `Year ${(i % 6) + 1} schoolClass ${i + 1}`,
    )
    await db.insert(schoolClasses).values(
      classNames.map((name, i) => ({
        schoolId: actor.schoolId,
        name,
        grade: (i % 6) + 1,
        loginType: 'password' as const,
        joinCode: generateJoinCode(),
      })),
    )
    const lines = ['First name,Last name,Class,Grade']
    benchNames(rowCount).forEach((name, i) => {
      const classIndex = i % CLASS_COUNT
      lines.push(`${name.firstName},"${name.lastName}",${classNames[classIndex]},${(classIndex % 6) + 1}`)
    })
    writeFileSync(csvPath, `${lines.join('\r\n')}\r\n`)
    console.log(JSON.stringify({ classes: CLASS_COUNT, setupSeconds: seconds(started) }))
  } finally {
    await handle.close()
  }
}

async function run(): Promise<void> {
  const handle = await createDb({ kind: 'pglite', dir: dir! })
  try {
    const { db } = handle
    const actor = await demoAdmin(db)
    const bytes = new Uint8Array(readFileSync(csvPath))
    const rssBeforeMb = mb(process.resourceUsage().maxRSS)

    // One production hash at a time, for the target: rows × one hash ÷ cores × 1.2.
    await hashPassword('warm-up-password')
    const hashStarted = performance.now()
    for (let i = 0; i < 20; i++) await hashPassword(`bench-password-${i}`)
    const oneHashMs = (performance.now() - hashStarted) / 20

    // Upload → preview: decode, parse, validate every row against the school, store the rows.
    let started = performance.now()
    const { importId } = await createImportPreview(db, actor, { fileName: 'students.csv', bytes })
    const previewSeconds = seconds(started)
    started = performance.now()
    const page = await getImportPage(db, actor, { importId })
    const previewPageSeconds = seconds(started)
    if (page.counts.withErrors > 0) {
      throw new Error(
        `The bench CSV has ${page.counts.withErrors} rows with errors: ${JSON.stringify(page.rows[0])}`,
      )
    }

    // Commit: confirm (checks every row again and queues the job), then the job creates everyone.
    started = performance.now()
    const confirmed = await confirmImport(db, actor, importId)
    const confirmSeconds = seconds(started)
    started = performance.now()
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: jobHandlers(),
      onError: (error) => console.error('[bench import] worker error:', error),
    })
    const ran = await worker.runOnce()
    const jobSeconds = seconds(started)

    const [done] = await db
      .select({
        status: studentImports.status,
        createdCount: studentImports.createdCount,
        error: studentImports.error,
      })
      .from(studentImports)
      .where(eq(studentImports.id, importId))
    const [students] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(and(eq(profiles.schoolId, actor.schoolId), eq(profiles.role, 'STUDENT')))
    console.log(
      JSON.stringify({
        rows: rowCount,
        classes: CLASS_COUNT,
        csvBytes: bytes.byteLength,
        previewSeconds,
        previewPageSeconds,
        previewCounts: page.counts,
        confirmStatus: confirmed.status,
        confirmSeconds,
        jobRan: ran,
        jobSeconds,
        status: done?.status,
        created: done?.createdCount,
        error: done?.error,
        studentsAtSchool: Number(students?.n ?? 0),
        rssBeforeMb,
        oneHashMs,
        cores: availableParallelism(),
        hashPool: hashPoolSize(),
        peakRssMb: mb(process.resourceUsage().maxRSS),
      }),
    )
  } finally {
    await handle.close()
  }
}

if (mode === 'setup') await setup()
else await run()
