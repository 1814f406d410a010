import { expect, test } from '../support/auth'
import { mainUrl, schoolUrl } from '../support/hosts'
import type { PersonaName } from '../support/personas'

// Several full page loads per test on a shared machine.
test.describe.configure({ timeout: 90_000 })

/**
 * SPEC §2.5 and §2.6 end to end, with the demo logins: for each visitor type (paid and unpaid) a
 * page they may open renders, and pages they may not open redirect where the rules say.
 */
const someId = '5f0c6a1e-8b0e-4a57-9f4e-2d7c1b3a9e10'
const otherId = '9a3e2f1d-6c5b-4e8a-8d7c-1b2a3c4d5e6f'

interface Case {
  persona: PersonaName | null
  school: string | null
  opens: string[]
  redirects: Array<[from: string, to: string]>
  /** Pages the visitor may open, with an id that does not exist: the 404 page, in place. */
  notFound?: string[]
}

const cases: Case[] = [
  {
    persona: null,
    school: 'demo',
    opens: ['/faq', '/login', '/join', '/free-lessons'],
    redirects: [
      ['/', '/join'],
      ['/dashboard/courses', '/join'],
      ['/student/courses', '/join'],
      ['/switch-profile', '/join'],
      ['/dashboard/assessments/anything', '/join'],
    ],
  },
  {
    persona: null,
    school: null,
    // /join on the main host takes a class code and leads on to the class's school.
    opens: ['/', '/login', '/go-to-school', '/signup', '/join'],
    redirects: [
      ['/admin', '/login?redirect=%2Fadmin'],
      ['/dashboard/courses', '/go-to-school'],
    ],
  },
  {
    persona: 'student',
    school: 'demo',
    opens: ['/student/courses', '/dashboard/activity', '/faq'],
    redirects: [
      ['/', '/student/courses'],
      ['/dashboard/courses', '/student/courses'],
      ['/login', '/student/courses'],
      ['/switch-profile', '/student/courses'],
    ],
  },
  {
    persona: 'districtStudent',
    school: 'metro',
    opens: ['/student/profile-setup'],
    redirects: [
      ['/student/courses', '/student/profile-setup'],
      ['/faq', '/student/profile-setup'],
    ],
  },
  { persona: 'demoStudent', school: 'metro', opens: ['/student/courses'], redirects: [] },
  {
    persona: 'teacher',
    school: 'demo',
    opens: ['/dashboard/courses', '/dashboard/groups', '/dashboard/progress', '/switch-profile'],
    // Paid-only pages open for a paid teacher; an unknown id is not found, not a redirect.
    notFound: [`/dashboard/progress/${someId}`, `/dashboard/students/${someId}/progress/${otherId}`],
    redirects: [
      ['/', '/dashboard/courses'],
      ['/dashboard/teachers', '/dashboard/courses'],
      ['/dashboard/settings', '/dashboard/courses'],
      ['/student/courses', '/dashboard/courses'],
      ['/login?redirect=/dashboard/groups', '/dashboard/groups'],
      ['/dashboard/assessments/x', '/dashboard/progress'],
    ],
  },
  {
    persona: 'unpaidTeacher',
    school: 'trial',
    opens: ['/dashboard/progress', '/dashboard/courses'],
    redirects: [
      [`/dashboard/progress/${someId}`, '/dashboard/progress'],
      [`/dashboard/students/${someId}/progress/${otherId}`, '/dashboard/courses'],
    ],
  },
  {
    persona: 'admin',
    school: 'demo',
    opens: ['/dashboard/teachers', '/dashboard/settings', '/dashboard/students/new'],
    redirects: [
      ['/admin', '/dashboard/courses'],
      ['/dashboard/welcome-pack', '/dashboard/courses'],
    ],
  },
  {
    persona: 'unpaidAdmin',
    school: 'trial',
    opens: ['/dashboard/settings'],
    redirects: [[`/dashboard/progress/${someId}`, '/dashboard/progress']],
  },
  {
    persona: 'staff',
    school: 'demo',
    opens: ['/dashboard/welcome-pack', '/dashboard/teachers'],
    redirects: [['/student/courses', '/dashboard/courses']],
  },
  {
    persona: 'staffOnMain',
    school: null,
    opens: ['/admin'],
    redirects: [
      ['/dashboard/courses', '/go-to-school'],
      ['/login', '/admin'],
    ],
  },
]

for (const { persona, school, opens, redirects, notFound = [] } of cases) {
  test.describe(`${persona ?? 'anonymous'} on ${school ?? 'the main host'}`, () => {
    const url = (path: string) => (school ? schoolUrl(school, path) : mainUrl(path))

    test.beforeEach(async ({ page, loginAs }) => {
      if (persona) await loginAs(page, persona)
    })

    for (const path of opens) {
      test(`opens ${path}`, async ({ page }) => {
        const response = await page.goto(url(path))
        expect(response?.status()).toBe(200)
        await expect(page).toHaveURL(url(path))
        await expect(page.locator('main')).toBeVisible()
      })
    }

    for (const path of notFound) {
      test(`opens ${path} (not found)`, async ({ page }) => {
        const response = await page.goto(url(path))
        expect(response?.status()).toBe(404)
        await expect(page).toHaveURL(url(path))
        await expect(page.getByText(/Page not found/)).toBeVisible()
      })
    }

    for (const [from, to] of redirects) {
      test(`goes from ${from} to ${to}`, async ({ page }) => {
        await page.goto(url(from))
        await expect(page).toHaveURL(url(to))
      })
    }
  })
}
