import { createServerFn } from '@tanstack/react-start'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { publicAccess } from '@/server/middleware/auth'
import { getContentPageInput } from './content.schemas'
import { findPublishedPage } from './content.server'

export const getContentPage = createServerFn({ method: 'GET' })
  .middleware([publicAccess('published content pages are for everyone')])
  .validator(validInput(getContentPageInput))
  .handler(async ({ data }) => findPublishedPage(await getDb(), data.slug))
