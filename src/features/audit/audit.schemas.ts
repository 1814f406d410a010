import { z } from 'zod'
import { m } from '@/paraglide/messages'
import { auditKindValues } from './audit-actions'

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.audit_error_date_shape() })
  .refine((day) => !Number.isNaN(Date.parse(day)), { error: () => m.audit_error_not_date() })

/** The record's filters, as the server checks them (the page reads the same from its address). */
export const auditFiltersSchema = z.object({
  child: z
    .string()
    .trim()
    .max(100, { error: () => m.audit_error_name_long() })
    .optional(),
  subject: z.uuid().optional(),
  adult: z.uuid().optional(),
  kind: z.enum(auditKindValues).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.number().int().min(1).max(10_000).optional(),
})
