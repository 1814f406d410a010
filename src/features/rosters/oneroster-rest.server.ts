import { type RosterHttpOptions, RosterSourceError, rosterFetch } from './roster-http.server'
import { clip, gradeOfRoster, type RosterRecord } from './roster-records'

/**
 * OneRoster 1.2 REST (rostering service): an OAuth 2 client-credentials token from the school's
 * token URL, then classes, users and enrollments page by page (limit and offset). Every read is
 * whole, so a REST sync is a bulk roster. Only the fields this product keeps are read: never the
 * password, guardians' records or demographics.
 */
export interface OneRosterRestSource {
  baseUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
}

const SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly'
const PATH = '/ims/oneroster/rostering/v1p2'
const REST_PAGE_SIZE = 1000
const BATCH = 1000

type Json = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const ref = (value: unknown) => str((value as Json | null)?.sourcedId)
const gradesOf = (value: unknown) => (Array.isArray(value) ? value.map(str).join(',') : str(value))

async function token(source: OneRosterRestSource, options: RosterHttpOptions): Promise<string> {
  const basic = Buffer.from(`${source.clientId}:${source.clientSecret}`).toString('base64')
  const { status, body } = await rosterFetch(
    source.tokenUrl,
    {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPE }).toString(),
    },
    options,
  )
  const accessToken = str((body as Json | null)?.access_token)
  if (status === 400 || status === 401 || !accessToken) {
    throw new RosterSourceError(
      `The information system refused the client id and secret (${status}). Check them in the roster settings.`,
    )
  }
  return accessToken
}

/** Every record of a collection, page by page, handed on as it comes. */
async function eachPage(
  source: OneRosterRestSource,
  collection: 'classes' | 'users' | 'enrollments',
  bearer: { value: string },
  options: RosterHttpOptions,
  onItems: (items: Json[]) => Promise<void>,
): Promise<void> {
  const base = source.baseUrl.replace(/\/+$/, '')
  const size = options.pageSize ?? REST_PAGE_SIZE
  for (let offset = 0; ; offset += size) {
    const url = `${base}${PATH}/${collection}?limit=${size}&offset=${offset}`
    let page = await rosterFetch(url, { headers: { authorization: `Bearer ${bearer.value}` } }, options)
    if (page.status === 401) {
      // The token ran out mid-sync: a new one, and the same page again.
      bearer.value = await token(source, options)
      page = await rosterFetch(url, { headers: { authorization: `Bearer ${bearer.value}` } }, options)
    }
    if (page.status !== 200) {
      throw new RosterSourceError(`${collection} answered ${page.status} at offset ${offset}.`)
    }
    const items = (page.body as Json | null)?.[collection]
    if (!Array.isArray(items)) {
      throw new RosterSourceError(`${collection} at offset ${offset} has no "${collection}" list.`)
    }
    if (items.length > 0) await onItems(items as Json[])
    const total = Number(page.headers.get('x-total-count'))
    if (items.length < size || (Number.isFinite(total) && total > 0 && offset + items.length >= total)) return
  }
}

const statusOf = (item: Json) =>
  (str(item.status) === 'tobedeleted' ? 'tobedeleted' : 'active') as RosterRecord['status']

/** Reads the whole roster from the school's OneRoster server into `sink`, in batches. */
export async function readOneRosterRest(
  source: OneRosterRestSource,
  sink: (batch: RosterRecord[]) => Promise<void>,
  options: RosterHttpOptions = {},
): Promise<{ notKept: { family: number; otherStaff: number } }> {
  const bearer = { value: await token(source, options) }
  let batch: RosterRecord[] = []
  const push = async (record: RosterRecord) => {
    batch.push(record)
    if (batch.length >= BATCH) {
      const full = batch
      batch = []
      await sink(full)
    }
  }
  await eachPage(source, 'classes', bearer, options, async (items) => {
    for (const item of items) {
      if (!str(item.sourcedId)) continue
      await push({
        kind: 'class',
        sourcedId: str(item.sourcedId),
        status: statusOf(item),
        title: clip(str(item.title), 60),
        grade: gradeOfRoster(gradesOf(item.grades)),
      })
    }
  })
  const notKept = { family: 0, otherStaff: 0 }
  await eachPage(source, 'users', bearer, options, async (items) => {
    for (const item of items) {
      const roles = Array.isArray(item.roles)
        ? (item.roles as Json[]).map((role) => str(role.role))
        : [str(item.role)].filter(Boolean)
      const kind = roles.includes('student')
        ? 'student'
        : roles.includes('teacher') || roles.includes('aide')
          ? 'teacher'
          : null
      if (!kind) {
        if (roles.some((role) => role === 'guardian' || role === 'parent' || role === 'relative'))
          notKept.family++
        else notKept.otherStaff++
        continue
      }
      if (!str(item.sourcedId)) continue
      const email = str(item.email).toLowerCase()
      await push({
        kind,
        sourcedId: str(item.sourcedId),
        status:
          item.enabledUser === false || str(item.enabledUser) === 'false' ? 'tobedeleted' : statusOf(item),
        firstName: clip(str(item.preferredGivenName) || str(item.givenName), 40),
        lastName: clip(str(item.preferredFamilyName) || str(item.familyName), 40),
        email: /^[^@\s]+@[^@\s]+$/.test(email) ? email : null,
        username: str(item.username).toLowerCase(),
        grade: kind === 'student' ? gradeOfRoster(gradesOf(item.grades)) : null,
      })
    }
  })
  await eachPage(source, 'enrollments', bearer, options, async (items) => {
    for (const item of items) {
      const role = str(item.role)
      if ((role !== 'student' && role !== 'teacher') || !str(item.sourcedId)) continue
      await push({
        kind: 'enrollment',
        sourcedId: str(item.sourcedId),
        status: statusOf(item),
        classSourcedId: ref(item.class),
        userSourcedId: ref(item.user),
        role,
      })
    }
  })
  if (batch.length > 0) await sink(batch)
  return { notKept }
}
