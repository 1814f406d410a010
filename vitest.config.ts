import { defineConfig } from 'vitest/config'
import { runnerWorkerSource } from './src/features/runner/sandbox/worker-source-plugin.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server's sandbox scripts (virtual:sandbox-scripts) come from the same plugin as in the app.
  plugins: [runnerWorkerSource()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
})
