import { z } from 'zod/mini'

/** A page view as the router reports it: the path of the page (decision 082: checked by validInput). */
export const pageViewSchema = z.object({ path: z.string().check(z.minLength(1), z.maxLength(2048)) })
