import { and, eq, isNull } from 'drizzle-orm'
import type { HostInfo } from '@/lib/hosts'
import { getDb } from '@/server/db/client'
import { schools } from '@/server/db/schema'

export interface SchoolSummary {
  id: string
  subdomain: string
  name: string
  logoUrl: string | null
  parentSchoolId: string | null
}

async function findSchoolBySubdomain(subdomain: string): Promise<SchoolSummary | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: schools.id,
      subdomain: schools.subdomain,
      name: schools.name,
      logoFileId: schools.logoFileId,
      parentSchoolId: schools.parentSchoolId,
    })
    .from(schools)
    // A deleted school (decision 135) is gone: its host is not found, like one that never was.
    .where(and(eq(schools.subdomain, subdomain), isNull(schools.deletedAt)))
    .limit(1)
  if (!row) return null
  return {
    id: row.id,
    subdomain: row.subdomain,
    name: row.name,
    logoUrl: row.logoFileId ? `/files/${row.logoFileId}` : null,
    parentSchoolId: row.parentSchoolId,
  }
}

export type SchoolLookup =
  | { kind: 'main' }
  | { kind: 'canva' }
  | { kind: 'school'; school: SchoolSummary }
  | { kind: 'school-not-found'; subdomain: string | null }

export async function lookupSchoolForHost(host: HostInfo): Promise<SchoolLookup> {
  switch (host.kind) {
    case 'main':
      return { kind: 'main' }
    case 'canva':
      return { kind: 'canva' }
    case 'unknown':
      return { kind: 'school-not-found', subdomain: null }
    case 'school': {
      const school = await findSchoolBySubdomain(host.subdomain)
      return school ? { kind: 'school', school } : { kind: 'school-not-found', subdomain: host.subdomain }
    }
  }
}
