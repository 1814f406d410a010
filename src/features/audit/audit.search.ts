import { oneOf, type SearchReader, searchParams, trimmedText, uuid, wholeNumber } from '@/lib/search-params'
import { auditKindValues } from './audit-actions'

/** A calendar day written YYYY-MM-DD. */
const isoDay: SearchReader<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined

/**
 * /dashboard/settings?view=record: the whole audit record of the school with its filters (decision
 * 169: a search parameter of the settings page, no route of its own). Read without zod (152).
 */
export const settingsSearch = searchParams({
  view: oneOf(['record']),
  /** A child's name, or part of it. */
  child: trimmedText(100),
  /** One child (or class) by id: a name pressed in the record. */
  subject: uuid,
  /** An adult: the user who acted. */
  adult: uuid,
  kind: oneOf(auditKindValues),
  from: isoDay,
  to: isoDay,
  page: wholeNumber(1, 10_000),
})
type SettingsSearch = ReturnType<typeof settingsSearch>
export type AuditFilters = Omit<SettingsSearch, 'view'>
