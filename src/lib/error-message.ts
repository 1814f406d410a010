import { UNKNOWN_ERROR_MESSAGE } from './api-client'
import { HttpError } from './http-error'

/**
 * The text a person sees for a failed call (SPEC §8). An HttpError, from the API client or a server
 * function, carries the server's message, or the unknown-error message when the response had none.
 * Anything else (a network failure, a bug's own message) says only that the request failed: raw
 * error texts are not shown.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError && error.message) return error.message
  return UNKNOWN_ERROR_MESSAGE
}
