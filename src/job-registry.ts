import { trimPageViews } from '@/features/analytics/page-views.server'
import { trimAuditEvents } from '@/features/audit/audit-log.server'
import { DATA_EXPORT_QUEUE, dataExportJob, deleteExpiredExports } from '@/features/exports/data-export.server'
import { studentImportJob } from '@/features/imports/import-job.server'
import { STUDENT_IMPORT_QUEUE } from '@/features/imports/import-records.server'
import { purgeExpiredImportSecrets } from '@/features/imports/import-result.server'
import { deleteExpiredQuickJoins } from '@/features/joining/quick-join-expiry.server'
import {
  enqueueMissingGoals,
  LESSON_GOALS_QUEUE,
  lessonGoalsJob,
} from '@/features/lessons/lesson-goals.server'
import { oneRosterRestFetcher, startDailyRosterSyncs } from '@/features/rosters/roster-sources.server'
import { rosterSyncJob } from '@/features/rosters/roster-sync-job.server'
import { ROSTER_SYNC_QUEUE } from '@/features/rosters/roster-syncs.server'
import { deleteDueSchools, deleteInactiveStudents } from '@/features/settings/school-deletion.server'
import { deleteExpiredSignIns } from '@/server/auth/upkeep'
import type { Db } from '@/server/db/client'
import { deleteFinishedJobs } from '@/server/jobs/queue'
import { DAY_MS, HOUR_MS, MINUTE_MS, type ScheduledJob, upkeepHandler } from '@/server/jobs/schedule'
import type { JobHandler } from '@/server/jobs/worker'
import { resendFailedMail, trimMailOutbox } from '@/server/mail/mailer'
import { paymentsProvider } from '@/server/payments/payments-provider.server'

/** Every queue the app's workers serve and the handler of each. Add a queue here. */
export function jobHandlers(): Record<string, JobHandler> {
  return {
    [STUDENT_IMPORT_QUEUE]: studentImportJob(),
    [LESSON_GOALS_QUEUE]: lessonGoalsJob(),
    [DATA_EXPORT_QUEUE]: dataExportJob(),
    [ROSTER_SYNC_QUEUE]: rosterSyncJob({ oneroster_rest: oneRosterRestFetcher() }),
  }
}

/** How long finished jobs stay in the `jobs` table (for looking into what happened). */
const KEEP_FINISHED_JOBS = { days: 30, scheduledDays: 2 }

/**
 * Upkeep: each runs every period, once across all instances (src/server/jobs/schedule.ts,
 * docs/operations.md, decision 103). Each is safe to run twice and late.
 */
export function scheduledJobs(): ScheduledJob[] {
  return [
    {
      queue: 'upkeep:mail-retry',
      everyMs: MINUTE_MS,
      handler: upkeepHandler((db) => resendFailedMail(db)),
    },
    {
      queue: 'upkeep:expired-sign-ins',
      everyMs: HOUR_MS,
      handler: upkeepHandler((db) => deleteExpiredSignIns(db)),
    },
    {
      queue: 'upkeep:import-passwords',
      everyMs: HOUR_MS,
      handler: upkeepHandler(async (db) => ({ purgedRows: await purgeExpiredImportSecrets(db) })),
    },
    {
      queue: 'upkeep:mail-outbox',
      everyMs: DAY_MS,
      handler: upkeepHandler(async (db) => ({ deleted: await trimMailOutbox(db) })),
    },
    {
      queue: 'upkeep:page-views',
      everyMs: DAY_MS,
      handler: upkeepHandler(async (db) => ({ deleted: await trimPageViews(db) })),
    },
    // Retention of school data (docs/privacy.md).
    {
      queue: 'upkeep:school-deletions',
      everyMs: HOUR_MS,
      handler: upkeepHandler((db) => deleteDueSchools(db, paymentsProvider)),
    },
    {
      queue: 'upkeep:data-exports',
      everyMs: HOUR_MS,
      handler: upkeepHandler(async (db) => ({ deleted: await deleteExpiredExports(db) })),
    },
    {
      queue: 'upkeep:inactive-students',
      everyMs: DAY_MS,
      handler: upkeepHandler((db) => deleteInactiveStudents(db)),
    },
    // Quick-joined children nobody made an account for, 14 days after their last activity (decision 161).
    {
      queue: 'upkeep:quick-join-students',
      everyMs: DAY_MS,
      handler: upkeepHandler((db) => deleteExpiredQuickJoins(db)),
    },
    // The audit record of who saw children's data: 2 years (decision 169).
    {
      queue: 'upkeep:audit-events',
      everyMs: DAY_MS,
      handler: upkeepHandler(async (db) => ({ deleted: await trimAuditEvents(db) })),
    },
    // Each school's OneRoster connection with the daily sync on (docs/integrations.md).
    {
      queue: 'upkeep:roster-syncs',
      everyMs: DAY_MS,
      handler: upkeepHandler((db) => startDailyRosterSyncs(db)),
    },
    {
      queue: 'upkeep:finished-jobs',
      everyMs: DAY_MS,
      handler: upkeepHandler(async (db) => ({ deleted: await deleteFinishedJobs(db, KEEP_FINISHED_JOBS) })),
    },
  ]
}

/** Work a server queues when its worker starts; each is idempotent (dedupe keys). */
export async function enqueueStartupJobs(db: Db): Promise<boolean> {
  return enqueueMissingGoals(db)
}
