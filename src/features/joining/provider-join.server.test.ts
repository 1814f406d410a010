import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { callbackUrl, useProvidersForTests } from '@/features/sign-in-providers/oidc-configuration.server'
import { finishProviderSignIn } from '@/features/sign-in-providers/provider-sign-in-callback.server'
import { startProviderSignIn } from '@/features/sign-in-providers/provider-sign-in-start.server'
import { classMembers, identityLinks, profiles, schoolSignInProviders } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createClass, createSchool, uniqueId } from '@/test/factories'
import { browseToCallback } from '@/test/provider-browser'
import { startTestProvider, type TestProvider } from '../../../scripts/test-oidc-provider'
import { makeStudentFromProvider } from './provider-join.server'

let google: TestProvider

beforeAll(async () => {
  google = await startTestProvider({ name: 'Google', redirectUris: [callbackUrl()] })
  useProvidersForTests({
    google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
  })
})

afterAll(async () => {
  useProvidersForTests(null)
  await google.close()
})

beforeEach(() => {
  google.autoSignIn.account = null
  google.autoSignIn.cancel = false
})

const browse = (start: string) => browseToCallback(start, callbackUrl())

describeEachDatabase('a child joins a class through the school’s provider (/join)', (getDb) => {
  async function schoolWithGoogle(selfRegistration: boolean) {
    const school = await createSchool(getDb(), { paid: 'school' })
    await getDb()
      .insert(schoolSignInProviders)
      .values({
        schoolId: school.id,
        provider: 'google',
        enabled: true,
        allowedDomains: ['school.org'],
        selfRegistration,
      })
    return school
  }

  function child() {
    const sub = `kid-${uniqueId()}`
    // A pupil's Workspace account: a verified address of the school's own domain.
    google.accounts.set(sub, { sub, email: `${sub}@school.org`, name: 'Kim Lee', hd: 'school.org' })
    google.autoSignIn.account = sub
    return sub
  }

  async function join(school: { id: string }, classCode: string) {
    const started = await startProviderSignIn(getDb(), {
      school,
      provider: 'google',
      purpose: 'join',
      classCode,
    })
    const answer = await browse(started.location)
    const outcome = await finishProviderSignIn(getDb(), answer, { makeStudent: makeStudentFromProvider })
    const url = new URL(outcome.location)
    return url.pathname === '/login-finalize'
      ? { profile: url.searchParams.get('profile'), refused: null }
      : { profile: null, refused: url.searchParams.get('signin_error') }
  }

  it('a class that allows self-registration gets a STUDENT linked by issuer + subject, once; never a teacher', async () => {
    const school = await schoolWithGoogle(true)
    const open = await createClass(getDb(), school, { selfRegistration: true })
    const sub = child()
    const first = await join(school, open.joinCode)
    expect(first.refused).toBeNull()
    const [made] = await getDb().select().from(profiles).where(eq(profiles.id, first.profile!))
    expect(made).toMatchObject({ role: 'STUDENT', schoolId: school.id, name: 'Kim Lee' })
    expect(
      await getDb()
        .select()
        .from(classMembers)
        .where(and(eq(classMembers.classId, open.id), eq(classMembers.profileId, first.profile!))),
    ).toHaveLength(1)
    const [link] = await getDb().select().from(identityLinks).where(eq(identityLinks.subject, sub))
    expect(link?.profileId).toBe(first.profile)

    // Again: the link finds the same child; nobody new.
    expect((await join(school, open.joinCode)).profile).toBe(first.profile)
    const kims = await getDb()
      .select()
      .from(profiles)
      .where(and(eq(profiles.schoolId, school.id), eq(profiles.name, 'Kim Lee')))
    expect(kims).toHaveLength(1)
  })

  it('a class that does not allow it, or a school that keeps the provider closed, makes nobody', async () => {
    const school = await schoolWithGoogle(true)
    const closedClass = await createClass(getDb(), school, { selfRegistration: false })
    child()
    await expect(
      startProviderSignIn(getDb(), {
        school,
        provider: 'google',
        purpose: 'join',
        classCode: closedClass.joinCode,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'class-closed' })

    const closedSchool = await schoolWithGoogle(false)
    const openClass = await createClass(getDb(), closedSchool, { selfRegistration: true })
    await expect(
      startProviderSignIn(getDb(), {
        school: closedSchool,
        provider: 'google',
        purpose: 'join',
        classCode: openClass.joinCode,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'class-closed' })
    // Another school's code is no class here.
    await expect(
      startProviderSignIn(getDb(), {
        school,
        provider: 'google',
        purpose: 'join',
        classCode: openClass.joinCode,
      }),
    ).rejects.toMatchObject({ status: 400 })
    expect(
      await getDb()
        .select()
        .from(profiles)
        .where(and(eq(profiles.schoolId, closedSchool.id), eq(profiles.role, 'STUDENT'))),
    ).toEqual([])
  })
})
