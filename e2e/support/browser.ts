// What the end-to-end tests and the bench share about the browser: Debian's Chromium and its flags
// (these machines have no network: background services would only fail), and the cookies a login
// response sets, as a browser would keep them.

export const systemChromium = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface SetCookie {
  name: string
  value: string
  httpOnly: boolean
  secure: boolean
  maxAge?: number
}

/** One `Set-Cookie` header: name, value and the attributes the tests and the bench use. */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const eq = pair.indexOf('=')
  const lower = attributes.map((attribute) => attribute.toLowerCase())
  const maxAge = lower.find((attribute) => attribute.startsWith('max-age='))
  return {
    name: pair.slice(0, eq),
    value: decodeURIComponent(pair.slice(eq + 1)),
    httpOnly: lower.includes('httponly'),
    secure: lower.includes('secure'),
    maxAge: maxAge ? Number(maxAge.slice('max-age='.length)) : undefined,
  }
}
