import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { DEMO_ADULT_PASSWORD } from '../../src/server/db/seed/demo-accounts'
import { expect, hydrated, test } from '../support/auth'
import { expectAccessible } from '../support/axe'
import { freePort, type RawRequest, rawRequest } from '../support/raw-http'
import { serverAnswers } from '../support/server-process'

/**
 * The deployment check (decisions 007 and 008): the real built server (`node scripts/start.ts`),
 * as an operator starts it on a fresh PostgreSQL database with nothing but DATABASE_URL and
 * PRODUCT_HOST. No demo account, no fake payments, no dev endpoints, no foreign hosts; the shipped
 * courses are there and `npm run create-super` makes the first super admin.
 * Needs PostgreSQL: it runs when TEST_DATABASE_URL names a server it can create databases on.
 */
const serverUrl = process.env.TEST_DATABASE_URL

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.skip(!serverUrl, 'Deployment check skipped: set TEST_DATABASE_URL=postgres://… (it needs PostgreSQL).')

const databaseName = `codeschool_deploy_${randomUUID().replaceAll('-', '').slice(0, 16)}`
let databaseUrl = ''
let port = 0
let productHost = ''
let server: ChildProcess | undefined
let serverLog = ''

const superAdmin = { email: 'first.super@codeschool.test', password: 'a long walk to the harbour 2026' }

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The environment an operator gives a deployment: none of the test or demo switches. */
function deploymentEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of Object.keys(env)) {
    if (
      /^(DEMO_DATA|MAIL_OUTBOX_API|TEST_FIXTURES_API|PAYMENTS_PROVIDER|PRODUCT_SCHEME|TRUSTED_PROXY|PGLITE_DIR|SUPER_)/.test(
        name,
      )
    ) {
      delete env[name]
    }
  }
  return { ...env, PORT: String(port), PRODUCT_HOST: productHost, DATABASE_URL: databaseUrl, ...extra }
}

/** A request with a Host header and request target of our choosing (the main host unless given). */
const send = (path: string, options: Partial<RawRequest> = {}) =>
  rawRequest(port, path, { ...options, host: options.host ?? productHost })

const postJson = (path: string, body: unknown, host = productHost) =>
  send(path, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  try {
    await onServer(`create database "${databaseName}"`)
  } catch (error) {
    test.skip(
      true,
      `Deployment check skipped: PostgreSQL at TEST_DATABASE_URL is not available (${String(error)}).`,
    )
  }
  const url = new URL(serverUrl!)
  url.pathname = `/${databaseName}`
  databaseUrl = url.toString()
  port = await freePort()
  productHost = `localhost:${port}`
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: deploymentEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString()
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog += chunk.toString()
  })
  // The readiness probe by IP, as a load balancer sends it: /api/health answers any host.
  await serverAnswers(server, () => send('/api/health', { host: `127.0.0.1:${port}` }), {
    timeout: 90_000,
    log: () => serverLog,
  })
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  if (databaseUrl) await onServer(`drop database if exists "${databaseName}" with (force)`)
})

test('the seed says it created the catalog and no demo data', () => {
  expect(serverLog).toMatch(/Catalog: \d+ courses, \d+ lessons, 4 content pages/)
  expect(serverLog).toContain('Demo data: none (DATABASE_URL is set and DEMO_DATA is not 1)')
  expect(serverLog).toContain(`CodeSchool is running: http://${productHost}/\n`)
})

test('no demo account can sign in', async () => {
  for (const email of ['super@staff.test', 'admin@demo.test', 'teacher@demo.test', 'staff@staff.test']) {
    const answer = await postJson('/api/auth/login', { email, password: DEMO_ADULT_PASSWORD })
    // Wrong credentials are 400 here (SPEC §8: a 401 would sign the visitor out).
    expect(answer.status, email).toBe(400)
    expect(answer.body).toContain('That email and password do not match')
  }
  // The demo school does not exist either.
  expect((await send('/login', { host: `demo.${productHost}` })).status).toBe(404)
})

/** The newest mail to an address, read from the deployment's outbox table: the link in it to a path. */
async function mailedLink(to: string, path: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    let link: string | undefined
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ text_body: string }>(
            'select text_body from mail_outbox where to_address = $1 order by created_at desc limit 1',
            [to],
          )
          link = rows[0]?.text_body.split(/\s+/).find((word) => word.includes(path))
          return link
        },
        { message: `a mail to ${to} with a ${path} link`, timeout: 10_000 },
      )
      .toBeDefined()
    return link!
  } finally {
    await client.end()
  }
}

test('the shipped courses are there', async () => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ slug: string; lessons: number }>(
      `select c.slug, count(i.id)::int as lessons from cards c
       join card_sections s on s.card_id = c.id join card_section_items i on i.section_id = s.id
       where c.school_id is null and i.kind = 'lesson' group by c.slug order by c.slug`,
    )
    const shipped = readdirSync('content', { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && readdirSync(join('content', entry.name)).includes('course.ts'),
      )
      .map((entry) => entry.name)
      .sort()
    expect(rows.map((row) => row.slug)).toEqual(shipped)
    for (const row of rows) expect(row.lessons, row.slug).toBeGreaterThan(0)
  } finally {
    await client.end()
  }
  const freeLessons = await send('/free-lessons')
  expect(freeLessons.status).toBe(200)
  expect(freeLessons.body).toContain('First Steps with Blocks')
})

test('the dev outbox, the test fixtures endpoint, the fake checkout and the payment webhook do not exist', async () => {
  expect((await send('/api/dev/outbox?to=first.super%40codeschool.test')).status).toBe(404)
  expect(
    (
      await send('/api/dev/fixtures', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
    ).status,
  ).toBe(404)
  expect((await send('/api/dev/fake-checkout/fake_cs_1')).status).toBe(404)
  expect((await send('/api/dev/fake-checkout/fake_cs_1', { method: 'POST', body: '' })).status).toBe(404)
  const event = JSON.stringify({ id: 'evt_1', type: 'checkout.completed', data: { session: 'fake_cs_1' } })
  const webhook = await send('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fake-signature': 't=1,v1=0' },
    body: event,
  })
  expect(webhook.status).toBe(404)
})

test('a forged Host, an IP address and a smuggled absolute-form target get 421', async () => {
  for (const host of [
    'evil.example',
    `127.0.0.1:${port}`,
    `evil.${productHost}.example`,
    `a.b.${productHost}`,
  ]) {
    const answer = await send('/forgot-password', { host })
    expect(answer.status, host).toBe(421)
    expect(answer.body).toContain(`CodeSchool is at http://${productHost}/`)
  }
  expect((await send('http://evil.example/forgot-password', { host: productHost })).status).toBe(421)
  expect((await send('/forgot-password')).status).toBe(200)
})

test('npm run create-super from the environment makes the first super admin, once', async () => {
  const createSuper = () =>
    spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/create-super.ts'], {
      env: deploymentEnv({
        SUPER_EMAIL: superAdmin.email,
        SUPER_NAME: 'First Super',
        SUPER_PASSWORD: superAdmin.password,
      }),
      encoding: 'utf8',
      timeout: 60_000,
    })
  const first = createSuper()
  expect(first.status, first.stderr).toBe(0)
  expect(first.stdout).toContain(
    `Super admin ${superAdmin.email} created. Sign in at http://${productHost}/login`,
  )

  const signIn = await postJson('/api/auth/login', superAdmin)
  expect(signIn.status, signIn.body).toBe(200)
  expect(JSON.parse(signIn.body)).toMatchObject({ account: 'staff' })

  const again = createSuper()
  expect(again.status).toBe(1)
  expect(again.stderr).toContain('is already a super admin. Nothing was changed')
})

test('a new school finds "Payments are not configured" where the upgrade would be', async ({ page }) => {
  const subdomain = `deploy-${randomUUID().slice(0, 8)}`
  const query = new URLSearchParams({
    schoolName: 'Deploy Primary',
    subdomain,
    email: `head@${subdomain}.test`,
  })
  await page.goto(`http://${productHost}/account-setup?${query}`)
  await hydrated(page)
  await page.getByLabel('Your name').fill('Dana Head')
  await page.getByRole('button', { name: 'Create my school' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  // Without SMTP the mail waits in the deployment's outbox table; its link proves the address.
  const school = `http://${subdomain}.${productHost}`
  const setPassword = await mailedLink(`head@${subdomain}.test`, '/set-password?token=')
  expect(setPassword.startsWith(`${school}/set-password?token=`), setPassword).toBe(true)
  await page.goto(setPassword)
  await hydrated(page)
  await page.getByLabel('New password').fill('a long enough password 2026')
  await page.getByRole('button', { name: 'Save password' }).click()
  // The first password signs the new admin in, at the school's first class (decision 106).
  await expect(page).toHaveURL(`${school}/dashboard/groups/new`, { timeout: 30_000 })

  await page.goto(`${school}/dashboard/upgrade`)
  await hydrated(page)
  await expect(page.getByRole('status').filter({ hasText: 'Payments are not configured' })).toBeVisible()
  // In each paid plan's card, instead of its "Choose" button.
  await expect(
    page.getByRole('list', { name: 'Plans' }).getByText('Payments are not configured'),
  ).toHaveCount(2)
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screenshots/deployment-upgrade.png', fullPage: true })
  await expectAccessible(page, 'deployment-upgrade')
})
