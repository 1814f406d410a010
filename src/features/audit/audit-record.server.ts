import { getRequest } from '@tanstack/react-start/server'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Actor } from '@/server/auth/actor'
import { beforeDbClose, type Db } from '@/server/db/client'
import { auditEvents } from '@/server/db/schema'
import { errorText, logLine } from '@/server/log'
import type { AuditAction } from './audit-actions'

/**
 * The audit record's write path (decision 169). `recordAudit` only puts a row in this process's
 * buffer and returns: no query, no await, nothing a page waits for. The buffer is written in one
 * INSERT a second after its first row, or at once when it holds `maxRows`, and on shutdown (before
 * the database closes: src/server/db/client.ts `beforeDbClose`). A write that fails is logged and
 * tried again later (1 s, 2 s, 4 s … at most a minute apart); the page that recorded never knows.
 */

export type AuditRow = typeof auditEvents.$inferInsert

/** What else a row says, in a few words and names (never a secret): `{ what: 'picture' }`. */
export type AuditDetail = Record<string, string | number | boolean | null | string[]>

export interface AuditSubject {
  id: string
  name: string | null
}

type AuditActor = Pick<Actor, 'userId' | 'schoolId' | 'visitorType' | 'role' | 'userRole' | 'name'>

export interface AuditOptions {
  /** The school whose record it goes in; the actor's school unless given (null: no single school). */
  schoolId?: string | null
  detail?: AuditDetail
}

/** Where the request came to: the Host the server entry rebuilt from configuration (decision 007). */
function requestHost(): string {
  try {
    return getRequest().headers.get('host') ?? '-'
  } catch {
    // No request: a job, a script or a test calling the domain directly.
    return '-'
  }
}

/**
 * Records that `actor` did `action` to `subject` (a child, a class, a school…). Students are never
 * actors of the record: a child looking at their own work is not recorded. Pass the database, not
 * a transaction: the row is written after the request, when the transaction is long over.
 */
export function recordAudit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  subject: AuditSubject | null = null,
  options: AuditOptions = {},
): void {
  if (actor.visitorType === 'student') return
  if (db instanceof PgTransaction) {
    throw new Error('recordAudit takes the database, not a transaction: the row is written later.')
  }
  auditBatcher().add(db, {
    schoolId: options.schoolId === undefined ? actor.schoolId : options.schoolId,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.userRole ?? actor.role,
    action,
    subjectId: subject?.id ?? null,
    subjectName: subject?.name ?? null,
    detail: options.detail ?? {},
    host: requestHost(),
    at: new Date(),
  })
}

export interface AuditBatcherOptions {
  /** A buffer this full is written at once. */
  maxRows?: number
  /** How long the first row of a buffer waits for others. */
  intervalMs?: number
  /** Beyond this many unwritten rows (the database long unreachable), the oldest are dropped. */
  maxBuffered?: number
  /** The longest wait between tries after failures. */
  maxRetryMs?: number
  write?: (db: Db, rows: AuditRow[]) => Promise<unknown>
  log?: typeof logLine
}

/** The buffer of one process; exported for its tests (the app uses `recordAudit`). */
export class AuditBatcher {
  private readonly pending = new Map<Db, AuditRow[]>()
  private size = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> = Promise.resolve()
  private failures = 0
  private readonly maxRows: number
  private readonly intervalMs: number
  private readonly maxBuffered: number
  private readonly maxRetryMs: number
  private readonly write: (db: Db, rows: AuditRow[]) => Promise<unknown>
  private readonly log: typeof logLine

  constructor(options: AuditBatcherOptions = {}) {
    this.maxRows = options.maxRows ?? 200
    this.intervalMs = options.intervalMs ?? 1_000
    this.maxBuffered = options.maxBuffered ?? 20_000
    this.maxRetryMs = options.maxRetryMs ?? 60_000
    this.write = options.write ?? ((db, rows) => db.insert(auditEvents).values(rows))
    this.log = options.log ?? logLine
  }

  /** Rows waiting to be written. */
  get buffered(): number {
    return this.size
  }

  add(db: Db, row: AuditRow): void {
    const rows = this.pending.get(db)
    if (rows) rows.push(row)
    else this.pending.set(db, [row])
    this.size++
    if (this.size > this.maxBuffered) this.dropOldest(this.size - this.maxBuffered)
    if (this.size >= this.maxRows && this.failures === 0) void this.flush()
    else this.schedule(this.intervalMs)
  }

  /** Writes everything buffered now (after a write already under way); never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll())
    return this.flushing
  }

  private schedule(ms: number): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, ms)
    // The buffer never keeps a process alive: shutdown writes it (beforeDbClose).
    this.timer.unref?.()
  }

  private async writeAll(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const batches = [...this.pending]
    this.pending.clear()
    this.size = 0
    let failed = 0
    for (const [db, rows] of batches) {
      for (let start = 0; start < rows.length; start += this.maxRows) {
        try {
          await this.write(db, rows.slice(start, start + this.maxRows))
        } catch (error) {
          // This chunk and the ones after it wait for the next try, before newer rows.
          this.requeue(db, rows.slice(start))
          failed += rows.length - start
          this.report({ outcome: 'retry', rows: rows.length - start, error: errorText(error) })
          break
        }
      }
    }
    if (failed > 0) {
      this.failures++
      this.schedule(Math.min(this.intervalMs * 2 ** (this.failures - 1), this.maxRetryMs))
    } else {
      this.failures = 0
      if (this.size > 0) this.schedule(this.intervalMs)
    }
  }

  private report(fields: Parameters<typeof logLine>[1]): void {
    try {
      this.log('audit', fields, 'error')
    } catch {
      // A log that cannot be written changes nothing here.
    }
  }

  private requeue(db: Db, rows: AuditRow[]): void {
    const newer = this.pending.get(db) ?? []
    this.pending.set(db, [...rows, ...newer])
    this.size += rows.length
    if (this.size > this.maxBuffered) this.dropOldest(this.size - this.maxBuffered)
  }

  private dropOldest(count: number): void {
    let left = count
    for (const [db, rows] of this.pending) {
      const dropped = rows.splice(0, left)
      left -= dropped.length
      this.size -= dropped.length
      if (rows.length === 0) this.pending.delete(db)
      if (left === 0) break
    }
    this.report({ outcome: 'dropped', rows: count - left })
  }
}

// One buffer per process, kept on globalThis so a module reload (Vite dev) keeps its rows.
const batcherKey = Symbol.for('codeschool.auditBatcher')
const holder = globalThis as typeof globalThis & { [batcherKey]?: AuditBatcher }

function auditBatcher(): AuditBatcher {
  let batcher = holder[batcherKey]
  if (!batcher) {
    const created = new AuditBatcher()
    holder[batcherKey] = created
    beforeDbClose(() => created.flush())
    batcher = created
  }
  return batcher
}

/** Writes this process's buffered audit rows now (tests read the record right after). */
export function flushAudit(): Promise<void> {
  return holder[batcherKey]?.flush() ?? Promise.resolve()
}
