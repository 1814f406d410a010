import { describe, expect, it } from 'vitest'
import { ANONYMOUS, decideRoute, type RouteRequest, type RouteVisitor } from './decide-route'
import { defaultPage } from './default-page'
import { loginFinalizeUrl, profileDestination } from './profile-destination'
import { routeAccess } from './route-access'
import type { VisitorType } from './visitor'

const as = (type: VisitorType, extra: Partial<RouteVisitor> = {}): RouteVisitor => ({
  type,
  paid: true,
  needsProfileSetup: false,
  ...extra,
})

const decide = (request: Partial<RouteRequest> & Pick<RouteRequest, 'routeId' | 'pathname'>) =>
  decideRoute({ host: 'school', visitor: ANONYMOUS, ...request })

describe('SPEC §2.6 redirect rules', () => {
  describe('rule 1: a signed-in visitor on a disallowed route goes to the redirect value', () => {
    it('follows a same-origin path', () => {
      expect(
        decide({
          routeId: '/_public/login',
          pathname: '/login',
          redirectParam: '/dashboard/groups?x=1',
          visitor: as('teacher'),
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/groups?x=1', rule: '1' })
    })

    it.each([
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/\t/evil.example',
      'evil.example',
      '',
      42,
    ])('ignores the open-redirect vector %j and goes to the default page', (vector) => {
      expect(
        decide({
          routeId: '/_public/login',
          pathname: '/login',
          redirectParam: vector,
          visitor: as('admin'),
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/courses', rule: '3' })
    })

    it('does not apply to anonymous visitors', () => {
      expect(
        decide({ routeId: '/dashboard/groups/', pathname: '/dashboard/groups', redirectParam: '/faq' }),
      ).toEqual({ kind: 'redirect', to: '/join', rule: '3' })
    })

    it('does not apply on an allowed route', () => {
      expect(
        decide({
          routeId: '/_public/faq',
          pathname: '/faq',
          redirectParam: '/dashboard/groups',
          visitor: as('teacher'),
        }),
      ).toEqual({ kind: 'allow' })
    })

    it('never redirects a page to itself', () => {
      expect(
        decide({
          routeId: '/dashboard/teachers/',
          pathname: '/dashboard/teachers',
          redirectParam: '/dashboard/teachers',
          visitor: as('teacher'),
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/courses', rule: '3' })
    })
  })

  describe('rule 2: otherwise disallowed progress and assessments paths go to /dashboard/progress', () => {
    it('sends a teacher from a disallowed progress page to the list', () => {
      // A visitor who may open the list but not this page: only the paid-only case exists in the
      // table for progress pages, so check it through a route the teacher may not open.
      expect(
        decide({
          routeId: '/dashboard/$',
          pathname: '/dashboard/progress/unknown/page',
          visitor: as('teacher'),
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/progress', rule: '2' })
    })

    it('does not send a student or an anonymous visitor there (it would loop)', () => {
      expect(
        decide({ routeId: '/dashboard/progress/', pathname: '/dashboard/progress', visitor: as('student') }),
      ).toEqual({ kind: 'redirect', to: '/student/courses', rule: '3' })
      expect(decide({ routeId: '/dashboard/progress/', pathname: '/dashboard/progress' })).toEqual({
        kind: 'redirect',
        to: '/join',
        rule: '3',
      })
    })
  })

  describe('rule 3: otherwise the default page', () => {
    it.each([
      ['staff', '/dashboard/courses'],
      ['admin', '/dashboard/courses'],
      ['teacher', '/dashboard/courses'],
      ['student', '/student/courses'],
      ['anonymous', '/join'],
    ] as const)('%s goes to %s', (type, page) => {
      expect(defaultPage(type, 'school')).toBe(page)
      const disallowed = type === 'student' || type === 'anonymous' ? '/admin/' : '/student/courses/'
      expect(decide({ routeId: disallowed, pathname: '/somewhere', visitor: as(type) })).toEqual({
        kind: 'redirect',
        to: page,
        rule: '3',
      })
    })

    it('teachers go from admin pages to the default page', () => {
      for (const routeId of [
        '/dashboard/teachers/',
        '/dashboard/schools',
        '/dashboard/settings',
        '/dashboard/subscriptions/',
        '/dashboard/admins/new',
        '/dashboard/students/new',
      ] as const) {
        expect(decide({ routeId, pathname: '/x', visitor: as('teacher') })).toMatchObject({
          to: '/dashboard/courses',
        })
      }
    })
  })

  describe('rule 4: an anonymous visitor at the root of a school subdomain goes to /join', () => {
    it('redirects on a school host', () => {
      expect(decide({ routeId: '/_public/', pathname: '/' })).toEqual({
        kind: 'redirect',
        to: '/join',
        rule: '4',
      })
    })
    it('shows the home page on the main host', () => {
      expect(decide({ routeId: '/_public/', pathname: '/', host: 'main' })).toEqual({ kind: 'allow' })
    })
    it('sends a signed-in visitor at / to their default page', () => {
      expect(decide({ routeId: '/_public/', pathname: '/', visitor: as('student') })).toMatchObject({
        to: '/student/courses',
      })
      expect(
        decide({ routeId: '/_public/', pathname: '/', visitor: as('staff'), host: 'main' }),
      ).toMatchObject({
        to: '/admin',
      })
    })
  })

  describe('rule 5: any path starting with /dashboard/assessments goes to the progress dashboards list', () => {
    it.each(['/dashboard/assessments', '/dashboard/assessments/', '/dashboard/assessments/abc/def'])(
      '%s',
      (path) => {
        for (const type of ['staff', 'admin', 'teacher', 'student', 'anonymous'] as const) {
          expect(decide({ routeId: '/dashboard/assessments/$', pathname: path, visitor: as(type) })).toEqual({
            kind: 'redirect',
            to: '/dashboard/progress',
            rule: '5',
          })
        }
      },
    )
  })

  describe('rule 6: the canva subdomain goes to the external welcome pack', () => {
    it('sends every visitor out', () => {
      expect(
        decide({
          routeId: '/_public/',
          pathname: '/',
          host: 'canva',
          canvaWelcomePackUrl: 'https://codeschool.example/curriculum/welcome-pack',
        }),
      ).toEqual({ kind: 'external', href: 'https://codeschool.example/curriculum/welcome-pack', rule: '6' })
    })
  })

  describe('rule 7: a paid-only route without a paid profile goes to the fallback of rules 2 and 3', () => {
    it.each(['staff', 'admin', 'teacher'] as const)('%s', (type) => {
      const unpaid = as(type, { paid: false })
      expect(
        decide({
          routeId: '/dashboard/progress/$dashboardUUID',
          pathname: '/dashboard/progress/1',
          visitor: unpaid,
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/progress', rule: '7' })
      expect(
        decide({
          routeId: '/dashboard/students/$studentUUID/progress/$cardUUID',
          pathname: '/dashboard/students/1/progress/2',
          visitor: unpaid,
        }),
      ).toEqual({ kind: 'redirect', to: '/dashboard/courses', rule: '7' })
      expect(
        decide({
          routeId: '/dashboard/progress/$dashboardUUID',
          pathname: '/dashboard/progress/1',
          visitor: as(type),
        }),
      ).toEqual({ kind: 'allow' })
    })
  })

  describe('rule 8: a district student who is not set up is forced to /student/profile-setup', () => {
    const districtStudent = as('student', { needsProfileSetup: true })
    it('redirects every other page', () => {
      for (const routeId of ['/student/courses/', '/_public/faq', '/dashboard/activity'] as const) {
        expect(decide({ routeId, pathname: '/x', visitor: districtStudent })).toEqual({
          kind: 'redirect',
          to: '/student/profile-setup',
          rule: '8',
        })
      }
    })
    it('lets them open profile setup and sign out', () => {
      for (const routeId of ['/student/profile-setup', '/_public/logout'] as const) {
        expect(decide({ routeId, pathname: '/x', visitor: districtStudent })).toEqual({ kind: 'allow' })
      }
    })
    it('leaves students who are set up (or the demo student) alone', () => {
      expect(
        decide({ routeId: '/student/courses/', pathname: '/student/courses', visitor: as('student') }),
      ).toEqual({
        kind: 'allow',
      })
    })
  })

  describe('rule 9: after login the profile passes through /login-finalize', () => {
    it('transfers to another school, and from the main host', () => {
      expect(profileDestination({ kind: 'school', subdomain: 'demo' }, 'trial')).toEqual({
        kind: 'transfer',
        account: 'trial',
      })
      expect(profileDestination({ kind: 'main' }, 'demo')).toEqual({ kind: 'transfer', account: 'demo' })
      expect(profileDestination({ kind: 'school', subdomain: 'demo' }, 'demo')).toEqual({ kind: 'in-place' })
    })
    it('puts the token, account and profile in the query', () => {
      const url = new URL(
        loginFinalizeUrl('http://trial.localhost:3000', { token: 'T0k', account: 'trial', profile: 'p-1' }),
      )
      expect(url.origin).toBe('http://trial.localhost:3000')
      expect(url.pathname).toBe('/login-finalize')
      expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'T0k', account: 'trial', profile: 'p-1' })
    })
  })
})

describe('configured path redirects (SPEC §2.4)', () => {
  const pathRedirects = [
    { from: '/old-faq', to: '/faq' },
    { from: '/blog/*', to: 'https://blog.codeschool.example' },
  ]
  it('navigates within the app for an internal rule', () => {
    expect(decide({ routeId: '/_public/$', pathname: '/old-faq/', pathRedirects })).toEqual({
      kind: 'redirect',
      to: '/faq',
      rule: '2.4',
    })
  })
  it('leaves the app for an external rule', () => {
    expect(decide({ routeId: '/_public/$', pathname: '/blog/2026/hello', pathRedirects })).toEqual({
      kind: 'external',
      href: 'https://blog.codeschool.example',
      rule: '2.4',
    })
  })
})

describe('a lesson editor is what its profile is (decision 166)', () => {
  const editor = as('teacher', { userRole: 'LESSON_EDITOR' })
  it('opens the template editor as a teacher', () => {
    for (const routeId of ['/dashboard/editor/$templateUUID/', '/dashboard/editor/$templateUUID/preview']) {
      expect(decide({ routeId, pathname: '/dashboard/editor/x', visitor: editor })).toEqual({ kind: 'allow' })
    }
  })
  it('is sent away from the admin pages, the welcome pack and the console, as a teacher is', () => {
    for (const routeId of [
      '/dashboard/teachers/',
      '/dashboard/settings',
      '/dashboard/welcome-pack',
      '/admin/',
    ]) {
      expect(decide({ routeId, pathname: '/x', visitor: editor }).kind).toBe('redirect')
    }
  })
  it('a teacher without the role does not open the template editor', () => {
    expect(
      decide({
        routeId: '/dashboard/editor/$templateUUID/',
        pathname: '/dashboard/editor/x',
        visitor: as('teacher'),
      }).kind,
    ).toBe('redirect')
  })
})

describe('SPEC §8 unknown route guard', () => {
  it('answers "Unknown route middleware" for a route without a rule', () => {
    expect(decide({ routeId: '/not/a/route', pathname: '/x' })).toEqual({
      kind: 'unknown-route',
      message: 'Unknown route middleware',
    })
  })
})

describe('no redirect loops', () => {
  // The pages the guard itself sends visitors to, and their route ids.
  const targets: Record<string, string> = {
    '/dashboard/courses': '/dashboard/courses/',
    '/student/courses': '/student/courses/',
    '/join': '/_public/join',
    '/login': '/_public/login',
    '/go-to-school': '/_public/go-to-school',
    '/admin': '/admin/',
    '/switch-profile': '/_public/switch-profile',
    '/dashboard/progress': '/dashboard/progress/',
    '/student/profile-setup': '/student/profile-setup',
  }
  const routeIds = Object.keys(routeAccess).filter((id) => id !== '/dashboard/assessments/$')

  it('every redirect lands on a page the same visitor may open', () => {
    for (const host of ['school', 'main'] as const) {
      for (const type of ['anonymous', 'student', 'teacher', 'admin', 'staff'] as const) {
        for (const paid of [true, false]) {
          for (const needsProfileSetup of [false, true]) {
            const visitor = { type, paid, needsProfileSetup: needsProfileSetup && type === 'student' }
            for (const routeId of routeIds) {
              const first = decideRoute({ routeId, pathname: `/p${routeId}`, host, visitor })
              if (first.kind !== 'redirect') continue
              const path = first.to.split('?')[0] ?? ''
              const targetId = targets[path]
              expect(targetId, `${type} ${routeId} → ${first.to}`).toBeDefined()
              const second = decideRoute({ routeId: targetId ?? '', pathname: path, host, visitor })
              expect(second, `${host} ${type} ${routeId} → ${first.to}`).toEqual({ kind: 'allow' })
            }
          }
        }
      }
    }
  })
})
