import { expect, test } from '@playwright/test'
import { mainUrl, schoolHost, schoolUrl, serverOrigin } from './hosts'

test.describe('schools by host', () => {
  test('an unknown school subdomain says "School not found" with HTTP 404', async ({ page, request }) => {
    const response = await request.get(`${serverOrigin}/login`, {
      headers: { host: schoolHost('nosuchschool') },
    })
    expect(response.status()).toBe(404)

    await page.goto(schoolUrl('nosuchschool', '/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School not found')
    await expect(page.getByRole('link', { name: 'Find your school' })).toHaveAttribute(
      'href',
      mainUrl('/go-to-school'),
    )
  })

  test('the canva subdomain redirects every visitor to the external welcome pack', async ({ request }) => {
    for (const path of ['/', '/login', '/dashboard/overview']) {
      const response = await request.get(`${serverOrigin}${path}`, {
        headers: { host: schoolHost('canva') },
        maxRedirects: 0,
      })
      expect(response.status(), path).toBe(302)
      expect(response.headers().location).toBe('https://codeschool.example/curriculum/welcome-pack')
    }
  })

  test('the main host serves the public home page', async ({ page }) => {
    await page.goto(mainUrl('/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every child can code.')
  })

  test('the root of a school host sends an anonymous visitor to /join', async ({ page }) => {
    await page.goto(schoolUrl('demo', '/'))
    await expect(page).toHaveURL(schoolUrl('demo', '/join'))
  })
})
