// Usage: tsx bench/audit-write-path.ts — the audit record's write path in one process (decision 169):
// what `recordAudit` costs the request that calls it, and what writing the buffer costs the process
// (one INSERT of 100 rows into an embedded PGlite), as one JSON line.
import { count } from 'drizzle-orm'
import { flushAudit, recordAudit } from '@/features/audit/audit-record.server'
import { createDb } from '@/server/db/client'
import { migrateDb } from '@/server/db/migrate'
import { auditEvents } from '@/server/db/schema'
import { createSchoolWithPeople } from '@/test/factories'

const handle = await createDb({ kind: 'pglite-memory' })
await migrateDb(handle.db)
const { admin, students } = await createSchoolWithPeople(handle.db)
const child = { id: students[0]!.profileId, name: students[0]!.name }

const batches = 500
const perBatch = 100
let recordNs = 0n
let flushMs = 0
for (let batch = 0; batch < batches; batch++) {
  const started = process.hrtime.bigint()
  for (let i = 0; i < perBatch; i++) recordAudit(handle.db, admin.actor, 'student.viewed', child)
  recordNs += process.hrtime.bigint() - started
  const flushStarted = performance.now()
  await flushAudit()
  flushMs += performance.now() - flushStarted
}
const [written] = await handle.db.select({ rows: count() }).from(auditEvents)
await handle.close()
console.log(
  JSON.stringify({
    records: batches * perBatch,
    written: written?.rows ?? 0,
    recordAuditMicroseconds: Number(recordNs / BigInt(batches * perBatch)) / 1000,
    flushOf100RowsMs: flushMs / batches,
  }),
)
