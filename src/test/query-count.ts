import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { type Db, schema } from '@/server/db/client'

/**
 * The same database seen through a Drizzle instance that counts every statement it sends,
 * transactions included: `const counted = countQueries(db); await f(counted.db); counted.count`.
 */
export function countQueries(db: Db): { db: Db; readonly count: number; reset(): void } {
  let count = 0
  const logger = {
    logQuery() {
      count++
    },
  }
  const client = (db as unknown as { $client: unknown }).$client
  const isPglite = typeof client === 'object' && client !== null && 'dumpDataDir' in client
  const counted = (isPglite
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Db
  return {
    db: counted,
    get count() {
      return count
    },
    reset() {
      count = 0
    },
  }
}
