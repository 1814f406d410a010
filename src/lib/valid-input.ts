import type { z } from 'zod'
import type { ZodMiniType } from 'zod/mini'
import { HttpError } from './http-error'

const madeByValidInput = new WeakSet<object>()

/**
 * A server-function validator from a zod schema that answers bad input with 400 and the spec's
 * error body (`message` = the first problem, `errors` = one per field), so a form shows each
 * message next to its field. Passing the schema itself would make a failed parse a 500. Takes zod
 * and zod/mini schemas alike.
 *
 *   createServerFn({ method: 'POST' }).validator(validInput(schema))
 */
export function validInput<TSchema extends z.ZodType | ZodMiniType>(schema: TSchema) {
  const validator = (input: z.input<TSchema>): z.output<TSchema> => {
    const result = schema.safeParse(input)
    if (result.success) return result.data as z.output<TSchema>
    const errors = result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }))
    throw new HttpError(400, errors[0]?.message ?? 'Check what you entered and try again.', errors)
  }
  madeByValidInput.add(validator)
  return validator
}

/** True for a validator made by validInput: the walk test (decision 082) requires one wherever input is read. */
export function isValidInput(validator: unknown): boolean {
  return typeof validator === 'function' && madeByValidInput.has(validator)
}
