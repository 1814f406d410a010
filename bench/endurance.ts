// "Minute 60 is as fast as minute 1": one tab, 200 programs (blocks, turtle JavaScript, JavaScript
// and Python, the first free lesson of each course, as a guest), moving between the lessons inside
// the app (no reload, so whatever a lesson leaves behind stays in the tab). Prints the JS heap after
// a forced garbage collection after 10 and after 200 runs, both taken on the same lesson, the frames
// and workers left, and how long keystrokes took to paint (Event Timing, as INP counts them).
//
// `node bench/endurance.ts http://localhost:3200` measures a running server (guest, free lessons).
import type { Browser, CDPSession, Page } from '@playwright/test'
import { launchChromium } from './lesson-weight.ts'

export interface EnduranceResult {
  runs: number
  heapAfter10Mb: number
  heapAfterAllMb: number
  framesAfter10: number
  framesAfterAll: number
  workersAfter10: number
  workersAfterAll: number
  /** Keystroke → next paint, per keystroke (ms), in the order typed. */
  keystrokes: { run: number; ms: number }[]
  failedRuns: number
  /** Keys pressed in all (Event Timing reports only those of 16 ms or more). */
  typed: number
  minutes: number
  /** The courses whose first free lesson was used. */
  courses: string[]
}

// In the page: finished runs (the frame's `done`/`crashed`) and keystroke durations.
const probe = () => {
  const w = window as unknown as { __runsEnded: number; __keys: number[] }
  w.__runsEnded = 0
  w.__keys = []
  window.addEventListener('message', (event) => {
    const kind = (event.data as { kind?: string } | null)?.kind
    if (kind === 'done' || kind === 'crashed') w.__runsEnded++
  })
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId && entry.name === 'keydown') w.__keys.push(entry.duration)
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  } catch {
    // Event Timing missing: no keystroke figures.
  }
}

interface Lesson {
  href: string
  course: string
}

async function freeLessons(page: Page): Promise<Lesson[]> {
  // The first lesson of each course on /free-lessons (courses are sections with their lessons).
  return page.evaluate(() => {
    const seen = new Set<string>()
    const out: { href: string; course: string }[] = []
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/free-lessons/"]')) {
      const section = link.closest('section, li, article')
      const course = section?.closest('section')?.querySelector('h2')?.textContent?.trim() ?? link.href
      if (seen.has(course)) continue
      seen.add(course)
      out.push({ href: link.getAttribute('href') ?? '', course })
    }
    return out
  })
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usage.usedSize / 1024 / 1024
}

async function runOnce(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => (window as unknown as { __runsEnded: number }).__runsEnded)
  const run = page.getByRole('button', { name: /^Run/ }).first()
  await run.click()
  try {
    await page.waitForFunction(
      (n) => (window as unknown as { __runsEnded: number }).__runsEnded > n,
      before,
      { timeout: 60_000, polling: 50 },
    )
    return true
  } catch {
    return false
  }
}

export async function measureEndurance(
  browser: Browser,
  origin: string,
  total = 200,
): Promise<EnduranceResult> {
  const started = performance.now()
  const context = await browser.newContext({ serviceWorkers: 'block' })
  await context.addInitScript(probe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  const result: EnduranceResult = {
    runs: 0,
    heapAfter10Mb: 0,
    heapAfterAllMb: 0,
    framesAfter10: 0,
    framesAfterAll: 0,
    workersAfter10: 0,
    workersAfterAll: 0,
    keystrokes: [],
    failedRuns: 0,
    typed: 0,
    minutes: 0,
    courses: [],
  }
  try {
    await page.goto(`${origin}/free-lessons`)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const lessons = await freeLessons(page)
    if (lessons.length === 0) throw new Error('no free lessons listed')
    result.courses = lessons.map((lesson) => lesson.course)
    const python = lessons.find((l) => /python/i.test(l.course))
    // The lesson both heap figures are taken on: the last one visited in each phase.
    const measured = lessons.find((l) => l !== python) ?? lessons[0]!
    let typed = 0

    const visit = async (lesson: Lesson, runs: number) => {
      // Inside the app: the list, then the lesson's link (no page load).
      if (!page.url().endsWith('/free-lessons')) {
        await page.goBack()
        await page.waitForURL(/\/free-lessons$/)
      }
      await page.locator(`a[href="${lesson.href}"]`).first().click()
      await page.waitForURL(`**${lesson.href}`)
      await page.getByRole('button', { name: /^Run/ }).first().waitFor()
      // Half the runs on the first step's example, half on the next step (an exercise: its editor).
      const onExample = Math.ceil(runs / 2)
      for (let i = 0; i < runs; i++) {
        if (i === onExample) {
          // The next step with a Run button (an exercise), at most four steps on; else the first.
          const runButton = page.getByRole('button', { name: /^Run/ }).first()
          let found = false
          for (let tries = 0; tries < 4 && !found; tries++) {
            const next = page.getByRole('button', { name: /Next step/ }).first()
            if (!(await next.isVisible())) break
            await next.click()
            found = await runButton
              .waitFor({ timeout: 5_000 })
              .then(() => true)
              .catch(() => false)
          }
          if (!found) {
            await page.getByRole('navigation', { name: 'Steps' }).getByRole('button').first().click()
            await runButton.waitFor()
          }
          await page
            .locator('.cm-content, .blocklySvg')
            .first()
            .waitFor({ timeout: 30_000 })
            .catch(() => {})
        }
        if (!(await runOnce(page))) result.failedRuns++
        result.runs++
        // Keystrokes between runs in the lesson's code editor, when the step shows one (a comment
        // line, in the lesson's language).
        const editor = page.locator('.cm-content').first()
        if (await editor.isVisible()) {
          await editor.click()
          await page.keyboard.press('ControlOrMeta+End')
          const comment = lesson.course.match(/python/i) ? '#' : '//'
          const text = `\n${comment} ${typed++}`
          await page.keyboard.type(text, { delay: 30 })
          // Each character, and Control and End.
          result.typed += text.length + 2
        }
      }
      const keys = await page.evaluate(() => {
        const w = window as unknown as { __keys: number[] }
        const out = w.__keys
        w.__keys = []
        return out
      })
      for (const ms of keys) result.keystrokes.push({ run: result.runs, ms })
    }

    const settle = async () => {
      // Leave the runner idle: its spare worker prepared, no run in flight.
      await page.waitForTimeout(1500)
    }
    const count = async () => ({
      frames: await page.evaluate(() => document.querySelectorAll('iframe').length),
      workers: page.workers().length,
    })

    // The first 10 runs: every engine once, ending on the measured lesson.
    const others = lessons.filter((l) => l !== measured)
    for (const lesson of others) await visit(lesson, 2)
    await visit(measured, 10 - result.runs)
    await settle()
    result.heapAfter10Mb = await heapMb(cdp)
    const at10 = await count()
    result.framesAfter10 = at10.frames
    result.workersAfter10 = at10.workers

    // Then round and round, 10 runs a visit, ending on the measured lesson again.
    let index = 0
    while (result.runs < total - 10) {
      const lesson = lessons[index++ % lessons.length]!
      await visit(lesson, Math.min(10, total - 10 - result.runs))
    }
    await visit(measured, total - result.runs)
    await settle()
    result.heapAfterAllMb = await heapMb(cdp)
    const atEnd = await count()
    result.framesAfterAll = atEnd.frames
    result.workersAfterAll = atEnd.workers
  } finally {
    result.minutes = (performance.now() - started) / 60_000
    await context.close()
  }
  return result
}

export function printEndurance(result: EnduranceResult, line: (label: string, value: string) => void) {
  const ratio = result.heapAfterAllMb / result.heapAfter10Mb
  line(
    '  JS heap after 10 runs → after all (after GC)',
    `${result.heapAfter10Mb.toFixed(1)} MB → ${result.heapAfterAllMb.toFixed(1)} MB (×${ratio.toFixed(2)}; target ≤ ×1.2 — ${ratio <= 1.2 ? 'met' : 'not met'})`,
  )
  line('  frames in the page after 10 → after all', `${result.framesAfter10} → ${result.framesAfterAll}`)
  line('  workers in the page after 10 → after all', `${result.workersAfter10} → ${result.workersAfterAll}`)
  const keys = result.keystrokes.map((k) => k.ms).sort((a, b) => a - b)
  const worst = keys.at(-1) ?? 0
  const p98 = keys[Math.min(keys.length - 1, Math.floor(keys.length * 0.98))] ?? 0
  const late = result.keystrokes.filter((k) => k.run > result.runs / 2).map((k) => k.ms)
  line(
    '  keystroke → paint (Event Timing, ≥ 16 ms kept)',
    `${result.typed} keys pressed, ${keys.length} of them ≥ 16 ms; worst ${Math.round(worst)} ms, p98 ${Math.round(p98)} ms, worst in the second half ${Math.round(Math.max(0, ...late))} ms (target ≤ 200 ms — ${worst <= 200 ? 'met' : 'not met'})`,
  )
  line('  courses', result.courses.join(', '))
  line('  runs (failed)', `${result.runs} (${result.failedRuns}) in ${result.minutes.toFixed(1)} min`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2]
  if (!origin) throw new Error('usage: node bench/endurance.ts <origin, e.g. http://localhost:3200>')
  const browser = await launchChromium()
  try {
    const result = await measureEndurance(browser, origin, Number(process.env.RUNS ?? 200))
    printEndurance(result, (label, value) => console.log(`${label.padEnd(52)} ${value}`))
  } finally {
    await browser.close()
  }
}
