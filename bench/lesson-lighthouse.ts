// Lighthouse (mobile) on the lesson player, the page children spend their time on: the first free
// lesson of each course on /free-lessons (as a guest) and a signed-in student's lesson, each loaded
// `runs` times (interleaved, so a busy moment of the machine does not fall on one page) and
// reported as the median, with what the median run's trace names: the LCP element, the long tasks
// and the scripts that ran longest. The bar: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms,
// CLS ≤ 0.1 (median of 5).
import { httpRequest } from './http.ts'
import { type LighthousePage, type LighthouseScore, runLighthouse } from './lighthouse.ts'

export interface LessonScore {
  label: string
  url: string
  runs: number
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The run whose performance is the median: its trace's findings. */
  median: LighthouseScore
  /** Every run's performance, in order. */
  all: number[]
}

/** The first lesson of each course on /free-lessons, in the page's order, labelled by its course. */
export async function firstFreeLessons(origin: string, productHost: string): Promise<LighthousePage[]> {
  const html = (
    await httpRequest(`${origin}/free-lessons`, { headers: { host: productHost } })
  ).body.toString()
  const pages: LighthousePage[] = []
  // Each course is a <section aria-labelledby="free-…"> with its title in an <h2>, then its lessons.
  for (const section of html.split('<section aria-labelledby="free-').slice(1)) {
    const course = (section.match(/<h2[^>]*>([\s\S]*?)<\/h2>/)?.[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim()
    const href = section.match(/href="(\/free-lessons\/[0-9a-f-]{36})"/)?.[1]
    if (href) pages.push({ label: `free lesson: ${course}`, url: `http://${productHost}${href}` })
  }
  if (pages.length === 0) throw new Error('The free lessons page links no lesson')
  return pages
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function measureLessonLighthouse(
  pages: readonly LighthousePage[],
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
): Promise<LessonScore[]> {
  const byPage = new Map<string, LighthouseScore[]>(pages.map((page) => [page.label, []]))
  for (let run = 0; run < runs; run++) {
    // BENCH_LIGHTHOUSE_REPORTS=dir keeps every report (run-<run>-page-<n>.json) for a closer look.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS
    const scores = await runLighthouse(pages, {
      performanceOnly: true,
      ...(reports ? { saveReportsTo: `${reports}/run-${run}-page-` } : {}),
    })
    for (const score of scores) byPage.get(score.label)!.push(score)
  }
  return pages.map((page) => {
    const scores = byPage.get(page.label)!
    const performance = median(scores.map((s) => s.performance))
    return {
      label: page.label,
      url: page.url,
      runs: scores.length,
      performance,
      lcpMs: median(scores.map((s) => s.lcpMs)),
      tbtMs: median(scores.map((s) => s.tbtMs)),
      cls: median(scores.map((s) => s.clsValue)),
      median: scores.find((s) => s.performance === performance)!,
      all: scores.map((s) => s.performance),
    }
  })
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '')

export function printLessonLighthouse(scores: readonly LessonScore[]) {
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4× slower CPU), the lesson player, median of ${scores[0]?.runs ?? 0}` +
      ' (bar: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1)',
  )
  for (const score of scores) {
    const met =
      score.performance >= 90 && score.lcpMs <= 2500 && score.tbtMs <= 200 && score.cls <= 0.1
        ? 'met'
        : 'NOT met'
    console.log(
      `  ${score.label.padEnd(44)} performance ${String(score.performance).padStart(3)}  LCP ${(score.lcpMs / 1000).toFixed(1)} s  TBT ${String(Math.round(score.tbtMs)).padStart(4)} ms  CLS ${score.cls.toFixed(3)}  ${met}  (runs: ${score.all.join(', ')})`,
    )
    const trace = score.median
    console.log(`      LCP element: ${trace.lcpElement.replace(/\s+/g, ' ').slice(0, 120)}`)
    const tasks = trace.longTasks.slice(0, 5).map((task) => `${task.durationMs} ms ${short(task.url)}`)
    console.log(`      long tasks: ${tasks.join('; ') || 'none'}`)
    const scripts = trace.bootup.slice(0, 4).map((entry) => `${entry.scriptingMs} ms ${short(entry.url)}`)
    console.log(`      script time by file: ${scripts.join('; ')}`)
  }
}
