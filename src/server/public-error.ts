import { m } from '@/paraglide/messages'
import { databaseInputError } from '@/server/db/pg-errors'
import { HttpError } from '@/server/errors'
import { isClientHangUp } from '@/server/request/request-log'

/** The only sentence a person sees for a failure that is the server's fault. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * The error boundary of both doors into the server (server functions and `/api/*` routes,
 * decision 083): what a failed request may tell the person who sent it.
 *
 * - An HttpError was thrown on purpose: it is the answer as it is.
 * - A database refusal caused by the input (a value too long, a duplicate, a check): 400 with a
 *   plain sentence and the field when it is known (src/server/db/pg-errors.ts).
 * - The client went away while its body was read (`aborted`, AbortError): 499, not logged.
 * - Anything else is the server's fault: 500 with one generic sentence. The detail (SQL,
 *   parameters, stack) goes to the server log with where it happened, never to the answer.
 */
export function publicError(error: unknown, where: string): HttpError {
  if (error instanceof HttpError) return error
  // The client hung up while its request was read: nobody gets the answer, nothing went wrong
  // here, and the request's log line says 499 (docs/operations.md).
  if (isClientHangUp(error)) return new HttpError(499, 'The client closed the request.')
  const refused = databaseInputError(error)
  if (refused) return refused
  console.error(`[server error] ${where}:`, error)
  return new HttpError(500, m.server_fault())
}
