import type { HostInfo } from '@/lib/hosts'
import { lookupPlace, type SchoolLookup } from '@/server/auth/school-lookup-cache'
import { getDb } from '@/server/db/client'

export type { SchoolLookup } from '@/server/auth/school-lookup-cache'

/**
 * The place of a host on the app's database, for handlers that have no request context: the one
 * lookup of a school by its subdomain, kept per process and forgotten when the school changes
 * (decision 205).
 */
export async function lookupSchoolForHost(host: HostInfo): Promise<SchoolLookup> {
  return lookupPlace(await getDb(), host)
}
