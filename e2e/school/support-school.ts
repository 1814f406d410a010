import { expect, type Locator, type Page } from '@playwright/test'
import { SECRET_PICTURES } from '../../src/lib/secret-pictures'
import { schoolUrl } from '../support/hosts'

const pictureWord = `(?:${SECRET_PICTURES.map((picture) => picture.label).join('|')})`

/**
 * A printed login card's secret pictures, in the order the child taps them (decision 162): the
 * card says them as "Dog then Star" (or "Dog" for a child who still has one picture).
 */
export async function cardPictures(card: Locator): Promise<string[]> {
  const pictures = card.getByRole('img', { name: new RegExp(`^${pictureWord}( then ${pictureWord})?$`) })
  const said = (await pictures.getAttribute('aria-label')) ?? ''
  return said.split(' then ')
}

/**
 * Taps a child's pictures on /join as the child does: the first, then (for two) the second once
 * the page asks for it. `tap` counts the taps when the test counts actions.
 */
export async function tapPictures(
  kid: Page,
  pictures: string[],
  tap: (target: Locator) => Promise<unknown> = (target) => target.click(),
) {
  if (pictures.length === 2) {
    await expect(kid.getByRole('heading', { name: /Tap your first picture/ })).toBeVisible()
    await tap(kid.getByRole('button', { name: pictures[0], exact: true }))
    await expect(kid.getByRole('heading', { name: 'Now tap your second picture' })).toBeVisible()
  }
  await tap(kid.getByRole('button', { name: pictures.at(-1), exact: true }))
}

/** A run-unique tag of letters only (student names may not contain digits). */
export function letterTag(length = 6): string {
  let n = Date.now() + Math.floor(Math.random() * 1e6)
  let out = ''
  for (let i = 0; i < length; i++) {
    out += String.fromCharCode(97 + (n % 26))
    n = Math.floor(n / 26)
  }
  return out.charAt(0).toUpperCase() + out.slice(1)
}

/** 0 → "A", 25 → "Z", 26 → "BA". */
export function alpha(n: number): string {
  let out = ''
  let rest = n
  do {
    out = String.fromCharCode(65 + (rest % 26)) + out
    rest = Math.floor(rest / 26)
  } while (rest > 0)
  return out
}

/** Full-page screenshot kept as a test artifact: test-results/screenshots/school/{name}.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/school/${name}.png`, fullPage: true })
}

export { expectAccessible } from '../support/axe'

/** A CSV file for an <input type=file>. */
export function csvFile(name: string, rows: string[][]): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.map((row) => row.join(',')).join('\n'), 'utf8'),
  }
}

/**
 * Through the UI, as the teacher signed in on the school `subdomain`: a picture-login class with
 * quick join, filled from a three-child class list. Answers the class name, its join code and each
 * child's short name and secret pictures (in order) as the printed login cards show them.
 */
export async function setUpPictureClass(page: Page, subdomain: string, tag: string) {
  const className = `Bees ${tag}`
  await page.goto(schoolUrl(subdomain, '/dashboard/groups/new'))
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Class name').fill(className)
  await page.getByRole('radio', { name: /Picture login/ }).check()
  await page.getByRole('button', { name: 'Create class' }).click()
  await expect(page.getByRole('heading', { name: className, level: 1 })).toBeVisible()
  const code = ((await page.getByTestId('join-code').textContent()) ?? '').trim()
  await page.goto(schoolUrl(subdomain, '/dashboard/students/import'))
  // A file chosen before hydration is dropped when React takes over the input.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Class list (CSV)').setInputFiles(
    csvFile(`${tag}.csv`, [
      ['First name', 'Last name', 'Class'],
      ['Amy', `Bell${tag.toLowerCase()}`, className],
      ['Ben', `Carter${tag.toLowerCase()}`, className],
      ['Cleo', `Diaz${tag.toLowerCase()}`, className],
    ]),
  )
  await page.getByRole('button', { name: 'Check the file' }).click()
  // The import job may wait behind the 500-row import of import-500.spec.ts on a busy machine.
  await page.getByRole('button', { name: 'Import 3 students' }).click({ timeout: 120_000 })
  await expect(page.getByText('3 students imported')).toBeVisible({ timeout: 120_000 })
  await page.goto(schoolUrl(subdomain, '/dashboard/groups'))
  await page.getByRole('link', { name: new RegExp(className) }).click()
  await page.getByRole('link', { name: 'Print login cards' }).click()
  const cards = page.getByRole('region', { name: `Login cards for ${className}` }).getByRole('listitem')
  await expect(cards).toHaveCount(3)
  const children: { name: string; pictures: string[] }[] = []
  for (const card of await cards.all()) {
    const name = (await card.locator('.login-card-name').innerText()).trim()
    children.push({ name, pictures: await cardPictures(card) })
  }
  return { className, code, children }
}
