import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { toJSONAsync } from 'seroval'
import { expect, test } from '../support/auth'
import { parseSetCookie } from '../support/browser'
import { type Persona, personas } from '../support/personas'
import { freePort, type RawAnswer, type RawRequest, rawRequest } from '../support/raw-http'
import {
  type ApiRoute,
  builtServerFunctionIds,
  discoverApiRoutes,
  discoverServerFunctions,
  type ServerFunction,
} from '../support/server-functions'
import { serverAnswers } from '../support/server-process'

/**
 * The fuzz check (decision 083): every server function and every `/api` route, found in the source
 * (and, for functions, in the build's manifest), gets malformed, oversized, wrong-typed and missing
 * input as an anonymous visitor, a student, a teacher, an admin and staff. No answer may be a 5xx,
 * carry a serialized error other than the app's HttpError, or show SQL, a stack or a file path.
 * It runs against its own server (the production build on a fresh embedded database with the
 * demo data), because the calls it makes do things: they sign out, cancel subscriptions, and
 * other tests must not feel that.
 */

test.describe.configure({ mode: 'serial', timeout: 600_000 })

let server: ChildProcess | undefined
let serverLog = ''
let port = 0
const dataDir = `.data/fuzz-${process.pid}`

const send = (path: string, options: RawRequest) => rawRequest(port, path, options)

const hostOf = (school: string | null) => (school ? `${school}.localhost:${port}` : `localhost:${port}`)

interface Visitor {
  label: string
  persona?: Persona
  host: string
  cookie: string
}

async function signIn(label: string, persona: Persona): Promise<Visitor> {
  const host = hostOf(persona.school)
  const credentials = persona.kind === 'adult' ? { email: persona.login } : { username: persona.login }
  const answer = await send('/api/auth/login', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, password: persona.password }),
  })
  expect(answer.status, `sign-in of ${persona.login}: ${answer.body}`).toBe(200)
  const setCookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])
  const cookie = setCookies
    .map(parseSetCookie)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ')
  return { label, persona, host, cookie }
}

/** Signs the visitor in again when a call ended its session (sign out, sign out everywhere). */
async function stillSignedIn(visitor: Visitor): Promise<Visitor> {
  if (!visitor.persona) return visitor
  const profile = await send('/api/auth/profile', { host: visitor.host, headers: { cookie: visitor.cookie } })
  return profile.status === 200 ? visitor : signIn(visitor.label, visitor.persona)
}

const HUGE = 'x'.repeat(100_000)
/** Longer than any column, short enough that a body of every key stays well under the body limit. */
const LONG = 'x'.repeat(5_000)
const COMMON_KEYS = [
  'id',
  'name',
  'firstName',
  'lastName',
  'username',
  'password',
  'email',
  'code',
  'token',
  'studentId',
  'classId',
  'classIds',
  'lessonId',
  'cardId',
  'profileId',
  'schoolId',
  'templateId',
  'resourceId',
  'url',
  'slug',
  'title',
  'body',
  'grade',
  'page',
  'q',
]

const junk = { a: [{ b: null, c: { d: [1, 'two', { e: true }] } }], __proto__x: {}, constructor: 'x' }

/** Inputs shaped like the function's own object (its keys), each key given the same bad value. */
const everyKey = (keys: string[], value: unknown) => Object.fromEntries(keys.map((key) => [key, value]))

function inputsFor(fn: ServerFunction): Array<{ label: string; data: unknown }> {
  const keys = [...new Set([...fn.keys, ...COMMON_KEYS])]
  return [
    { label: 'missing', data: undefined },
    { label: 'null', data: null },
    { label: '[]', data: [] },
    { label: '100k string', data: HUGE },
    { label: 'number', data: 12345 },
    { label: 'nested junk', data: junk },
    { label: 'long strings in every field', data: everyKey(keys, LONG) },
    { label: 'huge numbers in every field', data: everyKey(keys, 1e308) },
    { label: 'negative fractions in every field', data: everyKey(keys, -1.5) },
    { label: 'invalid UUIDs in every field', data: everyKey(keys, 'not-a-uuid') },
    { label: 'nested junk in every field', data: everyKey(keys, junk) },
    { label: 'NUL characters in every field', data: everyKey(keys, 'a\u0000b') },
    { label: 'arrays in every field', data: everyKey(keys, ['x', 1, null]) },
  ]
}

/** Database text, stack frames and source paths: what a user must never see. */
const LEAK =
  /Failed query|insert into "|delete from "|update "\w+" set|select "|from "\w+"|violates|duplicate key|syntax error at|invalid input syntax|DrizzleQueryError|\bparams: |node_modules|dist\/server|\bat [\w.<>]+ \(|\.tsx?:\d+:\d+/i

function check(what: string, answer: RawAnswer) {
  const body = answer.body.slice(0, 2000)
  expect.soft(answer.status, `${what} → ${answer.status} ${body}`).toBeLessThan(500)
  expect.soft(answer.status, `${what} → ${body}`).toBeGreaterThan(0)
  expect.soft(answer.body, `${what}: leaks internals`).not.toMatch(LEAK)
  // Start serializes a thrown Error as $TSR/Error: only the app's HttpError may leave a function.
  expect.soft(answer.body, `${what}: an error that is not an HttpError`).not.toContain('"c":"$TSR/Error"')
}

async function callFunction(fn: ServerFunction, visitor: Visitor, data: unknown, method = fn.method) {
  const headers: Record<string, string> = { 'x-tsr-serverfn': 'true', cookie: visitor.cookie }
  let path = `/_serverFn/${fn.id}`
  let body: string | undefined
  if (data !== undefined) {
    const payload = JSON.stringify(await toJSONAsync({ data }))
    if (method === 'GET') path += `?payload=${encodeURIComponent(payload)}`
    else {
      body = payload
      headers['content-type'] = 'application/json'
    }
  }
  if (path.length > URL_LIMIT) {
    // Node's HTTP server refuses a request line over its header limit (431 or a closed socket)
    // before the app sees it: that is an answer too, and not a 5xx.
    const sent = await send(path, { host: visitor.host, method, headers })
    const answer = sent.status === 0 ? { ...sent, status: 431 } : sent
    expect
      .soft([400, 413, 414, 431], `${fn.name} with a ${path.length}-character URL`)
      .toContain(answer.status)
    return answer
  }
  return send(path, { host: visitor.host, method, headers, body })
}

/** Node's default limit on the request line and headers together (16 KiB). */
const URL_LIMIT = 16_000

const visitors: Visitor[] = []

test.beforeAll(async () => {
  test.setTimeout(240_000)
  port = await freePort()
  rmSync(dataDir, { recursive: true, force: true })
  const { DATABASE_URL: _database, ...env } = process.env
  // `node` as the npm scripts and playwright.config.ts run it (Node 24 from node_modules/.bin).
  server = spawn('node', ['scripts/start.ts'], {
    env: { ...env, PORT: String(port), PRODUCT_HOST: `localhost:${port}`, PGLITE_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => {
    serverLog += chunk
  })
  server.stderr?.on('data', (chunk) => {
    serverLog += chunk
  })
  await serverAnswers(server, () => send('/api/health', { host: hostOf(null) }), {
    timeout: 200_000,
    log: () => serverLog,
  })
  visitors.push(
    { label: 'anonymous on demo', host: hostOf('demo'), cookie: '' },
    { label: 'anonymous on the main host', host: hostOf(null), cookie: '' },
    await signIn('student', personas.student),
    await signIn('teacher', personas.teacher),
    await signIn('admin', personas.admin),
    await signIn('staff', personas.staff),
  )
})

test.afterAll(async () => {
  // A server that stopped under the fuzz is itself a finding: show why.
  if (server?.exitCode !== null)
    console.log(`The fuzzed server stopped (${server?.exitCode}):\n${serverLog.slice(-8000)}`)
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once('exit', resolve))
    server.kill('SIGTERM')
    await stopped
  }
  rmSync(dataDir, { recursive: true, force: true })
})

test('every server function is found in the build and answers bad input without a 5xx or a leak', async () => {
  const functions = discoverServerFunctions()
  const built = builtServerFunctionIds()
  expect(functions.length, 'server functions found in src').toBeGreaterThan(50)
  const missing = functions.filter((fn) => built.get(fn.id) !== `${fn.name}_createServerFn_handler`)
  expect(
    missing.map((fn) => `${fn.file} ${fn.name}`),
    'functions the build does not have under the derived id',
  ).toEqual([])
  const known = new Set(functions.map((fn) => fn.id))
  expect(
    [...built.keys()].filter((id) => !known.has(id)),
    'built functions not found in src',
  ).toEqual([])

  for (const fn of functions) {
    // Every visitor once with `{}`: the guards answer those who may not call it.
    const probes = await Promise.all(
      visitors.map(async (visitor) => {
        const answer = await callFunction(fn, visitor, {})
        check(`${fn.name} as ${visitor.label} with {}`, answer)
        expect(answer.body, `${fn.name} could not be called`).not.toContain('This action does not exist')
        return answer.status
      }),
    )
    // The whole list of bad inputs as the first and the last visitor the guards let through (the
    // handlers and validators are what they test), and as an anonymous visitor when none is.
    const admitted = visitors.filter((_, index) => ![401, 403].includes(probes[index] ?? 0))
    const fuzzed = admitted.length > 0 ? [...new Set([admitted[0], admitted.at(-1)])] : [visitors[0]]
    await Promise.all(
      (fuzzed as Visitor[]).map(async (visitor) => {
        for (const input of inputsFor(fn)) {
          check(
            `${fn.name} as ${visitor.label} with ${input.label}`,
            await callFunction(fn, visitor, input.data),
          )
        }
      }),
    )
    for (const [index, visitor] of visitors.entries()) visitors[index] = await stillSignedIn(visitor)
    // Malformed requests: the wrong method, JSON that is not JSON, a body of another type.
    const visitor = visitors[3] as Visitor
    const wrongMethod = await callFunction(fn, visitor, {}, fn.method === 'GET' ? 'POST' : 'GET')
    check(`${fn.name} with the wrong method`, wrongMethod)
    expect.soft(wrongMethod.status, `${fn.name} with the wrong method`).toBe(405)
    const base = { host: visitor.host, headers: { 'x-tsr-serverfn': 'true', cookie: visitor.cookie } }
    const path = `/_serverFn/${fn.id}`
    if (fn.method === 'GET') {
      check(`${fn.name} with a payload that is not JSON`, await send(`${path}?payload=%7Bnot-json`, base))
      check(
        `${fn.name} with a payload of junk`,
        await send(`${path}?payload=${encodeURIComponent('{"t":99}')}`, base),
      )
    } else {
      for (const [contentType, body] of [
        ['application/json', '{not json'],
        ['application/json', ''],
        ['application/json', 'null'],
        ['application/json', '{"t":25,"i":0,"s":{},"c":"nope"}'],
        ['text/plain', HUGE],
        ['application/x-www-form-urlencoded', 'a=1&b=%ZZ'],
        ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ] as const) {
        const answer = await send(path, {
          ...base,
          method: 'POST',
          headers: { ...base.headers, 'content-type': contentType },
          body,
        })
        check(`${fn.name} with ${contentType} ${JSON.stringify(body.slice(0, 30))}`, answer)
      }
    }
    visitors[3] = await stillSignedIn(visitors[3] as Visitor)
  }

  // An id the build does not have is a 404, not a 500.
  for (const id of ['0'.repeat(64), 'constructor', '__proto__', 'x'.repeat(300)]) {
    const answer = await send(`/_serverFn/${id}`, {
      host: hostOf('demo'),
      method: 'POST',
      headers: { 'x-tsr-serverfn': 'true', 'content-type': 'application/json' },
      body: '{}',
    })
    check(`unknown server function ${id.slice(0, 20)}`, answer)
    expect.soft(answer.status, `unknown server function ${id.slice(0, 20)}`).toBe(404)
  }
})

/** Paths with junk in place of each `$param`. */
const pathsOf = (route: ApiRoute) =>
  ['not-a-uuid', '00000000-0000-0000-0000-000000000000', encodeURIComponent(HUGE.slice(0, 4000)), '%00'].map(
    (value) => route.path.replace(/\$\w+/g, value),
  )

test('every /api route answers bad input without a 5xx or a leak; unknown paths 404, wrong methods 405', async () => {
  const routes = discoverApiRoutes()
  expect(routes.length, 'API routes found in src/routes/api').toBeGreaterThan(3)
  const bodies: Array<[string, string | undefined]> = [
    ['application/json', undefined],
    ['application/json', '{}'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '{not json'],
    ['application/json', JSON.stringify(HUGE)],
    ['application/json', JSON.stringify(everyKey(COMMON_KEYS, LONG))],
    ['application/json', JSON.stringify(everyKey(COMMON_KEYS, 12345))],
    ['application/json', JSON.stringify(everyKey(COMMON_KEYS, 'not-a-uuid'))],
    ['application/json', JSON.stringify(everyKey(COMMON_KEYS, junk))],
    ['application/json', JSON.stringify(everyKey(COMMON_KEYS, 'a\u0000b'))],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1&b=%ZZ'],
  ]
  for (const route of routes) {
    for (const [index, visitor] of [...visitors.entries()]) {
      for (const path of [...new Set(pathsOf(route))]) {
        for (const method of route.methods.filter((m) => m !== 'ANY')) {
          for (const [contentType, body] of method === 'GET' ? bodies.slice(0, 1) : bodies) {
            const answer = await send(path, {
              host: visitor.host,
              method,
              headers: { 'content-type': contentType, cookie: visitor.cookie },
              body,
            })
            check(
              `${method} ${route.path} as ${visitor.label} with ${JSON.stringify((body ?? '').slice(0, 30))}`,
              answer,
            )
          }
        }
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter(
          (m) => !route.methods.includes(m),
        )) {
          const answer = await send(path, { host: visitor.host, method, headers: { cookie: visitor.cookie } })
          check(`${method} ${route.path}`, answer)
          expect.soft(answer.status, `${method} ${route.path}: a method it does not answer`).toBe(405)
          expect.soft(answer.headers['content-type'], `${method} ${route.path}`).toContain('application/json')
        }
      }
      visitors[index] = await stillSignedIn(visitor)
    }
  }
  for (const path of ['/api', '/api/nope', '/api/auth/nope/deeper', '/api/health/extra']) {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await send(path, {
        host: hostOf('demo'),
        method,
        headers: { 'content-type': 'application/json' },
      })
      expect.soft(answer.status, `${method} ${path}`).toBe(404)
      expect.soft(answer.headers['content-type'], `${method} ${path}`).toContain('application/json')
      expect
        .soft(JSON.parse(answer.body), `${method} ${path}`)
        .toMatchObject({ message: expect.any(String), errors: [] })
    }
  }
})

test('two 40-character names at registration are a field error, not the database refusal', async () => {
  const name = 'A'.repeat(40)
  const fn = discoverServerFunctions().find((f) => f.name === 'registerStudentFn') as ServerFunction
  const answer = await callFunction(fn, visitors[0] as Visitor, {
    code: 'KTW4BX',
    firstName: name,
    lastName: name,
    username: 'longnames',
    password: 'a-fine-password',
  })
  expect(answer.status).toBe(400)
  expect(answer.body).toContain('The first and last name together are too long')
  expect(answer.body).toContain('lastName')
  expect(answer.body).not.toMatch(LEAK)
})
