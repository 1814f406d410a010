import * as z from 'zod/mini'

/**
 * A teacher resource written here and published as a content page: the seed stores it in
 * content_pages with slug = path without the leading slash, so it is served at `path`.
 */
export const resourcePageSchema = z.strictObject({
  path: z.string().check(z.regex(/^\/resources\/[a-z0-9-]+(\/[a-z0-9-]+)*$/)),
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  /** Markdown. */
  body: z.string().check(z.minLength(1)),
})

export type ResourcePage = z.input<typeof resourcePageSchema>
