import type { SandboxScripts } from '@/features/runner/sandbox/worker-source-plugin'

let bundled: Promise<SandboxScripts> | undefined

/**
 * The sandbox's thread and judge scripts. Under Vite (dev server, production build, Vitest) they
 * come from the bundling plugin's virtual module, built with the app. Plain Node has no Vite
 * plugins (the seed, run by tsx from scripts/start.ts): there the same plugin function bundles
 * them once for the process, so both paths run the same bundler on the same sources.
 */
export function loadSandboxScripts(): Promise<SandboxScripts> {
  if (import.meta.env) {
    return import('virtual:sandbox-scripts').then(({ thread, judge, pythonJudge }) => ({
      thread,
      judge,
      pythonJudge,
    }))
  }
  bundled ??= (async () => {
    const plugin = new URL('../../features/runner/sandbox/worker-source-plugin.ts', import.meta.url).href
    const { bundleSandboxScripts } = (await import(
      /* @vite-ignore */ plugin
    )) as typeof import('@/features/runner/sandbox/worker-source-plugin')
    return bundleSandboxScripts(process.cwd())
  })()
  return bundled
}
