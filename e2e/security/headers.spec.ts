import type { Page } from '@playwright/test'
import { FIRST_LINES, studentPersona, typeCode } from '../lessons/helpers'
import { expect, hydrated, test } from '../support/auth'
import { mainUrl, schoolHost, schoolUrl, serverOrigin } from '../support/hosts'
import { personas } from '../support/personas'

/**
 * Decision 080: every response carries the security headers, pages a nonce-based CSP, and nothing
 * the app does (hydration, Blockly, CodeMirror, the runner frame, fonts, styles, the printable
 * login cards, the template editor) is blocked by it. Decision 081: a browser's login answer holds
 * no session token.
 */

/** Every CSP violation in the page or its frames: the DOM event and Chromium's console report. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = []
  void page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.documentURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy|EvalError/i.test(error.message)) violations.push(error.message)
  })
  return violations
}

async function visit(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

const expectSecurityHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('same-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
}

test.describe('security headers and the page policy', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a page, an API route and a server function answer with the security headers', async ({ page }) => {
    const response = await page.goto('/login')
    const pageHeaders = (await response?.allHeaders()) ?? {}
    expectSecurityHeaders(pageHeaders)
    const policy = pageHeaders['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // The nonce is the one Start stamped on its scripts, and a new one on every response.
    expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0)
    const again = await page.request.get(`${serverOrigin}/login`, { headers: { host: schoolHost('demo') } })
    expect(again.headers()['content-security-policy']).not.toContain(nonce)

    // The page view a page records is a server function call (none on /login).
    const serverFn = page.waitForResponse((response) => response.url().includes('/_serverFn/'))
    await page.goto('/faq')
    expectSecurityHeaders((await serverFn).headers())
    const api = await page.request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { host: schoolHost('demo') },
    })
    expect(api.status()).toBe(401)
    expectSecurityHeaders(api.headers())
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'")
    const misdirected = await page.request.get(`${serverOrigin}/login`, { headers: { host: 'evil.example' } })
    expect(misdirected.status()).toBe(421)
    expectSecurityHeaders(misdirected.headers())
  })

  test('a guest plays blocks and JavaScript lessons and runs code with nothing blocked', async ({ page }) => {
    const violations = watchPolicy(page)
    await visit(page, mainUrl('/'))
    await visit(page, '/login')
    await visit(page, '/free-lessons')
    // JavaScript: CodeMirror, the runner frame, the drawing.
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await page.getByTestId('step-corner').click()
    await typeCode(page, 'forward(100)\nright(90)\n')
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toContainText(/line/)
    // Blocks: Blockly's styles, sprites and the same runner.
    await visit(page, '/free-lessons')
    await page.getByRole('link', { name: /Meet the Turtle/ }).click()
    await hydrated(page)
    await page.getByTestId('step-first-walk').click()
    await expect(page.locator('.blocklySvg').first()).toBeVisible()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toBeVisible()
    expect(violations).toEqual([])
  })

  test('a student’s lesson and a teacher’s printable login cards run under the policy', async ({
    page,
    loginAs,
  }) => {
    const violations = watchPolicy(page)
    await loginAs(page, studentPersona('grace'))
    await visit(page, '/student')
    await visit(page, '/student/courses')
    await page
      .getByTestId('course-card')
      .filter({ hasText: 'Turtle Art in JavaScript' })
      .getByRole('link', { name: /All lessons/ })
      .click()
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await expect(page.locator('.cm-content')).toBeVisible()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('drawing-summary')).toBeVisible()
    expect(violations).toEqual([])
  })

  test('teacher and admin screens, with the printable login cards and settings', async ({
    page,
    loginAs,
  }) => {
    const violations = watchPolicy(page)
    await loginAs(page, 'teacher')
    await visit(page, '/dashboard')
    await visit(page, '/dashboard/groups')
    await page.getByRole('link', { name: /4B/ }).first().click()
    await hydrated(page)
    const cards = page.getByRole('link', { name: 'Print login cards' })
    if (await cards.count()) {
      await cards.click()
      await expect(page.getByRole('region', { name: /Login cards for/ }).first()).toBeVisible()
    }
    await visit(page, '/dashboard/progress')
    expect(violations).toEqual([])
  })

  test('staff open the template editor with nothing blocked', async ({ page, loginAs }) => {
    const violations = watchPolicy(page)
    await loginAs(page, {
      kind: 'adult',
      login: 'editor@staff.test',
      password: personas.teacher.password,
      school: 'demo',
      visitorType: 'staff',
      paid: true,
    })
    await visit(page, schoolUrl('demo', '/dashboard/courses'))
    await page.getByTestId('course-card').filter({ hasText: 'JavaScript Basics' }).getByRole('link').click()
    await page
      .getByTestId('course-item')
      .filter({ hasText: 'Arrays: Lists of Things' })
      .getByRole('link', { name: /Preview/ })
      .click()
    await hydrated(page)
    await page.getByRole('button', { name: 'Edit lesson' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Edit lesson/ })).toBeVisible()
    await hydrated(page)
    await expect(page.getByLabel('Starter code').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled()
    expect(violations).toEqual([])
  })
})

test.describe('the login answer (decision 081)', () => {
  test('a sign-in in the browser gets no session token in the body; an API client does', async ({
    page,
    request,
  }) => {
    // The page moves on as soon as the answer arrives, so the page itself keeps a copy of the body
    // (in session storage, which outlives a navigation) on its way to the app's own code.
    await page.addInitScript(() => {
      const fetchOfPage = window.fetch.bind(window)
      window.fetch = async (...args) => {
        const response = await fetchOfPage(...args)
        const url = args[0] instanceof Request ? args[0].url : String(args[0])
        if (url.endsWith('/api/auth/login'))
          sessionStorage.setItem('login-answer', await response.clone().text())
        return response
      }
    })
    await visit(page, '/login')
    await page.getByLabel('Email').fill(personas.teacher.login)
    await page.getByLabel('Password').fill(personas.teacher.password)
    await page.getByRole('button', { name: /Sign in/ }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    const body = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('login-answer'))) ?? 'null',
    ) as {
      token: unknown
      account: unknown
    } | null
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token')
    expect(cookie?.httpOnly).toBe(true)
    expect(body?.token).toBe('httponly-cookie')
    expect(JSON.stringify(body)).not.toContain(cookie?.value ?? '')
    expect(body?.account).toBe('demo')

    // An outside client (no Fetch Metadata) still gets the token and can use it.
    const api = await request.post(`${serverOrigin}/api/auth/login`, {
      headers: { host: schoolHost('demo'), 'content-type': 'application/json' },
      data: { email: personas.teacher.login, password: personas.teacher.password },
    })
    const { token } = (await api.json()) as { token: string }
    expect(token).toMatch(/^[\w-]{32,}$/)
    const profile = await request.get(`${serverOrigin}/api/auth/profile`, {
      headers: { host: schoolHost('demo'), cookie: `token=${token}` },
    })
    expect(profile.status()).toBe(200)
    await request.post(`${serverOrigin}/api/auth/logout`, {
      headers: { host: schoolHost('demo'), cookie: `token=${token}` },
    })
  })
})
