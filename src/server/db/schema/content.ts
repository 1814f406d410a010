import { sql } from 'drizzle-orm'
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { contentPageKind } from './enums'

/** Staff-edited pages: `{slug}` content pages (one or more segments), the FAQ, the welcome pack. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text('slug').notNull().unique('content_pages_slug_unique'),
    kind: contentPageKind('kind').notNull().default('page'),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_pages_slug_format', sql`${t.slug} ~ '^[a-z0-9-]+(/[a-z0-9-]+)*$'`)],
)

/** Staff-managed path redirects (spec §2.4): to_target is a path (internal) or an http(s) URL. */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: id(),
    fromPath: text('from_path').notNull().unique('redirect_rules_from_path_unique'),
    toTarget: text('to_target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('redirect_rules_from_path_format', sql`${t.fromPath} ~ '^/'`),
    check('redirect_rules_to_target_format', sql`${t.toTarget} ~ '^(/|https?://)'`),
  ],
)

/** First-party analytics: page views per path per day (none recorded on /login and /join). */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_views_pk', columns: [t.path, t.day] })],
)
