// A worker process for import-crash.test.ts: opens the test's database, claims the import job
// and stops dead inside the import transaction (after the profiles went in), renewing its lease
// until the test kills it with SIGKILL.
import { createDb, type DbTarget } from '@/server/db/client'
import { createJobWorker } from '@/server/jobs/worker'
import { studentImportJob } from './import-job.server'
import { STUDENT_IMPORT_QUEUE } from './import-records.server'

const target = JSON.parse(process.env.CRASH_DB_TARGET ?? 'null') as DbTarget
const handle = await createDb(target)
const worker = createJobWorker({
  getDb: async () => handle.db,
  workerId: 'doomed-child',
  leaseMs: Number(process.env.CRASH_LEASE_MS ?? 2_000),
  handlers: {
    [STUDENT_IMPORT_QUEUE]: studentImportJob({
      hashConcurrency: 4,
      afterProfilesInserted: async () => {
        process.stdout.write('INSIDE\n')
        await new Promise(() => {})
      },
    }),
  },
})
await worker.runOnce()
process.stdout.write('FINISHED\n')
