/**
 * Follows an OpenID provider's redirects as a browser would (keeping the provider's cookies) from
 * `start` until a redirect reaches `callback`, and returns that last address: what the provider
 * would send the browser back to the app with.
 */
export async function browseToCallback(start: string, callback: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = start
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (name) jar.set(name.trim(), value.join('='))
    }
    const location = response.headers.get('location')
    if (!location) throw new Error(`The provider stopped at ${url} (${response.status})`)
    const next = new URL(location, url)
    if (next.href.startsWith(callback)) return next
    url = next.href
  }
  throw new Error('Too many redirects')
}
