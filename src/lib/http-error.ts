import { createSerializationAdapter } from '@tanstack/react-router'

/** One field's error in the spec's error body (`errors`) and in the form holder (`fieldErrors`). */
export interface FieldError {
  field: string
  message: string
}

/**
 * An error with an HTTP status and the spec's error body `{ message, errors }`. Thrown by the
 * server (src/server/errors.ts re-exports it) and raised by the client fetch module.
 * `status` is what Start reads to set a server function's response status.
 */
export class HttpError extends Error {
  readonly status: number
  readonly errors: FieldError[]

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.errors = errors
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError
}

/** The JSON body of an error response (SPEC §3 "Error response body: message, errors"). */
export function httpErrorBody(error: HttpError): { message: string; errors: FieldError[] } {
  return { message: error.message, errors: error.errors }
}

/**
 * Lets an HttpError thrown in a server function arrive on the client as an HttpError with its
 * status and field errors (Start's default keeps only the message). Registered in src/start.ts.
 */
export const httpErrorSerializationAdapter = createSerializationAdapter({
  key: 'http-error',
  test: (value: unknown): value is HttpError => value instanceof HttpError,
  toSerializable: (error: HttpError) => ({
    status: error.status,
    message: error.message,
    errors: error.errors.map((e) => ({ field: e.field, message: e.message })),
  }),
  fromSerializable: (value: { status: number; message: string; errors: FieldError[] }) =>
    new HttpError(value.status, value.message, value.errors),
})
