import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { getDb } from '@/server/db/client'
import { recordPageView } from './page-views.server'

/** Counts a page view (the router calls it after each navigation; /login and /join are skipped). */
export const recordPageViewFn = createServerFn({ method: 'POST' })
  .validator(z.object({ path: z.string().check(z.minLength(1), z.maxLength(2048)) }))
  .handler(async ({ data }) => {
    await recordPageView(await getDb(), data.path)
    return { ok: true }
  })
