// A real OpenID provider for tests (issue 22): `oidc-provider`, the certified Node implementation,
// on a local port, playing Google (accounts with `hd`) or Microsoft (accounts with `tid`). Its
// sign-in page lists the accounts it knows, with a button for each and a Cancel button, so a test
// (or a browser in an end-to-end test) chooses who signs in. Plain TypeScript without path aliases:
// scripts/e2e-server.ts runs it under Node directly.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { interactionPolicy } from 'oidc-provider'

/** Google's scopes for reading a teacher's Classroom courses and rosters. */
export const CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
]

export interface TestAccount {
  sub: string
  email: string
  email_verified?: boolean
  name: string
  /** Google: the account's hosted domain. */
  hd?: string
  /** Microsoft: the tenant. */
  tid?: string
  /** Microsoft: the tenant owns the address's domain. */
  xms_edov?: boolean
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  accounts: Map<string, TestAccount>
  /** The account the next sign-in chooses without a page (Vitest); null: show the page. */
  autoSignIn: { account: string | null; cancel?: boolean }
  close(): Promise<void>
}

/** The provider's storage, in memory (a named class, so the provider does not warn about its own). */
class MemoryAdapter {
  static store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>()
  model: string
  constructor(model: string) {
    this.model = model
  }
  private key(id: string) {
    return `${this.model}:${id}`
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 })
  }
  async find(id: string) {
    return MemoryAdapter.store.get(this.key(id))?.payload
  }
  async findByUserCode() {
    return undefined
  }
  async findByUid(uid: string) {
    for (const [key, value] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && value.payload.uid === uid) return value.payload
    }
    return undefined
  }
  async consume(id: string) {
    const found = MemoryAdapter.store.get(this.key(id))
    if (found) found.payload.consumed = Math.floor(Date.now() / 1000)
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id))
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, value] of MemoryAdapter.store)
      if (value.payload.grantId === grantId) MemoryAdapter.store.delete(key)
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => resolve(data))
  })
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export async function startTestProvider(options: {
  name: string
  port?: number
  redirectUris: string[]
  accounts?: TestAccount[]
  clientSecret?: string
}): Promise<TestProvider> {
  const accounts = new Map((options.accounts ?? []).map((account) => [account.sub, account]))
  const clientId = `codeschool-${options.name.toLowerCase()}`
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex')
  const autoSignIn: TestProvider['autoSignIn'] = { account: null }
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${port}`
  // Google and Microsoft accept prompt=select_account (the account chooser): so does this one.
  const policy = interactionPolicy.base()
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }))
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code', 'refresh_token'],
      },
    ],
    // Google's Classroom read-only scopes, which a teacher's import asks for (decision 188).
    scopes: ['openid', 'offline_access', ...CLASSROOM_SCOPES],
    // Like Google with access_type=offline: a grant of a Classroom scope comes with a refresh token.
    async issueRefreshToken(_ctx, client, code) {
      return (
        client.grantTypeAllowed('refresh_token') && CLASSROOM_SCOPES.some((scope) => code.scopes.has(scope))
      )
    },
    claims: {
      openid: ['sub', 'hd', 'tid', 'xms_edov'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    // Scope claims go in the ID token, as Google's and Microsoft's do.
    conformIdTokenClaims: false,
    // ID tokens expire long before codes: a test can move the clock past one and not the other.
    ttl: {
      AuthorizationCode: 600,
      IdToken: 120,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return {
        accountId: id,
        async claims() {
          const { sub, ...rest } = account
          return { sub, email_verified: true, ...rest }
        },
      }
    },
  })
  provider.on('server_error', () => {})
  const oidc = provider.callback()

  async function finish(req: IncomingMessage, res: ServerResponse, accountId: string | null) {
    const details = await provider.interactionDetails(req, res)
    if (!accountId || !accounts.has(accountId)) {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope))
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId }, select_account: {} },
      { mergeWithLastSubmission: false },
    )
  }

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    if (url.pathname === '/test/accounts' && req.method === 'POST') {
      // End-to-end tests add the accounts of the people their school fixture made.
      const body = await readBody(req)
      const account = JSON.parse(body) as TestAccount
      accounts.set(account.sub, account)
      res.writeHead(204).end()
      return
    }
    const match = /^\/interaction\/([\w-]+)(\/choose)?$/.exec(url.pathname)
    if (!match) return oidc(req, res)
    try {
      if (req.method === 'POST' && match[2]) {
        const body = await readBody(req)
        const form = new URLSearchParams(body)
        return await finish(req, res, form.get('cancel') ? null : form.get('account'))
      }
      if (autoSignIn.account !== null || autoSignIn.cancel) {
        return await finish(req, res, autoSignIn.cancel ? null : autoSignIn.account)
      }
      const details = await provider.interactionDetails(req, res)
      const buttons = [...accounts.values()]
        .map(
          (account) =>
            `<button name="account" value="${escapeHtml(account.sub)}">Continue as ${escapeHtml(account.email)}</button>`,
        )
        .join('\n')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><title>Sign in – ${escapeHtml(options.name)}</title>
<h1>Sign in with ${escapeHtml(options.name)} (test provider)</h1>
<form method="post" action="/interaction/${escapeHtml(details.uid)}/choose">
${buttons}
<button name="cancel" value="1">Cancel</button>
</form></html>`)
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' })
      res.end(error instanceof Error ? error.message : 'error')
    }
  })

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    autoSignIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
