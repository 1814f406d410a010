// JavaScript a real browser loads for the student lesson player: first the page up to hydration
// (what every lesson costs before an editor exists), then what arrives until the step's editor
// (Blockly or CodeMirror) is on screen. Sums the JS responses Chromium received.
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page, type Response } from '@playwright/test'
import { chromiumArgs, type SetCookie, systemChromium } from '../e2e/support/browser.ts'

export interface JsTotals {
  files: number
  rawBytes: number
  gzipBytes: number
  /** Bytes of the bodies as sent (the server compresses with brotli when the browser asks). */
  transferredBytes: number
}

export interface LessonWeight {
  /** JS requested until React hydrated the page (the editors load only after hydration). */
  firstLoad: JsTotals
  /** JS requested after hydration while the lesson's first step is open (quiet network). */
  afterHydration: JsTotals
  afterHydrationFiles: string[]
  /** JS requested from opening the exercise step until its editor is on screen and the network is quiet. */
  exercise: JsTotals
  exerciseFiles: string[]
  /** Editor chunks (named *-editor-*) found in the first load: the split would be wrong. */
  misplaced: string[]
  /** The server's Content-Encoding of the JS, e.g. "identity" when it sends it uncompressed. */
  encodings: string[]
  /** From clicking the exercise step to its editor on screen. */
  editorVisibleMs: number
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: systemChromium, args: chromiumArgs })
}

interface JsResponse {
  url: string
  rawBytes: number
  gzipBytes: number
  transferredBytes: number
  encoding: string
  /** When Node saw the request (fallback when the page's resource timing lacks the URL). */
  seenAt: number
}

function isJs(response: Response): boolean {
  // Only what came over the network (the runner's worker starts from a blob: URL).
  if (!/^https?:/.test(response.url())) return false
  const type = response.request().resourceType()
  const contentType = response.headers()['content-type'] ?? ''
  return type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(response.url())
}

/** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
async function networkQuiet(page: Page, state: { inFlight: number; lastChange: number }, quietMs = 600) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (state.inFlight === 0 && Date.now() - state.lastChange >= quietMs) return
    await page.waitForTimeout(100)
  }
}

function totals(files: JsResponse[]): JsTotals {
  return {
    files: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    transferredBytes: files.reduce((sum, file) => sum + file.transferredBytes, 0),
  }
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url

/**
 * Opens `url` in a fresh context (cold cache) with the session cookies, waits for hydration and a
 * quiet network, then opens the exercise step `codeStepKey` and waits for its editor.
 */
export async function measureLessonWeight(
  browser: Browser,
  input: {
    url: string
    cookies: SetCookie[]
    codeStepKey: string
    editor: 'blocks' | 'javascript'
    title: string
  },
): Promise<LessonWeight> {
  const origin = new URL(input.url).origin
  const context = await browser.newContext()
  try {
    await context.addCookies(
      input.cookies.map((cookie) => ({
        name: cookie.name,
        value: cookie.value,
        url: origin,
        httpOnly: cookie.httpOnly,
        secure: cookie.secure,
        sameSite: 'Strict' as const,
      })),
    )
    // The moment the root marks the page hydrated, on the page's own clock (resource timing's).
    await context.addInitScript(() => {
      const w = window as unknown as { __benchHydratedAt?: number }
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.hydrated === 'true') {
          w.__benchHydratedAt = performance.now()
          observer.disconnect()
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    const page = await context.newPage()
    const network = { inFlight: 0, lastChange: Date.now() }
    const settle = () => {
      network.inFlight--
      network.lastChange = Date.now()
    }
    page.on('request', () => {
      network.inFlight++
      network.lastChange = Date.now()
    })
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    const seen = new Map<string, number>()
    page.on('request', (request) => {
      if (!seen.has(request.url())) seen.set(request.url(), performance.now())
    })
    const pending: Promise<JsResponse | null>[] = []
    page.on('response', (response) => {
      if (!isJs(response) || response.status() !== 200) return
      pending.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => ({
            url: response.url(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferredBytes: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
            seenAt: seen.get(response.url()) ?? performance.now(),
          }))
          .catch(() => null),
      )
    })

    const navigation = await page.goto(input.url, { waitUntil: 'load' })
    if (navigation?.status() !== 200) throw new Error(`${input.url} answered ${navigation?.status()}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 })
    const hydratedSeenAt = performance.now()
    await page.getByRole('heading', { level: 1, name: input.title }).waitFor({ timeout: 30_000 })
    await networkQuiet(page, network)

    const clickedAt = performance.now()
    const clickedAtInPage = await page.evaluate(() => performance.now())
    await page.getByTestId(`step-${input.codeStepKey}`).click()
    const editorSelector =
      input.editor === 'blocks'
        ? '[data-testid="blocks-editor"] .injectionDiv'
        : '[data-testid="code-editor"] .cm-content'
    await page.locator(editorSelector).first().waitFor({ state: 'visible', timeout: 60_000 })
    const editorVisibleMs = performance.now() - clickedAt
    await networkQuiet(page, network)

    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt ?? null,
      entries: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }))
    const startTimes = new Map(timing.entries.map((entry) => [entry.name, entry.startTime]))
    const files = [
      ...new Map(
        (await Promise.all(pending)).flatMap((file) => (file ? [[file.url, file] as const] : [])),
      ).values(),
    ]
    // Which phase a file was requested in, by the page's resource timing (Node's clock if missing).
    const phase = (file: JsResponse): 0 | 1 | 2 => {
      const start = startTimes.get(file.url)
      if (timing.hydratedAt !== null && start !== undefined) {
        return start <= timing.hydratedAt ? 0 : start < clickedAtInPage ? 1 : 2
      }
      return file.seenAt <= hydratedSeenAt ? 0 : file.seenAt < clickedAt ? 1 : 2
    }
    const inPhase = (n: 0 | 1 | 2) =>
      files.filter((file) => phase(file) === n).sort((a, b) => b.rawBytes - a.rawBytes)
    const [first, afterHydration, exercise] = [inPhase(0), inPhase(1), inPhase(2)]
    const names = (list: JsResponse[]) => list.map((file) => fileName(file.url))
    return {
      firstLoad: totals(first),
      afterHydration: totals(afterHydration),
      afterHydrationFiles: names(afterHydration),
      exercise: totals(exercise),
      exerciseFiles: names(exercise),
      misplaced: names(first).filter((name) => /-editor-/.test(name)),
      encodings: [...new Set(files.map((file) => file.encoding))],
      editorVisibleMs,
    }
  } finally {
    await context.close()
  }
}
