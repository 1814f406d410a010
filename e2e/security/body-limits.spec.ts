import { request as httpRequest } from 'node:http'
import { e2ePort } from '../../playwright.config'
import { expect, test } from '../support/auth'
import { schoolHost } from '../support/hosts'
import { discoverServerFunctions } from '../support/server-functions'

/**
 * Decision 167: a request that is not an upload may hold 64 KB. A larger one is refused with 413
 * and a sentence, as soon as its length (or the bytes received) say so: the server never waits
 * for, or reads, the rest. Each request below sends at most a few hundred KB of its 1 MB and never
 * ends; a server that read bodies in full would never answer it.
 */

const KB = 1024

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

/** Sends `sent` bytes of a body (declared as `declared` bytes, or chunked) and keeps the request open. */
function sendPart(path: string, headers: Record<string, string>, sent: number, declared: number | null) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: e2ePort,
        path,
        method: 'POST',
        headers: {
          host: schoolHost('demo'),
          ...headers,
          ...(declared === null ? {} : { 'content-length': String(declared) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          })
          req.destroy()
        })
      },
    )
    req.on('error', reject)
    // A JSON string that never closes: the body is never complete.
    req.write(`{"email":"a@b.test","password":"${'x'.repeat(sent - 30)}`)
  })
}

test('a 1 MB anonymous sign-in is refused with 413 before the rest of it is sent', async () => {
  const answer = await sendPart('/api/auth/login', { 'content-type': 'application/json' }, 64 * KB, 1024 * KB)
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toEqual({
    message: 'This request is 1 MB; the limit is 64 KB. Send less at once.',
    errors: [],
  })
  expect(answer.connection).toBe('close')
})

test('a sign-in sent in chunks without a length is refused once it passes 64 KB', async () => {
  const answer = await sendPart('/api/auth/login', { 'content-type': 'application/json' }, 200 * KB, null)
  expect(answer.status).toBe(413)
  expect(answer.body).toContain('This request is more than 64 KB; the limit is 64 KB. Send less at once.')
})

test('a server function refuses a 1 MB body the same way, with its error for the form', async () => {
  const fn = discoverServerFunctions().find((f) => f.name === 'requestPasswordResetFn')
  expect(fn, 'requestPasswordResetFn in src').toBeDefined()
  const answer = await sendPart(
    `/_serverFn/${fn!.id}`,
    { 'content-type': 'application/json', 'x-tsr-serverfn': 'true' },
    64 * KB,
    1024 * KB,
  )
  expect(answer.status).toBe(413)
  expect(answer.body).toContain('This request is 1 MB; the limit is 64 KB. Send less at once.')
})
