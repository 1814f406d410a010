import { afterEach, beforeEach, expect, it } from 'vitest'
import { TOKEN_COOKIE } from '@/server/auth/auth-cookies'
import { issueToken } from '@/server/auth/one-time-tokens'
import { findLiveSession } from '@/server/auth/sessions'
import { describeEachDatabase } from '@/test/database'
import { addProfile, createClass, createSchool, createUser, uniqueId } from '@/test/factories'
import { CookieJar, productHost, requestTo, schoolHost, serveFrom } from '@/test/requests'
import { setPasswordRequest } from './auth.server'

/** Decision 106: a first password signs in on its school's host; a reset never does. */
describeEachDatabase('the first password signs in', (getDb) => {
  let restore: () => void = () => {}
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  async function setPassword(host: string, kind: 'invite' | 'reset', userId: string) {
    const jar = new CookieJar()
    const { token } = await issueToken(getDb(), { kind, userId })
    const answer = await setPasswordRequest(
      requestTo(jar, host, '/set-password'),
      { kind, token, password: 'a first password of mine' },
      `ip-${uniqueId()}`,
    )
    jar.take(host, answer.cookies)
    return { answer, session: jar.value(host, TOKEN_COOKIE) }
  }

  it('a new school’s admin is signed in at their school and starts at its first class', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, school, 'ADMIN')
    const { answer, session } = await setPassword(schoolHost(school.subdomain), 'invite', user.id)
    expect(answer).toMatchObject({ signedIn: true, next: '/dashboard/groups/new' })
    expect(session).toBeTruthy()
    expect((await findLiveSession(db, session!))?.userId).toBe(user.id)
  })

  it('an invited teacher of a school with classes starts at the overview', async () => {
    const db = getDb()
    const school = await createSchool(db)
    await createClass(db, school)
    const user = await createUser(db)
    await addProfile(db, user, school, 'TEACHER')
    const { answer } = await setPassword(schoolHost(school.subdomain), 'invite', user.id)
    expect(answer).toMatchObject({ signedIn: true, next: '/dashboard/overview' })
  })

  it('a reset, or a link opened on another host, sets the password without signing in', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const other = await createSchool(db)
    const user = await createUser(db)
    await addProfile(db, user, school, 'TEACHER')
    const reset = await setPassword(schoolHost(school.subdomain), 'reset', user.id)
    expect(reset.answer).toMatchObject({ signedIn: false, next: null })
    expect(reset.session).toBeNull()
    const elsewhere = await setPassword(schoolHost(other.subdomain), 'invite', user.id)
    expect(elsewhere.answer.signedIn).toBe(false)
    expect(elsewhere.session).toBeNull()
    const main = await setPassword(productHost(), 'invite', user.id)
    expect(main.answer.signedIn).toBe(false)
  })
})
