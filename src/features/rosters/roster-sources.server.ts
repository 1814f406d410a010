import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { type Actor, assertSchoolAdmin } from '@/server/auth/actor'
import { openSecret, sealSecret } from '@/server/crypto/secrets'
import type { Db } from '@/server/db/client'
import { rosterSources, rosterSyncs, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { enqueueJob } from '@/server/jobs/queue'
import { PermanentJobError } from '@/server/jobs/worker'
import { readOneRosterRest } from './oneroster-rest.server'
import { checkSourceUrl, type RosterHttpOptions, RosterSourceError } from './roster-http.server'
import { ROSTER_SYNC_QUEUE, type RosterFetcher, stageRecords, trimRosterSyncs } from './roster-syncs.server'

/**
 * The school's OneRoster REST connection (one per school): base URL, token URL, client id and the
 * client secret, sealed with SECRETS_KEY. "Sync now" and the daily upkeep start a sync that the
 * job reads from the server, previews, and applies unless it would archive more than 20 % of the
 * students (then it waits for the admin).
 */
export interface OneRosterConnection {
  baseUrl: string
  tokenUrl: string
  clientId: string
  hasSecret: boolean
  daily: boolean
}

export async function getOneRosterConnection(db: Db, actor: Actor): Promise<OneRosterConnection | null> {
  assertSchoolAdmin(actor)
  const [row] = await db
    .select()
    .from(rosterSources)
    .where(
      and(
        eq(rosterSources.schoolId, actor.schoolId),
        eq(rosterSources.kind, 'oneroster_rest'),
        isNull(rosterSources.ownerProfileId),
      ),
    )
  if (!row) return null
  return {
    baseUrl: row.baseUrl ?? '',
    tokenUrl: row.tokenUrl ?? '',
    clientId: row.clientId ?? '',
    hasSecret: Boolean(row.clientSecretEncrypted),
    daily: row.daily,
  }
}

/** Saves the connection; an empty secret keeps the one saved before. */
export async function saveOneRosterConnection(
  db: Db,
  actor: Actor,
  input: { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string; daily: boolean },
): Promise<OneRosterConnection> {
  assertSchoolAdmin(actor)
  for (const [field, url] of [
    ['baseUrl', input.baseUrl],
    ['tokenUrl', input.tokenUrl],
  ] as const) {
    try {
      await checkSourceUrl(url)
    } catch (error) {
      if (!(error instanceof RosterSourceError)) throw error
      throw new HttpError(400, error.message, [{ field, message: error.message }])
    }
  }
  const sealed = input.clientSecret ? Buffer.from(sealSecret(input.clientSecret)).toString('base64') : null
  const values = {
    baseUrl: input.baseUrl,
    tokenUrl: input.tokenUrl,
    clientId: input.clientId,
    daily: input.daily,
    ...(sealed ? { clientSecretEncrypted: sealed } : {}),
  }
  const existing = await getOneRosterConnection(db, actor)
  if (existing) {
    await db
      .update(rosterSources)
      .set(values)
      .where(
        and(
          eq(rosterSources.schoolId, actor.schoolId),
          eq(rosterSources.kind, 'oneroster_rest'),
          isNull(rosterSources.ownerProfileId),
        ),
      )
  } else {
    if (!sealed)
      throw new HttpError(400, 'Enter the client secret.', [
        { field: 'clientSecret', message: 'Enter the client secret.' },
      ])
    await db.insert(rosterSources).values({ schoolId: actor.schoolId, kind: 'oneroster_rest', ...values })
  }
  return (await getOneRosterConnection(db, actor))!
}

/** A sync of a source, queued; one at a time per source (a second "Sync now" returns the first). */
async function startSourceSync(
  db: Db,
  source: { id: string; schoolId: string; kind: string },
  by: { profileId: string | null; trigger: 'admin' | 'teacher' | 'schedule' },
): Promise<{ syncId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: rosterSyncs.id })
      .from(rosterSyncs)
      .where(
        and(
          eq(rosterSyncs.sourceId, source.id),
          inArray(rosterSyncs.status, ['staging', 'queued', 'running']),
          gt(rosterSyncs.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .limit(1)
    if (running) return { syncId: running.id, created: false }
    const [sync] = await tx
      .insert(rosterSyncs)
      .values({
        schoolId: source.schoolId,
        sourceId: source.id,
        source: source.kind,
        status: 'staging',
        trigger: by.trigger,
        startedByProfileId: by.profileId,
      })
      .returning({ id: rosterSyncs.id })
    await enqueueJob(tx, {
      queue: ROSTER_SYNC_QUEUE,
      payload: { syncId: sync!.id },
      dedupeKey: `${ROSTER_SYNC_QUEUE}:${sync!.id}`,
      maxAttempts: 3,
    })
    return { syncId: sync!.id, created: true }
  })
}

/** "Sync now" on the import page. */
export async function syncOneRosterNow(db: Db, actor: Actor): Promise<{ syncId: string }> {
  assertSchoolAdmin(actor)
  const [source] = await db
    .select({ id: rosterSources.id, schoolId: rosterSources.schoolId, kind: rosterSources.kind })
    .from(rosterSources)
    .where(
      and(
        eq(rosterSources.schoolId, actor.schoolId),
        eq(rosterSources.kind, 'oneroster_rest'),
        isNull(rosterSources.ownerProfileId),
      ),
    )
  if (!source)
    throw new HttpError(409, 'Connect your information system first (its address, client id and secret).')
  const { syncId } = await startSourceSync(db, source, { profileId: actor.profileId, trigger: 'admin' })
  return { syncId }
}

/**
 * Upkeep, once a day: every school's OneRoster connection with the daily sync on (not a deleted school's); and old
 * previews and records go (trimRosterSyncs).
 */
export async function startDailyRosterSyncs(
  db: Db,
): Promise<{ started: number; expired: number; deleted: number }> {
  const sources = await db
    .select({ id: rosterSources.id, schoolId: rosterSources.schoolId, kind: rosterSources.kind })
    .from(rosterSources)
    // A deleted school reads nothing more from its information system.
    .innerJoin(schools, eq(schools.id, rosterSources.schoolId))
    .where(
      and(eq(rosterSources.kind, 'oneroster_rest'), eq(rosterSources.daily, true), isNull(schools.deletedAt)),
    )
  let started = 0
  for (const source of sources) {
    const result = await startSourceSync(db, source, { profileId: null, trigger: 'schedule' })
    if (result.created) started++
  }
  return { started, ...(await trimRosterSyncs(db)) }
}

/** The job's reader for OneRoster REST: the source of the sync's own school, nothing else. */
export function oneRosterRestFetcher(http: RosterHttpOptions = {}): RosterFetcher {
  return async (db, sync, context) => {
    if (!sync.sourceId) throw new PermanentJobError('The sync has no source.')
    const [source] = await db
      .select()
      .from(rosterSources)
      .where(and(eq(rosterSources.id, sync.sourceId), eq(rosterSources.schoolId, sync.schoolId)))
    if (!source?.baseUrl || !source.tokenUrl || !source.clientId || !source.clientSecretEncrypted) {
      throw new PermanentJobError('The connection to the information system is not complete.')
    }
    const clientSecret = openSecret(Buffer.from(source.clientSecretEncrypted, 'base64'))
    if (clientSecret === null) {
      throw new PermanentJobError(
        'The saved client secret cannot be read (SECRETS_KEY changed): enter it again.',
      )
    }
    try {
      await checkSourceUrl(source.baseUrl, http.allowPrivateHosts)
      await checkSourceUrl(source.tokenUrl, http.allowPrivateHosts)
      const read = await readOneRosterRest(
        { baseUrl: source.baseUrl, tokenUrl: source.tokenUrl, clientId: source.clientId, clientSecret },
        async (batch) => {
          await stageRecords(db, sync.id, batch)
          await context.heartbeat()
        },
        { ...http, signal: context.signal },
      )
      const notes: string[] = []
      if (read.notKept.family > 0) notes.push(`${read.notKept.family} guardians and parents: not kept.`)
      return { modes: { users: 'bulk', classes: 'bulk', enrollments: 'bulk' }, notes }
    } catch (error) {
      // A refused secret or a wrong address will not mend itself: no retry.
      if (
        error instanceof RosterSourceError &&
        /refused|not JSON|private network|https/.test(error.message)
      ) {
        throw new PermanentJobError(error.message)
      }
      throw error
    }
  }
}
