import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { hydrated } from '../support/auth'
import { schoolHost, serverOrigin } from '../support/hosts'
import type { Persona } from '../support/personas'

/** The district admin of the demo data (Metro District, children Metro North and Metro South). */
export const districtAdmin: Persona = {
  kind: 'adult',
  login: 'admin@metro.test',
  password: DEMO_ADULT_PASSWORD,
  school: 'metro',
  visitorType: 'admin',
  paid: false,
}

export { expectAccessible } from '../support/axe'

/** A full-page screenshot kept for people to look at: test-results/screenshots/{name}.png */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/** Opens a page and waits for hydration. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
}

/** The newest mail to an address, through the e2e server's outbox API. */
export async function readMail(request: APIRequestContext, school: string, to: string) {
  let mail: { subject: string; text: string } | null = null
  await expect
    .poll(async () => {
      const response = await request.get(`${serverOrigin}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
        headers: { host: schoolHost(school) },
      })
      if (response.status() !== 200) return null
      mail = (await response.json()) as { subject: string; text: string }
      return mail.subject
    })
    .toBeTruthy()
  return mail as unknown as { subject: string; text: string }
}

/** A link of a mail, as a path on the school's host (e.g. /set-password?token=…). */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[?]/g, '\\?')}[^\\s]*`).exec(text)
  if (!match) throw new Error(`No ${path} link in:\n${text}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

/** Replaces window.print so a test can see that printing was asked for (headless has no dialog). */
export async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { printed: number; print: () => void }
    target.printed = 0
    target.print = () => {
      target.printed += 1
    }
  })
}

export async function printCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { printed: number }).printed)
}
