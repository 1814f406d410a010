// Python's start-up as a child meets it, median of 5:
// - cold: a fresh browser context (empty HTTP cache, no service worker) opens the first free Python
//   lesson and presses Run as soon as the page is hydrated; the figure is navigation → the first
//   turtle command reaching the page and the next frame painted (the first move of the drawing);
// - second visit: the same context opens the lesson again: engine bytes sent over the network
//   (0 once the service worker keeps the engine) and the same figure;
// - warm Run: Run pressed again after the previous drawing finished; click → first move.
//
// `node bench/python-timing.ts http://localhost:3200/free-lessons/<id>` measures a running server.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { launchChromium } from './lesson-weight.ts'

export interface PythonTiming {
  coldFirstMoveMs: number[]
  secondVisitFirstMoveMs: number[]
  secondVisitEngineBytes: number[]
  coldEngineBytes: number[]
  warmRunFirstMoveMs: number[]
}

const ENGINE_FILE = /pyodide|python_stdlib|python-worker|load-python-engine/

// In the page: when Run is pressed, and when the first turtle command of that run arrived from the
// runner frame and a frame was painted after it.
const probe = () => {
  const w = window as unknown as { __runAt: number | null; __firstMove: number | null }
  w.__runAt = null
  w.__firstMove = null
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (button && /^\s*Run/.test(button.textContent ?? '')) {
        w.__runAt = performance.now()
        w.__firstMove = null
      }
    },
    true,
  )
  window.addEventListener('message', (event) => {
    const data = event.data as { kind?: string; events?: { type?: string }[] } | null
    if (w.__firstMove !== null || data?.kind !== 'events' || !Array.isArray(data.events)) return
    if (!data.events.some((e) => e?.type === 'turtle')) return
    w.__firstMove = -1
    requestAnimationFrame(() => {
      w.__firstMove = performance.now()
    })
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function firstMove(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { __runAt: number | null; __firstMove: number | null }
      return w.__firstMove !== null && w.__firstMove > 0 ? [w.__runAt ?? 0, w.__firstMove] : null
    },
    null,
    { timeout: 120_000, polling: 20 },
  )
  return (await handle.jsonValue()) as unknown as number
}

async function drawn(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLCanvasElement>('[data-testid="turtle-canvas"]')?.dataset.drawn === 'true',
    null,
    { timeout: 120_000 },
  )
  await page.getByTestId('drawing-summary').filter({ hasText: /drew/ }).waitFor({ timeout: 120_000 })
}

/** Opens the lesson, presses Run once hydrated: navigation → first move (ms) and engine bytes sent. */
async function openAndRun(context: BrowserContext, url: string) {
  const page = await context.newPage()
  let engineBytes = 0
  page.on('requestfinished', async (request) => {
    if (!ENGINE_FILE.test(new URL(request.url()).pathname)) return
    const response = await request.response()
    // Answered by the service worker or the memory cache: nothing came over the network.
    if (!response || response.fromServiceWorker()) return
    const sizes = await request.sizes().catch(() => null)
    engineBytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0
  })
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  })
  await page.getByRole('button', { name: /^Run/ }).click()
  const [, moved] = (await firstMove(page)) as unknown as [number, number]
  await drawn(page)
  return { page, firstMoveMs: moved, engineBytes }
}

export async function measurePythonTiming(browser: Browser, url: string, runs = 5): Promise<PythonTiming> {
  const result: PythonTiming = {
    coldFirstMoveMs: [],
    secondVisitFirstMoveMs: [],
    secondVisitEngineBytes: [],
    coldEngineBytes: [],
    warmRunFirstMoveMs: [],
  }
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext()
    await context.addInitScript(probe)
    try {
      const cold = await openAndRun(context, url)
      result.coldFirstMoveMs.push(cold.firstMoveMs)
      result.coldEngineBytes.push(cold.engineBytes)
      if (i === 0) {
        // Warm Runs on the page that has just drawn: the child presses Run again.
        for (let r = 0; r < runs; r++) {
          await cold.page.getByRole('button', { name: /^Run/ }).click()
          const [runAt, moved] = (await firstMove(cold.page)) as unknown as [number, number]
          result.warmRunFirstMoveMs.push(moved - runAt)
          await drawn(cold.page)
        }
      }
      await cold.page.close()
      const again = await openAndRun(context, url)
      result.secondVisitFirstMoveMs.push(again.firstMoveMs)
      result.secondVisitEngineBytes.push(again.engineBytes)
    } finally {
      await context.close()
    }
  }
  return result
}

export function printPythonTiming(timing: PythonTiming, line: (label: string, value: string) => void) {
  const ms = (values: number[]) =>
    `median ${Math.round(median(values))} ms (${values.map((v) => Math.round(v)).join(', ')})`
  line('  cold cache: open → first turtle move', ms(timing.coldFirstMoveMs))
  line('  cold cache: engine bytes sent', `${Math.round(median(timing.coldEngineBytes) / 1024)} KB`)
  line('  second visit: open → first turtle move', ms(timing.secondVisitFirstMoveMs))
  line('  second visit: engine bytes sent', `${Math.round(median(timing.secondVisitEngineBytes) / 1024)} KB`)
  line('  warm Run: click → first turtle move', ms(timing.warmRunFirstMoveMs))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2]
  if (!url) throw new Error('usage: node bench/python-timing.ts <lesson URL>')
  const browser = await launchChromium()
  try {
    const timing = await measurePythonTiming(browser, url, Number(process.env.RUNS ?? 5))
    printPythonTiming(timing, (label, value) => console.log(`${label.padEnd(48)} ${value}`))
  } finally {
    await browser.close()
  }
}
