import { mainOrigin, type ProductSite, schoolOrigin } from '@/lib/hosts'
import { m } from '@/paraglide/messages'
import type { SchoolLookup } from '@/server/auth/school-lookup-cache'
import { HttpError } from '@/server/errors'

/**
 * The origin of links mailed or handed out from a request (decision 007): the configured scheme and
 * PRODUCT_HOST, with the school's label when the request came to a school. Nothing of the request
 * but its (admitted, classified) host's place goes into it.
 */
export function linkOriginOf(place: SchoolLookup, site: ProductSite): string {
  if (place.kind === 'main') return mainOrigin(site)
  if (place.kind === 'school') return schoolOrigin(place.school.subdomain, site)
  throw new HttpError(404, m.server_school_not_found())
}
