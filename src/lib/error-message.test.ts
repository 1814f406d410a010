import { describe, expect, it } from 'vitest'
import { httpErrorFromResponse, UNKNOWN_ERROR_MESSAGE } from './api-client'
import { errorMessage } from './error-message'
import { HttpError } from './http-error'

describe('errorMessage (SPEC §8)', () => {
  it("gives the server's message", () => {
    expect(errorMessage(new HttpError(422, 'That class name is taken.'))).toBe('That class name is taken.')
  })

  it('gives the unknown-error message for a non-success status without a message', async () => {
    const error = await httpErrorFromResponse(new Response('', { status: 502 }))
    expect(error.status).toBe(502)
    expect(errorMessage(error)).toBe('An unknown error occurred during the request.')
    expect(errorMessage(new HttpError(500, ''))).toBe(UNKNOWN_ERROR_MESSAGE)
  })

  it('does not show the text of a network failure or of anything that is not an HttpError', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage(new Error('relation "students" does not exist'))).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage('boom')).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage(undefined)).toBe(UNKNOWN_ERROR_MESSAGE)
  })
})
