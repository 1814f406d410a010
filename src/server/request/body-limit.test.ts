import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http-error'
import {
  type BodyLimit,
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
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
