/**
 * Where choosing a profile leads (SPEC §4, §2.6 rule 9). The same school as this host: the session
 * syncs in place. Another school — or the main host, which has no school — goes through a transfer
 * token to that school's /login-finalize with the token, account and profile in the query.
 *
 * The spec exempts the host `localhost` from transfers: a single-host development setup. Here
 * every school has its own subdomain even in development (`demo.localhost:3000`) and the main host
 * (`localhost:3000`) serves no school pages, so a transfer from it is the only way into a school.
 */
export type ProfileDestination = { kind: 'in-place' } | { kind: 'transfer'; account: string }

export function profileDestination(
  currentHost: { kind: 'main' } | { kind: 'school'; subdomain: string },
  profileAccount: string,
): ProfileDestination {
  if (currentHost.kind === 'school' && currentHost.subdomain === profileAccount) return { kind: 'in-place' }
  return { kind: 'transfer', account: profileAccount }
}

/** The target school's /login-finalize URL (rule 9). `redirect` rides along when it is safe. */
export function loginFinalizeUrl(
  schoolOrigin: string,
  query: { token: string; account: string; profile: string; redirect?: string | null },
): string {
  const search = new URLSearchParams({ token: query.token, account: query.account, profile: query.profile })
  if (query.redirect) search.set('redirect', query.redirect)
  return `${schoolOrigin}/login-finalize?${search.toString()}`
}
