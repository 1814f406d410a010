// Usage: npm run bench:roster   (DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL server; a fresh
// database of its own is made on it and dropped after)
//
// Roster sync at district scale, through the app's own server modules in this process (no HTTP):
// the upload (uploadOneRoster: read the OneRoster 1.2 zip row by row, stage, preview), the apply
// (applyRosterSync) and the job the server's worker runs (the registry's handler). Three runs:
//   1. a first sync of 50,000 students, 3,000 teachers and 2,000 classes (goal ≤ 10 min, ≤ 512 MB RSS)
//   2. the same roster again (goal ≤ 2 min, 0 rows written to the school's people, classes and links)
//   3. a delta of 500 changes (goal ≤ 30 s)
// Settings: ROSTER_STUDENTS (50000), ROSTER_TEACHERS (3000), ROSTER_CLASSES (2000).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { uploadOneRoster } from '@/features/rosters/oneroster-upload.server'
import { rosterSyncJob } from '@/features/rosters/roster-sync-job.server'
import { applyRosterSync, getRosterSync, ROSTER_SYNC_QUEUE } from '@/features/rosters/roster-syncs.server'
import type { Actor } from '@/server/auth/actor'
import { createDb, type Db } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import { profiles, schools, subscriptions, users } from '@/server/db/schema'
import { createJobWorker } from '@/server/jobs/worker'
import {
  oneRosterZip,
  type RosterClass,
  type RosterEnrollment,
  type RosterFixture,
  type RosterPerson,
} from '../src/test/oneroster.ts'
import { createBenchPostgres } from './postgres.ts'

const STUDENTS = Number(process.env.ROSTER_STUDENTS ?? 50_000)
const TEACHERS = Number(process.env.ROSTER_TEACHERS ?? 3_000)
const CLASSES = Number(process.env.ROSTER_CLASSES ?? 2_000)
const server = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!server) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server')

const GIVEN = [
  'Ada',
  'Alan',
  'Grace',
  'Katherine',
  'Barbara',
  'Edsger',
  'Donald',
  'Frances',
  'Niklaus',
  'Radia',
]
const FAMILY = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Johnson',
  'Liskov',
  'Dijkstra',
  'Knuth',
  'Allen',
  'Wirth',
  'Perlman',
]

function roster(): RosterFixture {
  const people: RosterPerson[] = []
  const classes: RosterClass[] = []
  const enrollments: RosterEnrollment[] = []
  for (let c = 0; c < CLASSES; c++) {
    classes.push({
      id: `class-${c}`,
      title: `Class ${c} ${GIVEN[c % 10]}`,
      grade: String(1 + (c % 12)).padStart(2, '0'),
    })
  }
  for (let t = 0; t < TEACHERS; t++) {
    people.push({
      id: `teacher-${t}`,
      given: GIVEN[t % 10]!,
      family: `${FAMILY[(t * 7) % 10]}${t}`,
      role: 'teacher',
      email: `teacher${t}@bench-district.org`,
    })
    enrollments.push({
      id: `et-${t}`,
      classId: `class-${t % CLASSES}`,
      userId: `teacher-${t}`,
      role: 'teacher',
    })
  }
  for (let s = 0; s < STUDENTS; s++) {
    const c = s % CLASSES
    people.push({
      id: `student-${s}`,
      given: GIVEN[s % 10]!,
      family: FAMILY[Math.floor(s / 10) % 10]!,
      role: 'student',
      grade: String(1 + (c % 12)).padStart(2, '0'),
      username: `s${s}`,
      email: `s${s}@students.bench-district.org`,
      password: 'NotKept-123',
    })
    enrollments.push({ id: `es-${s}`, classId: `class-${c}`, userId: `student-${s}`, role: 'student' })
  }
  return { people, classes, enrollments }
}

/** 500 changes: 200 renamed, 100 new, 100 removed students, 100 moved to another class. */
function delta(): RosterFixture {
  const people: RosterPerson[] = []
  const enrollments: RosterEnrollment[] = []
  for (let i = 0; i < 200; i++) {
    people.push({
      id: `student-${i}`,
      given: 'Renamed',
      family: `Kid${String.fromCharCode(65 + (i % 26))}`,
      role: 'student',
      grade: '03',
    })
  }
  for (let i = 0; i < 100; i++) {
    const id = `student-new-${i}`
    people.push({ id, given: 'New', family: 'Student', role: 'student', grade: '03' })
    enrollments.push({ id: `es-new-${i}`, classId: 'class-1', userId: id, role: 'student' })
  }
  for (let i = 0; i < 100; i++) {
    people.push({
      id: `student-${1000 + i}`,
      given: 'Gone',
      family: 'Student',
      role: 'student',
      status: 'tobedeleted',
    })
  }
  for (let i = 0; i < 100; i++) {
    const s = 2000 + i
    enrollments.push({
      id: `es-${s}`,
      classId: `class-${s % CLASSES}`,
      userId: `student-${s}`,
      role: 'student',
      status: 'tobedeleted',
    })
    enrollments.push({
      id: `es-move-${s}`,
      classId: `class-${(s + 1) % CLASSES}`,
      userId: `student-${s}`,
      role: 'student',
    })
  }
  return {
    people,
    classes: [],
    enrollments,
    modes: { users: 'delta', classes: 'absent', enrollments: 'delta' },
  }
}

/**
 * The zips are written by a child process first, so that this process's memory is the sync's
 * alone and not the generator's.
 */
if (process.argv[2] === '--write-zips') {
  const dir = process.argv[3]!
  writeFileSync(`${dir}/full.zip`, oneRosterZip(roster()))
  writeFileSync(`${dir}/delta.zip`, oneRosterZip(delta()))
  process.exit(0)
}
const zips = mkdtempSync(path.join(tmpdir(), 'roster-bench-'))
const made = spawnSync(process.execPath, ['--import', 'tsx', 'bench/roster.ts', '--write-zips', zips], {
  stdio: 'inherit',
  env: process.env,
})
if (made.status !== 0) throw new Error('Writing the roster zips failed')

let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss())
}, 100)
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10

/** Rows inserted or updated (by transaction id) and rows gone, in the tables a sync writes. */
async function writesSince(db: Db, xid: bigint, before: Record<string, number>) {
  const tables = ['users', 'profiles', 'classes', 'class_members', 'class_teachers', 'roster_links']
  let written = 0
  for (const table of tables) {
    const [row] = (
      await db.execute(
        sql`select count(*) filter (where xmin::text::bigint >= ${xid.toString()}::bigint) as w, count(*) as n from ${sql.identifier(table)}`,
      )
    ).rows as { w: string; n: string }[]
    written += Number(row!.w) + Math.max(0, before[table]! - Number(row!.n))
  }
  return written
}
async function counts(db: Db) {
  const out: Record<string, number> = {}
  for (const table of ['users', 'profiles', 'classes', 'class_members', 'class_teachers', 'roster_links']) {
    const [row] = (await db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)).rows as {
      n: string
    }[]
    out[table] = Number(row!.n)
  }
  return out
}

async function sync(db: Db, admin: Actor, name: string, file: string) {
  const bytes = new Uint8Array(readFileSync(file))
  const [xidRow] = (await db.execute(sql`select txid_current() as xid`)).rows as { xid: string }[]
  const xid = xidRow!.xid
  const before = await counts(db)
  const started = performance.now()
  const { syncId, status } = await uploadOneRoster(db, admin, { fileName: `${name}.zip`, bytes })
  if (status !== 'preview')
    throw new Error(`${name}: ${JSON.stringify((await getRosterSync(db, admin, syncId)).errors)}`)
  const previewSeconds = seconds(started)
  const applying = performance.now()
  await applyRosterSync(db, admin, { syncId, approveArchive: true })
  // The registry's handler for this queue (src/job-registry.ts), without loading every other queue's.
  const worker = createJobWorker({
    getDb: async () => db,
    handlers: { [ROSTER_SYNC_QUEUE]: rosterSyncJob() },
  })
  while (await worker.runOnce()) {
    // the sync's job
  }
  const applySeconds = seconds(applying)
  const record = await getRosterSync(db, admin, syncId)
  const written = await writesSince(db, BigInt(xid), before)
  return {
    name,
    zipMb: Math.round((bytes.byteLength / 1024 / 1024) * 10) / 10,
    previewSeconds,
    applySeconds,
    totalSeconds: Math.round((previewSeconds + applySeconds) * 10) / 10,
    status: record.status,
    result: record.result,
    conflicts: record.errorCount,
    rowsWritten: written,
    peakRssMb: mb(peakRss),
  }
}

async function main() {
  const rssAtStart = mb(process.memoryUsage.rss())
  const database = await createBenchPostgres(server!)
  const handle = await createDb({ kind: 'postgres', url: database.url }, { poolMax: 4 })
  try {
    const db = handle.db
    if (process.env.ROSTER_SLOW_MS) {
      // Which statements are slow: each raw statement over ROSTER_SLOW_MS is printed with its time.
      const execute = db.execute.bind(db)
      const limit = Number(process.env.ROSTER_SLOW_MS)
      db.execute = (async (query: Parameters<typeof execute>[0]) => {
        const from = performance.now()
        const out = await execute(query)
        const ms = performance.now() - from
        if (ms > limit) {
          const text = (
            handle.db as unknown as { dialect: { sqlToQuery: (q: unknown) => { sql: string } } }
          ).dialect
            .sqlToQuery(query)
            .sql.replace(/\s+/g, ' ')
            .slice(0, 160)
          console.error(`${Math.round(ms)} ms  ${text}`)
        }
        return out
      }) as typeof db.execute
    }
    await migrateDb(db)
    const [school] = await db
      .insert(schools)
      .values({ subdomain: 'roster-bench', name: 'Roster Bench District' })
      .returning()
    await db
      .insert(subscriptions)
      .values({ schoolId: school!.id, planId: 'school', status: 'active', provider: 'fake' })
    const [user] = await db
      .insert(users)
      .values({ name: 'Bench Admin', email: 'admin@roster-bench.test' })
      .returning()
    const [profile] = await db
      .insert(profiles)
      .values({ userId: user!.id, schoolId: school!.id, role: 'ADMIN', name: 'Bench Admin' })
      .returning()
    const admin: Actor = {
      profileId: profile!.id,
      userId: user!.id,
      userRole: null,
      schoolId: school!.id,
      role: 'ADMIN',
      name: 'Bench Admin',
      visitorType: 'admin',
    }
    const results = []
    results.push(await sync(db, admin, 'first-sync', `${zips}/full.zip`))
    results.push(await sync(db, admin, 'same-roster-again', `${zips}/full.zip`))
    results.push(await sync(db, admin, 'delta-500', `${zips}/delta.zip`))
    const [students] = (
      await db.execute(
        sql`select count(*) filter (where archived_at is null) as active, count(*) as all from profiles where school_id = ${school!.id} and role = 'STUDENT'`,
      )
    ).rows
    console.log(
      JSON.stringify(
        {
          students: STUDENTS,
          teachers: TEACHERS,
          classes: CLASSES,
          rssAtStartMb: rssAtStart,
          runs: results,
          studentsAtSchool: students,
          peakRssMb: mb(peakRss),
        },
        null,
        2,
      ),
    )
  } finally {
    clearInterval(sampler)
    rmSync(zips, { recursive: true, force: true })
    await handle.close()
    await database.drop()
  }
}

await main()
