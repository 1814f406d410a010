import type { APIRequestContext } from '@playwright/test'
import type { SchoolFixture, SchoolFixtureInput } from '../../src/server/dev/school-fixture'
import { test as authTest, expect } from './auth'
import { mainHost, serverOrigin } from './hosts'
import type { Persona } from './personas'

/** A school of this test's own, made by POST /api/dev/fixtures (decision 091), with personas for its people. */
export interface OwnSchool extends SchoolFixture {
  /** Personas to pass to `loginAs`: the first admin, the first teacher, each student. */
  as: { admin: Persona; teacher: Persona; student: (index?: number) => Persona }
}

async function createOwnSchool(
  request: APIRequestContext,
  input: SchoolFixtureInput = {},
): Promise<OwnSchool> {
  const response = await request.post(`${serverOrigin}/api/dev/fixtures`, {
    headers: { host: mainHost, 'content-type': 'application/json' },
    data: input,
  })
  expect(response.status(), await response.text()).toBe(201)
  const fixture = (await response.json()) as SchoolFixture
  const paid = Boolean(input.paid)
  const adult = (
    person: { email: string; password: string } | undefined,
    visitorType: 'admin' | 'teacher',
  ) => {
    if (!person) throw new Error(`This school has no ${visitorType}: ask for one in newSchool({...})`)
    return {
      kind: 'adult' as const,
      login: person.email,
      password: person.password,
      school: fixture.school.subdomain,
      visitorType,
      paid,
    }
  }
  return {
    ...fixture,
    as: {
      get admin() {
        return adult(fixture.admins[0], 'admin')
      },
      get teacher() {
        return adult(fixture.teachers[0], 'teacher')
      },
      student(index = 0) {
        const student = fixture.students[index]
        if (!student?.password)
          throw new Error(`Student ${index} has no password: give one in newSchool({...})`)
        return {
          kind: 'student',
          login: student.username,
          password: student.password,
          school: fixture.school.subdomain,
          visitorType: 'student',
          paid,
        }
      },
    },
  }
}

interface SchoolFixtures {
  /**
   * `const school = await newSchool({ paid: true })`: a school of this test's own (see
   * src/server/dev/school-fixture.ts for the description), so a spec that edits, deletes, pays,
   * imports or locks never touches data another spec reads.
   */
  newSchool: (input?: SchoolFixtureInput) => Promise<OwnSchool>
}

export const test = authTest.extend<SchoolFixtures>({
  newSchool: async ({ request }, use) => {
    await use((input) => createOwnSchool(request, input))
  },
})

export { expect }
