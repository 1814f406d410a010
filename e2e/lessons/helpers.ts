import type { Locator, Page } from '@playwright/test'
import firstLines from '../../content/turtle-art-in-javascript/lessons/01-first-lines'
import type { LessonContent } from '../../src/kernel/lesson-content/lesson-content.schemas'
import { DEMO_STUDENT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated } from '../support/auth'
import type { Persona } from '../support/personas'

/** The free JavaScript turtle lesson most tests play. */
export const FIRST_LINES = firstLines as unknown as LessonContent

/** Demo students of Class 4B besides ada (the shared persona): alan has not started anything. */
export const studentPersona = (login: 'ada' | 'grace' | 'alan'): Persona => ({
  kind: 'student',
  login,
  password: DEMO_STUDENT_PASSWORD,
  school: 'demo',
  visitorType: 'student',
  paid: true,
})

/** Screenshots a child, teacher or guest would see, kept under test-results/screenshots. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/** Replaces everything in the code editor (CodeMirror) with `code`, as typed text. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const editor = page.locator('.cm-content')
  await editor.click()
  // One edit replaces the whole program, as a paste would: no empty program in between for an
  // autosave on a loaded machine to catch.
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.insertText(code)
}

export async function editorText(page: Page): Promise<string> {
  return page.locator('.cm-content').innerText()
}

function stepsNav(page: Page) {
  return page.getByRole('navigation', { name: 'Steps' })
}

/** Plays every step of a lesson the way a child would: read, type the solution, run, answer. */
export async function playLesson(page: Page, lesson: LessonContent): Promise<void> {
  // A lesson opens where the child left off; start from the top.
  await page.getByTestId(`step-${lesson.steps[0]!.key}`).click()
  for (const [index, step] of lesson.steps.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: step.title })).toBeVisible()
    if (step.kind === 'code' || step.kind === 'free-build') {
      await expect(page.locator('.cm-content')).toBeVisible()
      await typeCode(page, step.kind === 'code' ? step.solution : step.starter)
      await page.getByRole('button', { name: /^Run/ }).click()
      if (step.kind === 'code') await expect(page.getByTestId('step-complete')).toBeVisible()
    } else if (step.kind === 'quiz') {
      for (const choice of step.choices) {
        if (choice.correct) await page.getByLabel(choice.text).check()
      }
      await page.getByRole('button', { name: 'Check my answer' }).click()
      await expect(page.getByText(/Yes! That is right./)).toBeVisible()
    }
    const last = index === lesson.steps.length - 1
    if (!last) await stepsNav(page).getByRole('button', { name: 'Next step' }).click()
    else if (step.kind === 'explanation') await page.getByRole('button', { name: 'I have read this' }).click()
  }
}

/** Drags a block with the mouse, as a child does, so that its top-left lands at `to`. */
export async function dragBlock(page: Page, block: Locator, to: { x: number; y: number }) {
  const from = await block.boundingBox()
  if (!from) throw new Error('the block is not on the screen')
  await page.mouse.move(from.x + 12, from.y + 12)
  await page.mouse.down()
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 })
  await page.mouse.move(to.x + 12, to.y + 12, { steps: 15 })
  await page.mouse.up()
}

/** The four screens the lesson is laid out for: two laptops, a small laptop, an upright tablet. */
export const LESSON_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const

/** The lesson's Run button (its name carries the key to press). */
export const runButton = (page: Page): Locator => page.getByRole('button', { name: /^Run/ })

/** Opens a free lesson as a guest from the free lessons page (its Python one if asked), ready to use. */
export async function openFreeLesson(page: Page, name: RegExp, { python = false } = {}): Promise<void> {
  await page.goto('/free-lessons')
  const links = page.getByRole('link', { name })
  await (python ? links.filter({ hasText: /Python/i }) : links).first().click()
  await hydrated(page)
}

/** Opens the free lesson's last code step, where the child writes a program of their own. */
export async function openFreeCodeStep(
  page: Page,
  name: RegExp,
  options?: { python?: boolean },
): Promise<void> {
  await openFreeLesson(page, name, options)
  await page.getByTestId('step-corner').click()
  await expect(page.locator('.cm-content')).toBeVisible()
}

/** `locator` is inside the viewport; with `unscrolled`, without the page having been scrolled. */
export async function expectOnScreen(
  page: Page,
  locator: Locator,
  what: string,
  { unscrolled = false } = {},
): Promise<void> {
  await expect(locator, what).toBeVisible()
  const box = (await locator.boundingBox())!
  const { width, height } = page.viewportSize()!
  expect(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${what} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)} fits in ${width}×${height}`,
  ).toBe(true)
  if (unscrolled) {
    expect(await page.evaluate(() => window.scrollY), `${what}: the page is not scrolled`).toBe(0)
  }
}
