import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { rosterLinks, rosterSources, rosterSyncRecords, rosterSyncs } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { appConfig } from '~/app.config'
import { type RosterHttpOptions, RosterSourceError, rosterFetch } from './roster-http.server'
import { clip, type RosterRecord } from './roster-records'
import { previewSync, type RosterSyncStatus, stageRecords } from './roster-syncs.server'

/**
 * Google Classroom (plain REST, decision 176): a teacher imports the courses where they teach,
 * with their students and co-teachers, and imports them again whenever they like. A Classroom
 * user's id is their Google account's id, which is also the `sub` of a Google sign-in, so the
 * students it makes sign in with Google and nothing else (decision 171). The access token is the
 * teacher's Google token with the Classroom read-only scopes; it is used for this read and not
 * kept.
 */
type Json = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

async function eachPage(
  url: string,
  key: string,
  accessToken: string,
  options: RosterHttpOptions,
  onItems: (items: Json[]) => Promise<void>,
): Promise<void> {
  let pageToken = ''
  for (let page = 0; page < 1000; page++) {
    const pageUrl = `${url}${url.includes('?') ? '&' : '?'}pageSize=100${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`
    const { status, body } = await rosterFetch(
      pageUrl,
      { headers: { authorization: `Bearer ${accessToken}` } },
      options,
    )
    if (status === 401 || status === 403) {
      throw new RosterSourceError(
        'Google did not let us read your classes. Sign in with Google again and allow CodeSchool to see your Classroom classes.',
      )
    }
    if (status !== 200) throw new RosterSourceError(`Google Classroom answered ${status}.`)
    const items = (body as Json | null)?.[key]
    if (Array.isArray(items) && items.length > 0) await onItems(items as Json[])
    pageToken = str((body as Json | null)?.nextPageToken)
    if (!pageToken) return
  }
}

function person(kind: 'student' | 'teacher', item: Json): RosterRecord | null {
  const profile = (item.profile ?? {}) as Json
  const name = (profile.name ?? {}) as Json
  const id = str(item.userId) || str(profile.id)
  if (!id) return null
  const email = str(profile.emailAddress).toLowerCase()
  return {
    kind,
    sourcedId: id,
    status: 'active',
    firstName: clip(str(name.givenName) || str(name.fullName), 40),
    lastName: clip(str(name.familyName), 40),
    email: /^[^@\s]+@[^@\s]+$/.test(email) ? email : null,
    username: email ? email.split('@')[0]! : null,
    grade: null,
  }
}

const courseTitle = (course: Json) =>
  clip([str(course.name), str(course.section)].filter(Boolean).join(' '), 60) || 'Classroom class'

/** The teacher's active courses (where they teach), as Classroom lists them. */
async function activeCourses(accessToken: string, options: RosterHttpOptions): Promise<Json[]> {
  const courses: Json[] = []
  await eachPage(
    `${appConfig().rosters.classroomApiUrl}/v1/courses?teacherId=me&courseStates=ACTIVE`,
    'courses',
    accessToken,
    options,
    async (items) => {
      courses.push(...items.filter((course) => str(course.id)))
    },
  )
  return courses
}

/** Reads the teacher's active courses (or only those named) with their students and teachers. */
async function readGoogleClassroom(
  accessToken: string,
  sink: (records: RosterRecord[]) => Promise<void>,
  options: RosterHttpOptions = {},
  only?: readonly string[],
): Promise<{ courses: number }> {
  const base = appConfig().rosters.classroomApiUrl
  const courses = (await activeCourses(accessToken, options)).filter(
    (course) => !only || only.includes(str(course.id)),
  )
  for (const course of courses) {
    const id = str(course.id)
    const title = courseTitle(course)
    const records: RosterRecord[] = [{ kind: 'class', sourcedId: id, status: 'active', title, grade: null }]
    for (const [kind, key] of [
      ['student', 'students'],
      ['teacher', 'teachers'],
    ] as const) {
      await eachPage(
        `${base}/v1/courses/${encodeURIComponent(id)}/${key}`,
        key,
        accessToken,
        options,
        async (items) => {
          for (const item of items) {
            const record = person(kind, item)
            if (!record) continue
            records.push(record, {
              kind: 'enrollment',
              sourcedId: `${id}:${record.sourcedId}`,
              status: 'active',
              classSourcedId: id,
              userSourcedId: record.sourcedId,
              role: kind,
            })
          }
        },
      )
    }
    await sink(records)
  }
  return { courses: courses.length }
}

/**
 * A teacher's import of their Classroom courses: read now (a teacher's few classes), staged and
 * previewed; the teacher applies it like any sync. Only the courses read change: students are
 * never archived by it (they may be in other classes), and memberships are compared within those
 * courses only.
 */
export async function importGoogleClassroom(
  db: Db,
  actor: Actor,
  input: { accessToken: string; courseIds?: readonly string[] },
  http: RosterHttpOptions = {},
): Promise<{ syncId: string; status: RosterSyncStatus }> {
  assertAdult(actor)
  let [source] = await db
    .select({ id: rosterSources.id })
    .from(rosterSources)
    .where(and(eq(rosterSources.ownerProfileId, actor.profileId), eq(rosterSources.kind, 'google_classroom')))
  if (!source) {
    ;[source] = await db
      .insert(rosterSources)
      .values({
        schoolId: actor.schoolId,
        kind: 'google_classroom',
        ownerProfileId: actor.profileId,
        daily: false,
      })
      .returning({ id: rosterSources.id })
  }
  const [sync] = await db
    .insert(rosterSyncs)
    .values({
      schoolId: actor.schoolId,
      sourceId: source!.id,
      source: 'google_classroom',
      status: 'staging',
      trigger: actor.visitorType === 'teacher' ? 'teacher' : 'admin',
      startedByProfileId: actor.profileId,
    })
    .returning({ id: rosterSyncs.id, schoolId: rosterSyncs.schoolId, source: rosterSyncs.source })
  try {
    const seen = new Set<string>()
    const read = await readGoogleClassroom(
      input.accessToken,
      // A student in two of the teacher's courses is one person.
      (records) =>
        stageRecords(
          db,
          sync!.id,
          records.filter((record) => {
            const key = `${record.kind}:${record.sourcedId}`
            if (seen.has(key)) return false
            seen.add(key)
            return true
          }),
        ),
      http,
      input.courseIds,
    )
    const notes = read.courses === 0 ? ['Google Classroom lists no active class where you teach.'] : []
    await previewSync(db, sync!, { users: 'delta', classes: 'delta', enrollments: 'bulk' }, notes)
    return { syncId: sync!.id, status: 'preview' }
  } catch (error) {
    await db.delete(rosterSyncRecords).where(eq(rosterSyncRecords.syncId, sync!.id))
    const message = error instanceof RosterSourceError ? error.message : 'Google Classroom could not be read.'
    await db
      .update(rosterSyncs)
      .set({
        status: 'failed',
        errors: [{ kind: 'file', message }],
        errorCount: 1,
        finishedAt: sql`now()`,
      })
      .where(eq(rosterSyncs.id, sync!.id))
    if (error instanceof RosterSourceError) throw new HttpError(409, message)
    throw error
  }
}

export interface ClassroomCourseRow {
  id: string
  title: string
  /** The class an earlier import made of it (or linked), if any. */
  classId: string | null
}

/** The teacher's active Classroom courses to choose from, each with the class it already is here. */
export async function listClassroomCourses(
  db: Db,
  actor: Actor,
  accessToken: string,
  http: RosterHttpOptions = {},
): Promise<ClassroomCourseRow[]> {
  assertAdult(actor)
  let courses: Json[]
  try {
    courses = await activeCourses(accessToken, http)
  } catch (error) {
    if (error instanceof RosterSourceError) throw new HttpError(409, error.message)
    throw error
  }
  const ids = courses.map((course) => str(course.id))
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ sourcedId: rosterLinks.sourcedId, classId: rosterLinks.classId })
          .from(rosterLinks)
          .where(
            and(
              eq(rosterLinks.schoolId, actor.schoolId),
              eq(rosterLinks.source, 'google'),
              eq(rosterLinks.kind, 'class'),
              inArray(rosterLinks.sourcedId, ids),
            ),
          )
  const classOf = new Map(links.map((link) => [link.sourcedId, link.classId]))
  return courses.map((course) => ({
    id: str(course.id),
    title: courseTitle(course),
    classId: classOf.get(str(course.id)) ?? null,
  }))
}
