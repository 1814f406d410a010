// A local stand-in for Google Classroom's REST API (issue 22): courses where the caller teaches,
// their students and teachers, two to a page with nextPageToken. Whose token it is, it asks the
// caller's `authorize` (Vitest: a fixed token; end-to-end: the test OpenID provider's userinfo).
// Plain TypeScript without path aliases: scripts/e2e-server.ts runs it under Node directly.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ClassroomPerson {
  id: string
  given: string
  family: string
  email: string
}

export interface ClassroomCourse {
  id: string
  name: string
  section?: string
  students: ClassroomPerson[]
  teachers: ClassroomPerson[]
}

export interface TestClassroom {
  url: string
  courses: ClassroomCourse[]
  close(): Promise<void>
}

/**
 * `authorize` answers the Google user id of the token's owner, '' for a token that may read every
 * course, or null for a token Google would refuse (401).
 */
export function startTestClassroom(options: {
  port?: number
  courses?: ClassroomCourse[]
  authorize: (token: string) => Promise<string | null> | string | null
}): Promise<TestClassroom> {
  const courses = options.courses ?? []
  const member = (p: ClassroomPerson) => ({
    userId: p.id,
    profile: {
      id: p.id,
      name: { givenName: p.given, familyName: p.family, fullName: `${p.given} ${p.family}` },
      emailAddress: p.email,
    },
  })
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://classroom')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === '/test/courses' && req.method === 'POST') {
      // End-to-end tests put the courses of the teacher their fixture made.
      let body = ''
      for await (const chunk of req) body += chunk
      courses.push(...(JSON.parse(body) as ClassroomCourse[]))
      return res.writeHead(204).end()
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const caller = bearer ? await options.authorize(bearer) : null
    if (caller === null) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } })
    const mine = courses.filter((c) => caller === '' || c.teachers.some((t) => t.id === caller))
    if (url.pathname === '/v1/courses') {
      if (url.searchParams.get('teacherId') !== 'me') return send(400, {})
      return send(200, {
        courses: mine.map((c) => ({ id: c.id, name: c.name, section: c.section, courseState: 'ACTIVE' })),
      })
    }
    const match = /^\/v1\/courses\/([^/]+)\/(students|teachers)$/.exec(url.pathname)
    const course = mine.find((c) => c.id === match?.[1])
    if (!match || !course) return send(404, { error: { code: 404 } })
    const list = course[match[2] as 'students' | 'teachers'].map(member)
    const start = Number(url.searchParams.get('pageToken') || 0)
    const next = start + 2 < list.length ? String(start + 2) : undefined
    send(200, { [match[2]!]: list.slice(start, start + 2), nextPageToken: next })
  })
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        courses,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
