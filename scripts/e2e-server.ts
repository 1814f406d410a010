// The server the end-to-end tests run against: the production build on a fresh embedded database.
import { rmSync } from 'node:fs'

const dir = process.env.PGLITE_DIR ?? '.data/e2e'
if (!dir.startsWith('.data/')) throw new Error(`Refusing to wipe ${dir}: e2e data must live under .data/`)
rmSync(dir, { recursive: true, force: true })
// A real OpenID provider playing Google, another playing Microsoft (issue 22), on fixed ports next
// to the app's, and the app pointed at them.
const { startTestProvider } = await import('./test-oidc-provider.ts')
const appPort = Number(process.env.PORT ?? 3100)
const redirectUris = [`http://${process.env.PRODUCT_HOST ?? `localhost:${appPort}`}/api/auth/oidc/callback`]
for (const [name, offset] of [
  ['Google', 90],
  ['Microsoft', 91],
] as const) {
  const provider = await startTestProvider({
    name,
    port: appPort + offset,
    redirectUris,
    clientSecret: 'e2e-secret',
  })
  const prefix = name.toUpperCase()
  process.env[`${prefix}_ISSUER`] = provider.issuer
  process.env[`${prefix}_CLIENT_ID`] = provider.clientId
  process.env[`${prefix}_CLIENT_SECRET`] = provider.clientSecret
}
// A Google Classroom stand-in next to them (courses the specs put in through POST /test/courses):
// like Google, it asks the Google provider whose access token it was given.
const { startTestClassroom } = await import('./test-classroom.ts')
const googleIssuer = process.env.GOOGLE_ISSUER
const classroom = await startTestClassroom({
  port: appPort + 92,
  authorize: async (token) => {
    const answer = await fetch(`${googleIssuer}/me`, { headers: { authorization: `Bearer ${token}` } })
    return answer.ok ? String(((await answer.json()) as { sub: string }).sub) : null
  },
})
process.env.GOOGLE_CLASSROOM_API_URL = classroom.url
// The stand-ins are on this machine: roster reads may reach loopback addresses here.
process.env.ROSTER_PRIVATE_HOSTS = '1'
await import('./start.ts')
