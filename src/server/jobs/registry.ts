import { studentImportJob } from '@/features/imports/import-job.server'
import { STUDENT_IMPORT_QUEUE } from '@/features/imports/imports.server'
import type { JobHandler } from './worker'

/** Every queue the app's workers serve and the handler of each. Add a queue here. */
export function jobHandlers(): Record<string, JobHandler> {
  return {
    [STUDENT_IMPORT_QUEUE]: studentImportJob(),
  }
}
