import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { profiles, schools, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { describeEachDatabase } from '@/test/database'
import { publicError, SERVER_FAULT_MESSAGE } from './public-error'

/** The error a statement fails with (Drizzle's wrapper around the driver's error). */
async function failure(statement: PromiseLike<unknown>): Promise<unknown> {
  try {
    await statement
  } catch (error) {
    return error
  }
  throw new Error('the statement should have failed')
}

/** No SQL, parameters or constraint names in what the person sees. */
function expectPlain(answer: HttpError) {
  for (const text of [answer.message, ...answer.errors.map((e) => e.message)]) {
    expect(text).not.toMatch(/insert|select|params|profiles_|schools_|violates|"|\$\d/i)
  }
}

let sequence = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`

describeEachDatabase('publicError on database refusals', (getDb) => {
  afterEach(() => vi.restoreAllMocks())

  it('a name longer than its check allows is a 400 at that field, in a plain sentence', async () => {
    const db = getDb()
    const [school] = await db
      .insert(schools)
      .values({ subdomain: unique('pe'), name: 'School' })
      .returning()
    const [user] = await db.insert(users).values({ name: 'Student' }).returning()
    const error = await failure(
      db
        .insert(profiles)
        .values({ userId: user!.id, schoolId: school!.id, role: 'STUDENT', name: 'a'.repeat(81) }),
    )
    const answer = publicError(error, 'test')
    expect(answer.status).toBe(400)
    expect(answer.errors).toEqual([{ field: 'name', message: answer.message }])
    expect(answer.message).toBe('The name is empty or too long. Shorten it and try again.')
    expectPlain(answer)
  })

  it('a duplicate is a 400 naming the typed column, not the school id', async () => {
    const db = getDb()
    const subdomain = unique('dup')
    await db.insert(schools).values({ subdomain, name: 'One' })
    const answer = publicError(await failure(db.insert(schools).values({ subdomain, name: 'Two' })), 'test')
    expect(answer.status).toBe(400)
    expect(answer.message).toBe('That subdomain is already taken. Choose another one.')
    expect(answer.errors[0]?.field).toBe('subdomain')
    expectPlain(answer)
  })

  it('a missing reference, an invalid UUID, a NUL character and a huge number are 400s', async () => {
    const db = getDb()
    const [school] = await db
      .insert(schools)
      .values({ subdomain: unique('ref'), name: 'School' })
      .returning()
    const statements = [
      db.insert(profiles).values({
        userId: '00000000-0000-0000-0000-000000000000',
        schoolId: school!.id,
        role: 'STUDENT',
        name: 'Kid',
      }),
      db.execute(sql`select ${'not-a-uuid'}::uuid`),
      db.insert(schools).values({ subdomain: unique('nul'), name: 'a\u0000b' }),
      db.execute(sql`select ${'99999999999'}::int`),
    ]
    for (const statement of statements) {
      const answer = publicError(await failure(statement), 'test')
      expect(answer.status).toBe(400)
      expectPlain(answer)
    }
  })
})

describe('publicError on everything else', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps an HttpError as it is', () => {
    const error = new HttpError(403, 'Not yours.')
    expect(publicError(error, 'test')).toBe(error)
  })

  it('answers any other error with a generic 500 and logs the detail with where it happened', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new Error('Failed query: select "secret" from "profiles"')
    const answer = publicError(error, 'server function fetchThing (src/x.functions.ts)')
    expect(answer.status).toBe(500)
    expect(answer.message).toBe(SERVER_FAULT_MESSAGE)
    expect(answer.errors).toEqual([])
    expect(log).toHaveBeenCalledWith('[server error] server function fetchThing (src/x.functions.ts):', error)
  })

  it('does not log a client that hung up while its request was read (no stack trace): 499', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hangUps = [
      Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
      new DOMException('The request was aborted.', 'AbortError'),
      Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }),
    ]
    for (const error of hangUps) expect(publicError(error, 'POST /api/auth/login').status).toBe(499)
    expect(log).not.toHaveBeenCalled()
    // A reset the server caused itself (a lost database connection) is still its fault.
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    expect(publicError(reset, 'test').status).toBe(500)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('treats a database error that is not about the input (a lost connection) as the server’s fault', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' })
    expect(publicError(new Error('Failed query', { cause: lost }), 'test').status).toBe(500)
  })
})
