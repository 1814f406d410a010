import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '@/lib/http-error'
import { parseJsonBody } from '@/server/middleware/api-handler'
import {
  type BodyLimit,
  bodyLimitFor,
  closeAfterRefusal,
  DEFAULT_BODY_LIMIT,
  LARGE_REQUEST_LIMIT,
  limitRequestBody,
  maxBodyBytes,
} from './body-limit'

const LOGO: BodyLimit = { fileBytes: 1024 * 1024, field: 'logo', hint: 'Make it smaller.' }
const MB = 1024 * 1024

/** A body of `chunks` chunks of 64 KB that counts how many the server pulled. */
function streamed(chunks: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= chunks) return controller.close()
        pulled++
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, pulled: () => pulled }
}

function upload(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://demo.localhost/_serverFn/logo', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
}

async function refusal(read: Promise<unknown>): Promise<HttpError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe('request body limits (record 032)', () => {
  it('refuses an upload over its Content-Length without reading it: 413 with the form’s message', async () => {
    const body = streamed(10_000) // 625 MB if anyone read it all
    const request = limitRequestBody(
      upload(body.stream, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * MB),
      }),
      LOGO,
    )
    const error = await refusal(request.formData())
    expect(error.status).toBe(413)
    expect(error.message).toBe('This upload is 3 MB; the limit is 1 MB. Make it smaller.')
    expect(error.errors).toEqual([{ field: 'logo', message: error.message }])
    expect(body.pulled()).toBe(0)
  })

  it('stops reading a body sent without a length once it passes the limit', async () => {
    const body = streamed(10_000)
    const request = limitRequestBody(
      upload(body.stream, { 'content-type': 'multipart/form-data; boundary=x' }),
      LOGO,
    )
    const error = await refusal(request.formData())
    expect(error).toMatchObject({
      status: 413,
      message: 'This upload is more than 1 MB; the limit is 1 MB. Make it smaller.',
    })
    expect(body.pulled() * 64 * 1024).toBeLessThanOrEqual(maxBodyBytes(LOGO) + 2 * 64 * 1024)
  })

  it('a Content-Length that lies does not get past the limit', async () => {
    const body = streamed(10_000)
    const request = limitRequestBody(upload(body.stream, { 'content-length': '100' }), LOGO)
    expect((await refusal(request.arrayBuffer())).status).toBe(413)
    expect(body.pulled()).toBeLessThan(40)
  })

  it('a form within the limit reads as usual, fields and file included; other properties pass through', async () => {
    const form = new FormData()
    form.append('logo', new File([new Uint8Array(MB - 10)], 'logo.png', { type: 'image/png' }))
    form.append('note', 'hello')
    const original = upload(form)
    Object.defineProperty(original, 'ip', { value: '10.0.0.7' })
    const request = limitRequestBody(original, LOGO)
    expect((request as Request & { ip?: string }).ip).toBe('10.0.0.7')
    expect(request.method).toBe('POST')
    const read = await request.formData()
    expect((read.get('logo') as File).size).toBe(MB - 10)
    expect(read.get('note')).toBe('hello')
  })

  it('requests without a body are untouched; unknown paths get the default limit', () => {
    const get = new Request('http://demo.localhost/dashboard')
    expect(limitRequestBody(get, LOGO)).toBe(get)
    expect(bodyLimitFor(get, new Map([['/_serverFn/logo', LOGO]]))).toBe(DEFAULT_BODY_LIMIT)
    expect(bodyLimitFor(upload('x'), new Map([['/_serverFn/logo', LOGO]]))).toBe(LOGO)
  })
})

/** An anonymous sign-in as an attacker sends it: JSON, `chunks` × 64 KB. */
function signIn(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request('http://demo.localhost/api/auth/login', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit)
}

const credentials = z.object({ email: z.string(), password: z.string() })

describe('the 64 KB limit of every request that is not an upload (issue 21)', () => {
  it('refuses a 1 MB anonymous sign-in by its length with 413, reading none of it', async () => {
    const body = streamed(16)
    const request = limitRequestBody(
      signIn(body.stream, { 'content-length': String(MB) }),
      DEFAULT_BODY_LIMIT,
    )
    const error = await refusal(parseJsonBody(request, credentials))
    expect(error.status).toBe(413)
    expect(error.message).toBe('This request is 1 MB; the limit is 64 KB. Send less at once.')
    expect(error.errors).toEqual([])
    expect(body.pulled()).toBe(0)
  })

  it('stops reading a 1 MB sign-in sent without a length just past 64 KB', async () => {
    const body = streamed(16)
    const request = limitRequestBody(signIn(body.stream), DEFAULT_BODY_LIMIT)
    const error = await refusal(parseJsonBody(request, credentials))
    expect(error).toMatchObject({
      status: 413,
      message: 'This request is more than 64 KB; the limit is 64 KB. Send less at once.',
    })
    expect(body.pulled()).toBeLessThanOrEqual(3)
  })

  it('a sign-in of ordinary size reads as before; a body that is not JSON is still a 400', async () => {
    const ok = new Request('http://demo.localhost/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(200) }),
      headers: { 'content-type': 'application/json' },
    })
    expect(await parseJsonBody(limitRequestBody(ok, DEFAULT_BODY_LIMIT), credentials)).toMatchObject({
      email: 'a@b.test',
    })
    const garbled = new Request('http://demo.localhost/api/auth/login', { method: 'POST', body: '{' })
    const error = await refusal(parseJsonBody(limitRequestBody(garbled, DEFAULT_BODY_LIMIT), credentials))
    expect(error).toMatchObject({ status: 400, message: 'The request body must be JSON.' })
  })

  it('the larger limit holds a child’s longest code in any script, and no upload', () => {
    // 50,000 characters of code (progress.schemas.ts), each up to 4 bytes in UTF-8, and its JSON.
    expect(maxBodyBytes(LARGE_REQUEST_LIMIT)).toBeGreaterThan(4 * 50_000 + 64 * 1024)
    expect(maxBodyBytes(LARGE_REQUEST_LIMIT)).toBeLessThan(2 * MB)
    expect(maxBodyBytes(DEFAULT_BODY_LIMIT)).toBe(64 * 1024)
  })

  it('a 413 closes the connection, so the rest of a large body is never read to find the next request', () => {
    expect(closeAfterRefusal(new Response('x', { status: 413 })).headers.get('connection')).toBe('close')
    expect(closeAfterRefusal(new Response('x', { status: 400 })).headers.get('connection')).toBeNull()
  })
})
