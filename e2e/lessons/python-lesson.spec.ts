import pythonFirstLines from '../../content/python-turtle-and-beyond/lessons/01-first-lines'
import type { LessonContent } from '../../src/kernel/lesson-content/lesson-content.schemas'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { FIRST_LINES as JAVASCRIPT_FIRST_LINES, playLesson, screenshot, typeCode } from './helpers'

const FIRST_LINES = pythonFirstLines as unknown as LessonContent

test.describe('a child learns Python', () => {
  // Python's engine (about 6 MB) starts in the runner's sandbox on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 })

  test('plays the first Python lesson: runs real Python, reads a mistake in plain words, is stopped from an endless loop, passes the checks', async ({
    page,
  }) => {
    const engine: string[] = []
    page.on('request', (request) => {
      if (/pyodide|python_stdlib|python-worker/.test(request.url()))
        engine.push(new URL(request.url()).pathname)
    })
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await expect(page.getByRole('heading', { level: 1, name: FIRST_LINES.title })).toBeVisible()
    await hydrated(page)

    // The example is Python, and runs: the turtle starts facing east, as in Python.
    await expect(page.getByTestId('example-program')).toContainText('from turtle import *')
    await page.getByRole('button', { name: /^Run/ }).click()
    // Run pressed before Python is ready (about 6 MB to fetch, then start): the child is told why it waits.
    await expect(page.getByTestId('engine-starting')).toHaveText(
      'Getting Python ready… The first run takes a few seconds.',
    )
    await screenshot(page, 'python-getting-ready')
    await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew 2 lines', {
      timeout: 60_000,
    })
    await expect(page.getByTestId('engine-starting')).toHaveText('')
    // The engine came from this site, not from anywhere else.
    expect(engine.length).toBeGreaterThanOrEqual(3)
    for (const path of engine) expect(path).toMatch(/^\/assets\//)
    await screenshot(page, 'python-example')

    await page.getByTestId('step-corner').click()
    await expect(page.locator('.cm-content')).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Code for: A corner/ })).toBeVisible()

    // A mistake, in plain words with its line, and the line marked in the editor.
    await typeCode(page, 'from turtle import *\nfor i in range(2)\n    forward(100)\n')
    await page.getByRole('button', { name: /^Run/ }).click()
    // Code in the message is shown as code, without backticks.
    await expect(page.getByTestId('run-error')).toContainText('Python expected a : at the end of line 2.')
    await expect(page.getByTestId('run-error').locator('code')).toHaveText(':')
    await expect(page.locator('.cm-error-line')).toHaveText('for i in range(2)')
    await screenshot(page, 'python-mistake')

    // An endless loop is stopped within 2 s of running, in words; the next Run works at once.
    await typeCode(page, 'while True:\n    pass\n')
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('run-message')).toHaveText(
      "Your code kept running and didn't stop, so we stopped it. Maybe a loop never ends?",
      { timeout: 20_000 },
    )
    await typeCode(page, 'from turtle import *\n\nforward(100)\nleft(90)\nforward(50)\n')
    const again = Date.now()
    await page.getByRole('button', { name: /^Run/ }).click()
    await expect(page.getByTestId('step-complete')).toBeVisible({ timeout: 30_000 })
    test
      .info()
      .annotations.push({ type: 'second Run after a stop (ms)', description: String(Date.now() - again) })
    await expect(page.getByTestId('checks')).toContainText('Turned the corner!')
    await expectAccessible(page, 'a Python step passed')
    await screenshot(page, 'python-passed')
  })

  test('completes the whole first lesson', async ({ page }) => {
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await playLesson(page, FIRST_LINES)
    await expect(page.getByTestId('lesson-complete')).toBeVisible()
  })

  test('the Python editor indents as Python asks: Enter after a colon, Tab as 4 spaces', async ({ page }) => {
    await page.goto('/free-lessons')
    await page.getByRole('link', { name: new RegExp(FIRST_LINES.title) }).click()
    await hydrated(page)
    await page.getByTestId('step-corner').click()
    await typeCode(page, 'for i in range(3):')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('print(i)')
    await expect.poll(() => page.locator('.cm-content').innerText()).toBe('for i in range(3):\n    print(i)')
    await typeCode(page, 'x = 1')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.type('y')
    await expect.poll(() => page.locator('.cm-content').innerText()).toBe('x = 1\n    y')
  })
})

test('a page with no Python step downloads no Python', async ({ page }) => {
  const engine: string[] = []
  page.on('request', (request) => {
    if (/pyodide|python_stdlib|python-worker|python-language/.test(request.url())) engine.push(request.url())
  })
  await page.goto('/free-lessons')
  await page.getByRole('link', { name: new RegExp(JAVASCRIPT_FIRST_LINES.title) }).click()
  await hydrated(page)
  await page.getByRole('button', { name: /^Run/ }).click()
  await expect(page.getByTestId('drawing-summary')).toContainText('The turtle drew')
  expect(engine).toEqual([])
})
