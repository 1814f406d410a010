import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { defineConfig } from 'vitest/config'
import { runnerWorkerSource } from './src/features/runner/sandbox/worker-source-plugin.ts'
import { paraglideOptions } from './src/lib/i18n/paraglide-options.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server's sandbox scripts (virtual:sandbox-scripts) come from the same plugin as in the app.
  // The message catalogues compiled as for the app (decision 204).
  plugins: [runnerWorkerSource(), paraglideVitePlugin(paraglideOptions)],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'content/**/*.test.ts',
      // The e2e suite's own helpers (Playwright runs only e2e/**/*.spec.ts).
      'e2e/support/**/*.test.ts',
    ],
    environment: 'node',
    // Test files share a worker's modules (and its PGlite start-up) instead of loading them again
    // for each file: the suite takes half the time (decision 150). A file leaves nothing behind
    // that another could see: what it defines globally, it defines once.
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
})
