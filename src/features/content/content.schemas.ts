import * as z from 'zod/mini'

/** A content page's slug: one or more lower-case path segments, e.g. `about` or `legal/privacy`. */
export const contentSlugSchema = z.string().check(z.maxLength(200), z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/))

export const getContentPageInput = z.object({ slug: z.string() })
