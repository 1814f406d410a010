// What Python costs a child: the engine's files (only lessons with Python download them) and the
// time from opening the first free Python lesson to the first Run's drawing, a warm second Run,
// and a Run right after an endless loop was stopped (a fresh sandbox frame prepares Python again).
import type { Browser, Page } from '@playwright/test'

export interface PythonEngineWeight {
  files: { name: string; rawBytes: number; transferredBytes: number; encoding: string }[]
  /** Navigation → the example's first Run has drawn (page, engine download and start, run). */
  firstRunMs: number
  /** Run again on the same page: the engine is warm (a prepared spare worker). */
  secondRunMs: number
  /** After the watchdog stopped `while True: pass`: the next Run's result. */
  runAfterStopMs: number
}

async function runAndWait(page: Page, text: RegExp) {
  const started = performance.now()
  await page.getByRole('button', { name: /^Run/ }).click()
  await page.getByTestId('drawing-summary').filter({ hasText: text }).waitFor({ timeout: 120_000 })
  return performance.now() - started
}

export async function measurePythonEngine(browser: Browser, url: string): Promise<PythonEngineWeight> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const files: PythonEngineWeight['files'] = []
  page.on('response', async (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? ''
    if (!/pyodide|python_stdlib|python-worker|python-language|load-python-engine/.test(name)) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: body.length }))
    files.push({
      name,
      rawBytes: body.length,
      transferredBytes: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    })
  })
  try {
    const opened = performance.now()
    await page.goto(url)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    })
    await runAndWait(page, /drew/)
    const firstRunMs = performance.now() - opened
    const secondRunMs = await runAndWait(page, /drew/)
    // The endless loop, in the first exercise.
    await page
      .getByRole('button', { name: /Next step/ })
      .first()
      .click()
    const editor = page.locator('.cm-content')
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.insertText('while True:\n    pass\n')
    await page.getByRole('button', { name: /^Run/ }).click()
    await page.getByTestId('run-message').waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.insertText('from turtle import *\nforward(100)\n')
    const runAfterStopMs = await runAndWait(page, /drew 1 line/)
    return { files, firstRunMs, secondRunMs, runAfterStopMs }
  } finally {
    await context.close()
  }
}
