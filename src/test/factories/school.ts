import type { Db } from '@/server/db/client'
import { schools, subscriptions } from '@/server/db/schema'
import { uniqueId } from './unique'

export interface SchoolOverrides {
  name?: string
  subdomain?: string
  address?: string | null
  /** Makes it a child school of that district. */
  parentSchoolId?: string | null
  allowedLoginTypes?: ('picture' | 'words' | 'password')[]
  /** An active subscription on a paid plan (`true`: classroom). Default: unpaid. */
  paid?: boolean | 'classroom' | 'school'
}

/** A school (the spec's account). Fits where a `SchoolSummary` is wanted (logoUrl null). */
export async function createSchool(db: Db, overrides: SchoolOverrides = {}) {
  const subdomain = overrides.subdomain ?? `s-${uniqueId()}`
  const [row] = await db
    .insert(schools)
    .values({
      subdomain,
      name: overrides.name ?? `School ${subdomain}`,
      address: overrides.address ?? null,
      parentSchoolId: overrides.parentSchoolId ?? null,
      ...(overrides.allowedLoginTypes ? { allowedLoginTypes: overrides.allowedLoginTypes } : {}),
    })
    .returning()
  if (!row) throw new Error('school not created')
  if (overrides.paid) {
    await db.insert(subscriptions).values({
      schoolId: row.id,
      planId: overrides.paid === true ? 'classroom' : overrides.paid,
      status: 'active',
      provider: 'fake',
    })
  }
  return { ...row, logoUrl: null as string | null }
}

export type TestSchool = Awaited<ReturnType<typeof createSchool>>
