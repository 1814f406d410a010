// `node bench/profile-lesson.ts [path]`: where a lesson page's main-thread time goes in the browser,
// from navigation to a quiet page. Against a production build (`npx vite build`; with
// `--sourcemap` the report names source files), Debian's Chromium at 4× slower CPU (as Lighthouse's
// mobile preset), on a path or the first free lesson of the nth course (0, the blocks course, by
// default). Prints the console's
// errors (a hydration mismatch makes React render the page again), the long tasks and the script
// time by function and by source file, summed from a CPU profile. Numbers scale with what the
// machine has free: compare runs taken back to back.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, systemChromium } from '../e2e/support/browser.ts'
import { firstFreeLessons } from './lesson-lighthouse.ts'
import { startBenchServer } from './server.ts'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Maps a built file's line and column to its source through the file's source map, if it has one. */
function sourceMapper(distDir: string) {
  const maps = new Map<string, { sources: string[]; lines: [number, number, number][][] } | null>()
  const decode = (mappings: string) => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
    const lines: [number, number, number][][] = []
    let source = 0
    for (const line of mappings.split(';')) {
      const segments: [number, number, number][] = []
      let column = 0
      for (const segment of line.split(',')) {
        if (!segment) continue
        const values: number[] = []
        let value = 0
        let shift = 0
        for (const char of segment) {
          const digit = chars.indexOf(char)
          value += (digit & 31) << shift
          if (digit & 32) shift += 5
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1)
            value = 0
            shift = 0
          }
        }
        column += values[0] ?? 0
        if (values.length > 1) source += values[1] ?? 0
        segments.push([column, source, 0])
      }
      lines.push(segments)
    }
    return lines
  }
  return (url: string, line: number, column: number): string => {
    const file = url.replace(/^https?:\/\/[^/]+/, '')
    if (!file.startsWith('/assets/')) return file || '(page)'
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(`${distDir}${file}.map`, 'utf8')) as {
          sources: string[]
          mappings: string
        }
        maps.set(file, { sources: map.sources, lines: decode(map.mappings) })
      } catch {
        maps.set(file, null)
      }
    }
    const map = maps.get(file)
    if (!map) return file
    const segments = map.lines[line] ?? []
    let found: [number, number, number] | undefined
    for (const segment of segments) {
      if (segment[0] > column) break
      found = segment
    }
    const source = found ? map.sources[found[1]] : undefined
    return source ? source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\/(\.pnpm\/)?/, 'npm:') : file
  }
}

const server = await startBenchServer({
  port: Number(process.env.BENCH_PORT ?? 3200),
  dataDir: '.data/bench-profile',
})
const browser = await chromium.launch({ executablePath: systemChromium, args: chromiumArgs })
try {
  // A path, or the index of a course's first free lesson on /free-lessons (0: blocks).
  const given = process.argv[2] ?? '0'
  const url = given.startsWith('/')
    ? `http://${server.productHost}${given}`
    : (await firstFreeLessons(server.origin, server.productHost))[Number(given)]!.url
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text().slice(0, 300))
  })
  page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)))
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = []
    ;(window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  // The editors load after the page's load and an idle moment (decision 191): wait until the main
  // thread has had no long task for two seconds.
  for (let quiet = 0; quiet < 4; ) {
    const before = await page.evaluate(
      () => (window as unknown as { __longTasks: unknown[] }).__longTasks.length,
    )
    await page.waitForTimeout(500)
    const after = await page.evaluate(
      () => (window as unknown as { __longTasks: unknown[] }).__longTasks.length,
    )
    quiet = after === before ? quiet + 1 : 0
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const lcp = performance.getEntriesByType('largest-contentful-paint').at(-1)
    return {
      domContentLoaded: Math.round(navigation.domContentLoadedEventEnd),
      load: Math.round(navigation.loadEventEnd),
      lcp: lcp ? Math.round(lcp.startTime) : null,
      longTasks: (
        window as unknown as { __longTasks: { start: number; duration: number }[] }
      ).__longTasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`),
    }
  })

  const mapSource = sourceMapper('dist/client')
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)!.callFrame
    if (['(idle)', '(program)', '(garbage collector)', '(root)'].includes(frame.functionName)) {
      byFile.set(frame.functionName, (byFile.get(frame.functionName) ?? 0) + ms)
      continue
    }
    const source = mapSource(frame.url, frame.lineNumber, frame.columnNumber)
    const name = `${frame.functionName || '(anonymous)'} ${source}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
    byFile.set(source, (byFile.get(source) ?? 0) + ms)
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${String(Math.round(ms)).padStart(6)} ms  ${name}`)
      .join('\n')
  console.log(`\n${url}  (4× slower CPU)`)
  console.log(`DOMContentLoaded ${timing.domContentLoaded} ms, load ${timing.load} ms, LCP ${timing.lcp} ms`)
  console.log(`long tasks: ${timing.longTasks.join('; ') || 'none'}`)
  console.log(`console errors and warnings:\n${errors.map((e) => `  ${e}`).join('\n') || '  none'}`)
  console.log(`\nscript time by source file:\n${top(byFile, 25)}`)
  console.log(`\nscript time by function:\n${top(byFunction, 40)}`)
} finally {
  await browser.close()
  await server.stop()
}
