import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect as baseExpect,
  type Page,
} from '@playwright/test'
import { parseSetCookie } from './browser'
import { mainHost, schoolHost, serverOrigin } from './hosts'
import { type Persona, type PersonaName, personas } from './personas'
import { closeContextBounded } from './teardown'

/** How long the test's pages, then its context, may take to close before the run moves on. */
const CLOSE_BOUND_MS = 15_000

/** The login answer (SPEC §3). */
interface LoginAnswer {
  token: string
  account: string
  user: {
    email: string | null
    profiles: Array<{ uuid: string; role: string; account: { subdomain: string } }>
  }
}

export interface SignedIn {
  persona: Persona
  answer: LoginAnswer
  /** The host the session belongs to, e.g. demo.localhost:3100. */
  host: string
}

/**
 * Signs a persona in WITHOUT the UI: `POST /api/auth/login` on its host (127.0.0.1 with a Host
 * header), then puts the cookies the response set into the browser context, host-only on that host
 * with the server's attributes. Answers the login answer.
 */
async function signInThroughApi(
  request: APIRequestContext,
  context: BrowserContext,
  persona: Persona,
): Promise<SignedIn> {
  const host = persona.school ? schoolHost(persona.school) : mainHost
  const body = persona.kind === 'adult' ? { email: persona.login } : { username: persona.login }
  const response = await request.post(`${serverOrigin}/api/auth/login`, {
    headers: { host, 'content-type': 'application/json' },
    data: { ...body, password: persona.password },
  })
  baseExpect(response.status(), `login of ${persona.login} on ${host}`).toBe(200)
  const answer = (await response.json()) as LoginAnswer
  const cookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => parseSetCookie(header.value))
  await context.addCookies(
    cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      url: `http://${host}`,
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: 'Strict' as const,
      expires: cookie.maxAge ? Math.floor(Date.now() / 1000) + cookie.maxAge : undefined,
    })),
  )
  return { persona, answer, host }
}

/**
 * Ends a session through the API (cleanup). Once more if the connection was reset: a kept-alive
 * socket the server closed as the request went out (its idle timeout) is not a failed sign-out,
 * and signing out twice is harmless.
 */
export async function signOutThroughApi(request: APIRequestContext, signedIn: SignedIn): Promise<void> {
  const signOut = () =>
    request.post(`${serverOrigin}/api/auth/logout`, {
      headers: { host: signedIn.host, cookie: `token=${signedIn.answer.token}` },
    })
  try {
    await signOut()
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error
    await signOut()
  }
}

const personaOf = (persona: PersonaName | Persona): Persona =>
  typeof persona === 'string' ? personas[persona] : persona

interface AuthFixtures {
  /**
   * `await loginAs(page, 'teacher')`: signs the page's context in without the UI; every session it
   * opened is ended when the test finishes.
   */
  loginAs: (page: Page, persona: PersonaName | Persona) => Promise<SignedIn>
}

export const test = base.extend<AuthFixtures>({
  // The test's context closes within a bound (decision 186): a close that hangs after the test
  // passed is reported on the test and in the output, and does not fail the run by itself.
  // Its own time slot, so a test that used most of its time still gets the bounded close.
  context: [
    async ({ context }, use, testInfo) => {
      await use(context)
      await closeContextBounded(context, {
        boundMs: CLOSE_BOUND_MS,
        report: (message) => {
          testInfo.annotations.push({ type: 'teardown', description: message })
          console.warn(`[teardown] ${testInfo.titlePath.join(' › ')}: ${message}`)
        },
      })
    },
    { scope: 'test', timeout: 2 * CLOSE_BOUND_MS + 5_000 },
  ],
  loginAs: async ({ request }, use) => {
    const sessions: SignedIn[] = []
    const contexts = new Set<BrowserContext>()
    await use(async (page, persona) => {
      const signedIn = await signInThroughApi(request, page.context(), personaOf(persona))
      sessions.push(signedIn)
      contexts.add(page.context())
      return signedIn
    })
    // The pages leave first: a page still loading when its session ends reacts to the sign-out
    // (to the sign-in page) while its context is being closed, and that close could then hang.
    const pages = [...contexts].flatMap((context) => context.pages())
    await Promise.all(pages.map((page) => page.goto('about:blank', { timeout: 10_000 }).catch(() => {})))
    for (const signedIn of sessions) await signOutThroughApi(request, signedIn)
  },
})

/**
 * Sign-in flows are several full page loads (login, transfer, landing page); on a shared two-core
 * machine a page can take seconds to hydrate, so assertions wait up to 20 s.
 */
export const expect = baseExpect.configure({ timeout: 20_000 })

/** Waits until React has hydrated the page (the root sets html[data-hydrated]). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * /login-finalize and /token without this browser's transfer proof ask "Continue as {name} at
 * {school}?" (record 029); this answers yes. On `*.localhost` Chromium keeps no cookie for the
 * product domain, so every transfer in these tests asks.
 */
export async function continueAs(page: Page, name: string, school: string): Promise<void> {
  await expect(page.getByRole('heading', { name: `Continue as ${name} at ${school}?` })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: `Continue as ${name}` }).click()
}
