import { and, eq, isNull, or, type SQL } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import { cards } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/** Who is looking: from the session, never from input. */
export type Viewer = Pick<Actor, 'profileId' | 'schoolId' | 'visitorType'>

export function notFound(what: string): HttpError {
  return new HttpError(
    404,
    `${what} was not found. It may have been removed, or it belongs to another school.`,
  )
}

/** Published courses of the global catalog and of the viewer's own school. */
export function visibleCards(schoolId: string): SQL {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, schoolId)))!
}
