import { createServerFn } from '@tanstack/react-start'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { clientIp } from '@/server/middleware/api-handler'
import { publicAccess } from '@/server/middleware/auth'
import { pageViewSchema } from './page-views.schemas'
import { recordPageView } from './page-views.server'

/**
 * Counts a page view (the router calls it after each navigation; /login and /join are skipped).
 * Public: anyone browsing is counted, but only for a page of the app and within the address's
 * limit (page-views.server.ts, decision 084).
 */
export const recordPageViewFn = createServerFn({ method: 'POST' })
  .middleware([publicAccess("every visitor's page views are counted, guests included")])
  .validator(validInput(pageViewSchema))
  .handler(async ({ data }) => ({
    ok: await recordPageView(await getDb(), { path: data.path, ip: clientIp() }),
  }))
