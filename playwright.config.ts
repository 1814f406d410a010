import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, systemChromium } from './e2e/support/browser'

const port = Number(process.env.E2E_PORT ?? 3100)

export const e2ePort = port
export const productHost = `localhost:${port}`

export default defineConfig({
  testDir: './e2e',
  // e2e/**/*.test.ts are Vitest tests of the suite's own helpers.
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Bounds for the CI machine: 2 cores shared by 2 workers, 2 browsers, the server and its jobs
  // (decision 223). A wait still ends the moment its state is reached; the bound only says how
  // long a passing state may take there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report keeps each test's duration, to find what makes the suite slow.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    ['json', { outputFile: 'test-results/e2e-results.json' }],
  ],
  use: {
    baseURL: `http://demo.${productHost}`,
    trace: 'retain-on-failure',
    // The offline worker (decision 202) answers files from its cache; only the offline spec wants it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PRODUCT_HOST: productHost,
      PGLITE_DIR: `.data/e2e-${port}`,
      COMPANY_SITE_URL: 'https://codeschool.example',
      CANVA_WELCOME_PACK_URL: 'https://codeschool.example/curriculum/welcome-pack',
      // Tests read invitation and password mails through GET /api/dev/outbox.
      MAIL_OUTBOX_API: '1',
      // Specs that change data make a school of their own through POST /api/dev/fixtures (decision 091).
      TEST_FIXTURES_API: '1',
    },
  },
})
