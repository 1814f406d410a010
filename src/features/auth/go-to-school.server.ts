import { and, asc, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { schools } from '@/server/db/schema'

export interface SchoolHit {
  name: string
  subdomain: string
}

/** /go-to-school: schools whose name or subdomain contains the words, exact subdomain first. */
export async function findSchools(db: Db, query: string): Promise<SchoolHit[]> {
  const text = query.trim().toLowerCase()
  if (text.length < 2) return []
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return db
    .select({ name: schools.name, subdomain: schools.subdomain })
    .from(schools)
    .where(
      and(isNull(schools.deletedAt), or(ilike(schools.name, pattern), ilike(schools.subdomain, pattern))),
    )
    .orderBy(sql`${schools.subdomain} = ${text} desc`, asc(schools.name))
    .limit(10)
}
