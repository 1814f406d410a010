import { expect, test } from '@playwright/test'
import { expectAccessible } from '../support/axe'
import { mainUrl, schoolHost, schoolUrl, serverOrigin } from './hosts'

test.describe('error pages', () => {
  test('an unknown path shows "Page not found: {path}" with HTTP 404', async ({ page, request }) => {
    const response = await request.get(`${serverOrigin}/no/such-page`, {
      headers: { host: schoolHost('demo') },
    })
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found: /no/such-page')

    await page.goto(schoolUrl('demo', '/no/such-page'))
    // The single generic error screen (SPEC §2.4): "Error: 404", the message, Back to Home.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error: 404')
    await expect(page.getByText('Page not found: /no/such-page')).toBeVisible()
    await page.waitForSelector('html[data-hydrated]')
    await expectAccessible(page, 'the 404 error screen')
    await page.screenshot({ path: 'test-results/screenshots/error-404.png', fullPage: true })
    await page.getByRole('button', { name: 'Back to Home' }).click()
    // Home for an anonymous visitor of a school is its join page (SPEC §2.6 rule 4).
    await expect(page).toHaveURL(schoolUrl('demo', '/join'))
  })

  test('the welcome pack is not a public page: /welcome-pack answers 404', async ({ request }) => {
    for (const host of [schoolHost('demo'), new URL(mainUrl('/')).host]) {
      const response = await request.get(`${serverOrigin}/welcome-pack`, { headers: { host } })
      expect(response.status()).toBe(404)
      const body = await response.text()
      expect(body).toContain('Page not found: /welcome-pack')
      expect(body).not.toContain('This pack gets your school ready')
    }
  })

  test('a malformed UUID in a path gives the 404 page', async ({ page, request }) => {
    const response = await request.get(`${serverOrigin}/free-lessons/not-a-uuid`, {
      headers: { host: schoolHost('demo') },
    })
    expect(response.status()).toBe(404)

    await page.goto(mainUrl('/share/lesson/12345'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error: 404')
    await expect(page.getByText('Page not found: /share/lesson/12345')).toBeVisible()
  })

  test('the error screen shows the status, the message and goes home', async ({ page, request }) => {
    const response = await request.get(`${serverOrigin}/500`, { headers: { host: schoolHost('demo') } })
    expect(response.status()).toBe(500)

    await page.goto(mainUrl('/500'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error: 500')
    await expect(page.getByText('Something went wrong on our side.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'CodeSchool' })).toHaveAttribute(
      'href',
      'https://codeschool.example',
    )
    await page.waitForSelector('html[data-hydrated]')
    await page.getByRole('button', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(mainUrl('/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every child can code.')
  })

  test('an error nothing caught, thrown or rejected anywhere in the page, shows the error screen', async ({
    page,
  }) => {
    page.on('pageerror', () => {}) // the page's own uncaught errors are the point of this test
    for (const raise of [
      () =>
        setTimeout(() => {
          throw new Error('The drawing could not be saved.')
        }),
      () => void Promise.reject(new Error('The drawing could not be saved.')),
    ]) {
      await page.goto(mainUrl('/free-lessons'))
      await page.waitForSelector('html[data-hydrated]')
      await page.evaluate(raise)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error: 500')
      await expect(page.getByText('The drawing could not be saved.')).toBeVisible()
      await page.getByRole('button', { name: 'Back to Home' }).click()
      await expect(page).toHaveURL(mainUrl('/'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every child can code.')
    }
  })

  test('503 and maintenance pages answer 503', async ({ request }) => {
    for (const path of ['/503', '/maintenance']) {
      const response = await request.get(`${serverOrigin}${path}`, { headers: { host: schoolHost('demo') } })
      expect(response.status(), path).toBe(503)
    }
  })
})
