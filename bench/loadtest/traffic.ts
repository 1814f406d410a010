// The load: a class's day at once, through the proxy. Each kind of request has its own share of
// the connections (autocannon instances run side by side): student sign-in, the lesson page,
// autosave of code, the teacher's progress grid, the join page with a class code, and the REST
// auth call a page makes for the signed-in visitor. Every save the server acknowledged is kept,
// so that the run can check afterwards that each one is in the database.
import autocannon from 'autocannon'
import { toJSON } from 'seroval'
import { discoverServerFunctions } from '../../e2e/support/server-functions.ts'

export interface LoadPlan {
  origin: string
  host: string
  connections: number
  seconds: number
  student: { cookie: string }
  admin: { cookie: string }
  signIns: { username: string; password: string }[]
  lesson: { itemId: string; stepKey: string }
  dashboardId: string
  joinCode: string
}

export interface KindResult {
  kind: string
  /** Answers that were not 2xx, by status, and socket errors and timeouts. */
  failures: string
  requests: number
  errors: number
  perSecond: number
  p99Ms: number
}

export interface Acknowledged {
  revision: number
  code: string
}

/** What one autosave connection remembers between its requests. */
interface SaveContext {
  code?: string
  revision?: number
}

/** The autosave's server function, found in the source wherever it lives (as the fuzz spec finds them). */
const SAVE_FUNCTION_ID = (() => {
  const found = discoverServerFunctions().filter((fn) => fn.name === 'saveLessonCode')
  if (found.length !== 1)
    throw new Error(`Expected one saveLessonCode server function, found ${found.length}`)
  return found[0]!.id
})()

/** The connections each kind gets, of 200. */
const SHARES = { signIn: 15, lesson: 45, autosave: 40, grid: 20, join: 40, rest: 40 } as const

/**
 * A server function's answer as plain values: Start sends seroval's nodes (objects `t: 10` with
 * keys and values, strings `t: 1`, numbers `t: 0`); enough of them for the save's answer.
 */
function plain(node: unknown): unknown {
  if (!node || typeof node !== 'object') return undefined
  const { t, s, p } = node as { t: number; s?: unknown; p?: { k: string[]; v: unknown[] } }
  if (t === 0) return Number(s)
  if (t === 1) return s
  if (t === 10 && p) return Object.fromEntries(p.k.map((key, index) => [key, plain(p.v[index])]))
  return undefined
}

/** Finds `{ status, revision }` in a server function's answer, whatever Start wraps it in. */
function saveAnswer(value: unknown): { status: string; revision?: number } | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (typeof record.status === 'string' && ('revision' in record || record.status === 'conflict'))
    return record as { status: string; revision?: number }
  for (const inner of Object.values(record)) {
    const found = saveAnswer(inner)
    if (found) return found
  }
  return null
}

export async function runLoad(
  plan: LoadPlan,
): Promise<{ kinds: KindResult[]; saved: Acknowledged[]; conflicts: number }> {
  const scale = plan.connections / 200
  const connectionsFor = (share: number) => Math.max(1, Math.round(share * scale))
  const common = { url: plan.origin, duration: plan.seconds, timeout: 30 }
  const saved: Acknowledged[] = []
  let conflicts = 0
  let saveSeq = 0
  let signInSeq = 0
  const base = { host: plan.host }

  const runs: [string, autocannon.Options][] = [
    [
      'student sign-in (POST /api/auth/login)',
      {
        ...common,
        connections: connectionsFor(SHARES.signIn),
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            setupRequest: (request) => {
              const login = plan.signIns[signInSeq++ % plan.signIns.length]!
              return {
                ...request,
                headers: { ...base, 'content-type': 'application/json' },
                body: JSON.stringify(login),
              }
            },
          },
        ],
      },
    ],
    [
      'lesson page (GET /student/lesson/…)',
      {
        ...common,
        connections: connectionsFor(SHARES.lesson),
        headers: { ...base, cookie: plan.student.cookie },
        requests: [{ method: 'GET', path: `/student/lesson/${plan.lesson.itemId}` }],
      },
    ],
    [
      'autosave (POST saveLessonCode)',
      {
        ...common,
        connections: connectionsFor(SHARES.autosave),
        requests: [
          {
            method: 'POST',
            path: `/_serverFn/${SAVE_FUNCTION_ID}`,
            setupRequest: (request, context: SaveContext) => {
              const code = `// load ${process.pid}-${saveSeq++}\nforward(${saveSeq % 300});\n`
              context.code = code
              const data = {
                itemId: plan.lesson.itemId,
                stepKey: plan.lesson.stepKey,
                baseRevision: context.revision ?? 0,
                code,
                clientId: 'loadtest',
              }
              return {
                ...request,
                headers: {
                  ...base,
                  cookie: plan.student.cookie,
                  'content-type': 'application/json',
                  'x-tsr-serverfn': 'true',
                },
                body: JSON.stringify(toJSON({ data })),
              }
            },
            onResponse: (status, body, context: SaveContext) => {
              if (status !== 200) return
              let answer: ReturnType<typeof saveAnswer> = null
              try {
                answer = saveAnswer(plain(JSON.parse(body)))
              } catch {
                answer = null
              }
              if (!answer && process.env.LOADTEST_DEBUG)
                console.log('unread save answer:', body.slice(0, 400))
              if (answer?.status === 'saved' && typeof answer.revision === 'number') {
                saved.push({ revision: answer.revision, code: context.code ?? '' })
                context.revision = answer.revision
              } else if (answer?.status === 'conflict') {
                // Newer work was saved by another connection: this code is kept as a revision of
                // its own (keptRevision), and the next save builds on the latest.
                conflicts++
                const { keptRevision, latest } = answer as {
                  keptRevision?: number
                  latest?: { revision?: number }
                }
                if (typeof keptRevision === 'number')
                  saved.push({ revision: keptRevision, code: context.code ?? '' })
                if (typeof latest?.revision === 'number') context.revision = latest.revision
              }
            },
          },
        ],
      },
    ],
    [
      'progress grid 200 × 100 (GET, admin)',
      {
        ...common,
        connections: connectionsFor(SHARES.grid),
        headers: { ...base, cookie: plan.admin.cookie },
        requests: [{ method: 'GET', path: `/dashboard/progress/${plan.dashboardId}` }],
      },
    ],
    [
      'join with a class code (GET /join?code=…)',
      {
        ...common,
        connections: connectionsFor(SHARES.join),
        headers: base,
        requests: [{ method: 'GET', path: `/join?code=${plan.joinCode}` }],
      },
    ],
    [
      'REST auth (GET /api/auth/profile)',
      {
        ...common,
        connections: connectionsFor(SHARES.rest),
        headers: { ...base, cookie: plan.student.cookie },
        requests: [{ method: 'GET', path: '/api/auth/profile' }],
      },
    ],
  ]
  const results = await Promise.all(runs.map(([, options]) => autocannon(options)))
  const kinds = results.map((result, index) => ({
    kind: runs[index]![0],
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    failures: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count}×${code}`),
      ...(result.errors ? [`${result.errors} socket errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ].join(', '),
    perSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
  }))
  return { kinds, saved, conflicts }
}
