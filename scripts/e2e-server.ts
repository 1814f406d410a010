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
await import('./start.ts')
