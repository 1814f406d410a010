/**
 * The one error type the server throws on purpose. Its status becomes the HTTP status of the
 * server-function or API response and its body is the spec's error body `{ message, errors }`
 * (SPEC §3). Server functions carry it to the client intact (serialization adapter in
 * src/lib/http-error.ts), so the client fetch module maps it like an API error.
 */
export { type FieldError, HttpError, httpErrorBody } from '@/lib/http-error'
