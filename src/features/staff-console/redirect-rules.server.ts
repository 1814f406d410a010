import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '@/features/audit/audit-record.server'
import { m } from '@/paraglide/messages'
import type { Actor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { redirectRules } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { forgetRedirectRules } from '@/server/request/redirect-rules-cache'
import { appConfig } from '~/app.config'
import { assertStaff } from './staff-actor.server'
import type { redirectRuleSchema } from './staff-console.schemas'

export interface ConsoleRedirectRule {
  id: string | null
  fromPath: string
  toTarget: string
  /** `config`: from REDIRECT_RULES (read-only here); `console`: from the redirect_rules table. */
  source: 'config' | 'console'
}

/**
 * The configured rules (first, as the request context applies them) and the console's. The
 * request context reads the table on every request (src/lib/request-context/request-context.functions.ts),
 * so there is no cache to invalidate: a change applies to the next page load.
 */
export async function listRedirectRules(db: Db, actor: Actor): Promise<ConsoleRedirectRule[]> {
  assertStaff(actor)
  const rows = await db
    .select()
    .from(redirectRules)
    .orderBy(asc(redirectRules.createdAt), asc(redirectRules.fromPath))
  return [
    ...appConfig().redirectRules.map((rule) => ({
      id: null,
      fromPath: rule.from,
      toTarget: rule.to,
      source: 'config' as const,
    })),
    ...rows.map((row) => ({
      id: row.id,
      fromPath: row.fromPath,
      toTarget: row.toTarget,
      source: 'console' as const,
    })),
  ]
}

export async function addRedirectRule(
  db: Db,
  actor: Actor,
  input: z.output<typeof redirectRuleSchema>,
): Promise<ConsoleRedirectRule> {
  assertStaff(actor)
  const [row] = await db
    .insert(redirectRules)
    .values({ fromPath: input.fromPath, toTarget: input.toTarget })
    .onConflictDoNothing({ target: redirectRules.fromPath })
    .returning()
  forgetRedirectRules(db)
  if (!row) {
    const message = m.staff_error_rule_exists()
    throw new HttpError(400, message, [{ field: 'fromPath', message }])
  }
  const detail = { from: row.fromPath, to: row.toTarget }
  recordAudit(db, actor, 'staff.redirect.added', null, { schoolId: null, detail })
  return { id: row.id, fromPath: row.fromPath, toTarget: row.toTarget, source: 'console' }
}

export async function deleteRedirectRule(db: Db, actor: Actor, id: string): Promise<void> {
  assertStaff(actor)
  const deleted = await db
    .delete(redirectRules)
    .where(eq(redirectRules.id, id))
    .returning({ id: redirectRules.id, fromPath: redirectRules.fromPath })
  forgetRedirectRules(db)
  if (deleted.length === 0) throw new HttpError(404, m.staff_error_rule_gone())
  const detail = { from: deleted[0]!.fromPath }
  recordAudit(db, actor, 'staff.redirect.deleted', null, { schoolId: null, detail })
}
