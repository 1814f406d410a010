import { createServerFn } from '@tanstack/react-start'
import { getContentPageInput } from './content.schemas'
import { findPublishedPage } from './content.server'

export const getContentPage = createServerFn({ method: 'GET' })
  .validator(getContentPageInput)
  .handler(({ data }) => findPublishedPage(data.slug))
