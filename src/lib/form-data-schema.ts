import { z } from 'zod'

/**
 * A schema for a server function that receives a browser form with files: the input must be
 * FormData (else `message`), and its entries, as an object of strings and Files, must pass
 * `fields`. Field errors keep the form's field names, so validInput puts each message by its field.
 */
export function formDataSchema<TOutput>(fields: z.ZodType<TOutput>, message: string) {
  return z
    .instanceof(FormData, { error: message })
    .transform((form): unknown => Object.fromEntries(form))
    .pipe(fields)
}
