import { and, eq, isNull } from 'drizzle-orm'
import type { HostInfo } from '@/lib/hosts'
import { isLanguage, type Language } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client'
import { keptPerProcessByKey } from '@/server/db/kept-per-process'
import { schools } from '@/server/db/schema'

/** A school as every page of its host knows it. */
export interface SchoolSummary {
  id: string
  subdomain: string
  name: string
  logoUrl: string | null
  parentSchoolId: string | null
}

/** Where a request's host leads: the main site, Canva's, a school, or a school that is not there. */
export type SchoolLookup =
  | { kind: 'main' }
  | { kind: 'canva' }
  | { kind: 'school'; school: SchoolSummary }
  | { kind: 'school-not-found'; subdomain: string | null }

interface KeptSchool {
  summary: SchoolSummary
  /** The school's default language (decision 204), for a browser that asks for none of ours. */
  defaultLocale: Language | null
}

/**
 * A school by its subdomain, as every page of its host needs it (the request context's first read):
 * kept per process for 10 s, for at most 1,000 schools (decision 205). A subdomain with no school
 * is not kept, so a school made a moment later is found at once. Every change of what it answers
 * (the name, the default language, the logo, the district, the deletion) calls
 * `forgetSchoolLookup` once its transaction has committed, so the next page of this process shows
 * it; another instance shows it within 10 s.
 */
const schoolsKept = keptPerProcessByKey<string, KeptSchool | null>(
  { ttlMs: 10_000, limit: 1000, keep: (school) => school !== null },
  async (db, subdomain) => {
    const [row] = await db
      .select({
        id: schools.id,
        subdomain: schools.subdomain,
        name: schools.name,
        logoFileId: schools.logoFileId,
        parentSchoolId: schools.parentSchoolId,
        defaultLocale: schools.defaultLocale,
      })
      .from(schools)
      // A deleted school (decision 135) is gone: its host is not found, like one that never was.
      .where(and(eq(schools.subdomain, subdomain), isNull(schools.deletedAt)))
      .limit(1)
    if (!row) return null
    return {
      summary: {
        id: row.id,
        subdomain: row.subdomain,
        name: row.name,
        logoUrl: row.logoFileId ? `/files/${row.logoFileId}` : null,
        parentSchoolId: row.parentSchoolId,
      },
      defaultLocale: isLanguage(row.defaultLocale) ? row.defaultLocale : null,
    }
  },
)

/** The school of a subdomain, or null when there is none (or it was deleted). */
export async function schoolBySubdomain(
  db: Db,
  subdomain: string,
  now?: number,
): Promise<SchoolSummary | null> {
  return (await schoolsKept(db, subdomain, now))?.summary ?? null
}

/** The place of a host, on the given database: its school found through the kept lookup. */
export async function lookupPlace(db: Db, host: HostInfo): Promise<SchoolLookup> {
  if (host.kind === 'main' || host.kind === 'canva') return { kind: host.kind }
  if (host.kind === 'unknown') return { kind: 'school-not-found', subdomain: null }
  const school = await schoolBySubdomain(db, host.subdomain)
  if (!school) return { kind: 'school-not-found', subdomain: host.subdomain }
  return { kind: 'school', school }
}

/** The default language of a school found by its subdomain; null when not set. */
export async function schoolDefaultLocaleBySubdomain(
  db: Db,
  subdomain: string,
  now?: number,
): Promise<Language | null> {
  return (await schoolsKept(db, subdomain, now))?.defaultLocale ?? null
}

/** After a change to a school's row commits: its next lookup in this process reads it again. */
export function forgetSchoolLookup(db: Db, schoolId: string): void {
  schoolsKept.forget(db, (_subdomain, school) => school?.summary.id === schoolId)
}
