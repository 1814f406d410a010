import { z } from 'zod'
import { auditKindValues } from './audit-actions'

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD.')
  .refine((day) => !Number.isNaN(Date.parse(day)), 'This is not a date.')

/** The record's filters, as the server checks them (the page reads the same from its address). */
export const auditFiltersSchema = z.object({
  child: z.string().trim().max(100, 'A name of at most 100 characters.').optional(),
  subject: z.uuid().optional(),
  adult: z.uuid().optional(),
  kind: z.enum(auditKindValues).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.number().int().min(1).max(10_000).optional(),
})
