import type { z } from 'zod'
import { HttpError } from './http-error'

/**
 * A server-function validator from a zod schema that answers bad input with 400 and the spec's
 * error body (`message` = the first problem, `errors` = one per field), so a form shows each
 * message next to its field. Passing the schema itself would make a failed parse a 500.
 *
 *   createServerFn({ method: 'POST' }).validator(validInput(schema))
 */
export function validInput<TSchema extends z.ZodType>(schema: TSchema) {
  return (input: z.input<TSchema>): z.output<TSchema> => {
    const result = schema.safeParse(input)
    if (result.success) return result.data
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }))
    throw new HttpError(400, errors[0]?.message ?? 'Check what you entered and try again.', errors)
  }
}
