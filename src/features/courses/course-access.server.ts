import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import { type NotFoundThing, thingName } from '@/server/auth/managed-scope'
import { cards } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/** Who is looking: from the session, never from input. */
export type Viewer = Pick<Actor, 'profileId' | 'schoolId' | 'visitorType'>

/** A course or lesson the viewer cannot open: 404, in the request's language (decision 219). */
export function notFound(what: NotFoundThing): HttpError {
  return new HttpError(404, m.server_not_found_removed({ what: thingName(what) }))
}

/** Published courses of the global catalog and of the viewer's own school. */
export function visibleCards(schoolId: string): SQL {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, schoolId)))!
}
