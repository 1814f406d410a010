import { expect, test } from '@playwright/test'
import { mainUrl, schoolHost, serverOrigin } from './hosts'

test.describe('content pages', () => {
  test('a content page renders by its slug', async ({ page }) => {
    await page.goto(mainUrl('/about'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About CodeSchool')
  })

  test('a slug of several segments renders its page', async ({ page }) => {
    await page.goto(mainUrl('/legal/privacy'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy')
  })

  test('an unknown or malformed slug is the 404 page', async ({ request }) => {
    for (const path of ['/no-such-slug', '/legal/nothing-here', `/${'x'.repeat(600)}`, '/UPPER/Case']) {
      const response = await request.get(`${serverOrigin}${path}`, { headers: { host: schoolHost('demo') } })
      expect(response.status(), path).toBe(404)
    }
  })
})

test('the FAQ page shows the staff-written questions', async ({ page }) => {
  await page.goto(mainUrl('/faq'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  await expect(page.getByRole('heading', { name: 'How do students sign in?' })).toBeVisible()
})
