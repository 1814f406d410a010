import { afterEach, beforeEach, vi } from 'vitest'

// A test that logs an error or a warning has a problem it is not asserting: fail it.
const noisy: string[] = []

for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    noisy.push(`console.${method}: ${args.map(String).join(' ')}`)
  })
}

afterEach(() => {
  if (noisy.length > 0) {
    const messages = noisy.splice(0)
    throw new Error(`Unexpected console output:\n${messages.join('\n')}`)
  }
})

// Test files share a worker's modules (isolate: false, decision 150). A test that picks the page's
// language with Paraglide's overwriteGetLocale replaces its getLocale for every later file, and
// the server's reading of the request's language (src/server/request/locale.ts) with it: the
// original is kept the first time, and put back before every test.
const paraglide = await import('@/paraglide/runtime')
const keptGetLocale = globalThis as { __paraglideGetLocale?: typeof paraglide.getLocale }
keptGetLocale.__paraglideGetLocale ??= paraglide.getLocale
const originalGetLocale = keptGetLocale.__paraglideGetLocale
beforeEach(() => paraglide.overwriteGetLocale(originalGetLocale))
