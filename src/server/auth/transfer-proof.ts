import { timingSafeEqual } from 'node:crypto'
import { appConfig } from '~/app.config'
import type { CookieSpec } from './auth-cookies'
import { TOKEN_TTL_SECONDS } from './one-time-tokens'
import { hashToken, randomToken } from './token-hash'

/**
 * Proof that the browser redeeming a transfer token is the one that asked for it (record 029).
 * When a transfer token is issued, the asking browser also gets a random proof in a short-lived
 * HttpOnly cookie on the product host's domain, which every school host under it is sent; the
 * token keeps only the proof's hash. /login-finalize signs in without asking when the cookie
 * matches. A link crafted by someone else carries a token whose proof this browser never got, so
 * it is asked "Continue as {name} at {school}?" instead.
 *
 * Where the browser keeps no Domain cookie for the product host — Chromium on `*.localhost`: it
 * treats `localhost` as a top-level domain, refuses `Domain=localhost` from `demo.localhost` and
 * keeps it host-only on `localhost` — the proof is simply missing and the question is asked.
 */
export const TRANSFER_PROOF_COOKIE = 'transfer_proof'

/** The product host's name without its port: the Domain that reaches its school subdomains. */
export function productCookieDomain(productHost = appConfig().productHost): string {
  const host = productHost.trim().toLowerCase()
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  const colon = host.lastIndexOf(':')
  return colon === -1 ? host : host.slice(0, colon)
}

export interface TransferProof {
  /** Stored with the transfer token. */
  proofHash: string
  /** Set on the response that hands out the token. */
  cookie: CookieSpec
}

export function newTransferProof(): TransferProof {
  const proof = randomToken()
  return {
    proofHash: hashToken(proof),
    cookie: {
      name: TRANSFER_PROOF_COOKIE,
      value: proof,
      maxAge: TOKEN_TTL_SECONDS.transfer,
      httpOnly: true,
      domain: productCookieDomain(),
    },
  }
}

/** Used up with the token it proved. */
export function clearedTransferProof(): CookieSpec {
  return { name: TRANSFER_PROOF_COOKIE, value: '', maxAge: 0, httpOnly: true, domain: productCookieDomain() }
}

export function proofMatches(
  proof: string | null | undefined,
  proofHash: string | null | undefined,
): boolean {
  if (!proof || !proofHash || proof.length > 200) return false
  const given = Buffer.from(hashToken(proof), 'hex')
  const expected = Buffer.from(proofHash, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
