import { describe, expect, it } from 'vitest'
import { admitRequest, type HostPolicy } from './public-request'

const deployment: HostPolicy = {
  productHost: 'codeschool.app',
  productScheme: 'https',
  allowLoopback: false,
  trustedProxyHops: 0,
}
const development: HostPolicy = {
  productHost: 'localhost:3000',
  productScheme: 'http',
  allowLoopback: true,
  trustedProxyHops: 0,
}

/**
 * A request as srvx hands it over: the URL's host is the Host header's, or the request target's
 * when it was absolute-form (`GET http://a.example/ HTTP/1.1`). `ip` is the socket's address.
 */
function incoming(
  url: string,
  headers: Record<string, string>,
  init: { method?: string; ip?: string } = {},
): Request {
  const request = new Request(url, { method: init.method ?? 'GET', headers })
  // srvx defines `ip` as a getter of its request class: configurable, like this one.
  Object.defineProperty(request, 'ip', { value: init.ip ?? '203.0.113.9', configurable: true })
  return request
}

function admitted(request: Request, policy: HostPolicy): Request {
  const result = admitRequest(request, policy)
  if (!result.ok) throw new Error(`refused with ${result.response.status}`)
  return result.request
}

async function refusal(request: Request, policy: HostPolicy) {
  const result = admitRequest(request, policy)
  if (result.ok) throw new Error(`admitted ${result.request.url}`)
  return {
    status: result.response.status,
    type: result.response.headers.get('content-type'),
    body: await result.response.text(),
  }
}

describe('the host gate', () => {
  it('refuses a forged Host with 421 and a short plain page naming the real address', async () => {
    const answer = await refusal(
      incoming('http://evil.example/forgot-password', { host: 'evil.example' }),
      deployment,
    )
    expect(answer).toEqual({
      status: 421,
      type: 'text/plain; charset=utf-8',
      body: expect.stringContaining('CodeSchool is at https://codeschool.app/'),
    })
    expect(answer.body).not.toContain('evil.example')
  })

  it('refuses IP addresses, unknown domains, look-alikes, nested subdomains and a missing Host', async () => {
    for (const host of [
      '203.0.113.5',
      '203.0.113.5:3000',
      '[2001:db8::1]:3000',
      'codeschool.app.evil.example',
      'evilcodeschool.app',
      'a.b.codeschool.app',
    ]) {
      expect((await refusal(incoming(`http://${host}/login`, { host }), deployment)).status, host).toBe(421)
    }
    expect((await refusal(incoming('http://codeschool.app/login', {}), deployment)).status).toBe(421)
  })

  it('refuses an absolute-form request target whose host disagrees with the Host header', async () => {
    const smuggled = incoming('http://evil.example/forgot-password', { host: 'demo.codeschool.app' })
    expect((await refusal(smuggled, deployment)).status).toBe(421)
    const reverse = incoming('http://demo.codeschool.app/login', { host: 'evil.example' })
    expect((await refusal(reverse, deployment)).status).toBe(421)
    // Absolute-form naming the same host is plain HTTP/1.1 and passes.
    expect(
      admitted(incoming('http://demo.codeschool.app/login', { host: 'Demo.CodeSchool.app' }), deployment).url,
    ).toBe('https://demo.codeschool.app/login')
  })

  it('lets the product host, its schools and canva through, with the configured scheme and port', () => {
    const main = admitted(
      incoming('http://codeschool.app:8080/login?x=1', { host: 'codeschool.app:8080' }),
      deployment,
    )
    expect(main.url).toBe('https://codeschool.app/login?x=1')
    expect(main.headers.get('host')).toBe('codeschool.app')
    const school = admitted(
      incoming('http://demo.codeschool.app/join', { host: 'demo.codeschool.app' }),
      deployment,
    )
    expect(school.url).toBe('https://demo.codeschool.app/join')
    expect(
      admitted(incoming('http://canva.codeschool.app/', { host: 'canva.codeschool.app' }), deployment).url,
    ).toBe('https://canva.codeschool.app/')
  })

  it('hands the original request on untouched when nothing needs rewriting', () => {
    const request = incoming('http://demo.localhost:3000/login', { host: 'demo.localhost:3000' })
    expect(admitted(request, development)).toBe(request)
  })

  it('counts loopback names as the main host in development only', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000']) {
      const request = admitted(incoming(`http://${host}/login`, { host }), development)
      expect(request.url).toBe('http://localhost:3000/login')
      expect(request.headers.get('host')).toBe('localhost:3000')
    }
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000']) {
      expect((await refusal(incoming(`http://${host}/login`, { host }), deployment)).status, host).toBe(421)
    }
    const production = { ...development, allowLoopback: false }
    expect(
      (await refusal(incoming('http://127.0.0.1:3000/login', { host: '127.0.0.1:3000' }), production)).status,
    ).toBe(421)
    // localhost is the product host itself here, so it stays allowed in production.
    expect(
      admitted(incoming('http://localhost:3000/login', { host: 'localhost:3000' }), production).url,
    ).toBe('http://localhost:3000/login')
  })

  it('answers GET /api/health and /api/ready on any host (load balancers and orchestrators probe by IP)', async () => {
    const probe = incoming('http://10.0.0.7:3000/api/health', { host: '10.0.0.7:3000' })
    expect(admitted(probe, deployment)).toBe(probe)
    const ready = incoming('http://10.0.0.7:3000/api/ready', { host: '10.0.0.7:3000' })
    expect(admitted(ready, deployment)).toBe(ready)
    const post = incoming('http://10.0.0.7:3000/api/health', { host: '10.0.0.7:3000' }, { method: 'POST' })
    expect((await refusal(post, deployment)).status).toBe(421)
    expect(
      (await refusal(incoming('http://10.0.0.7/api/healthz', { host: '10.0.0.7' }), deployment)).status,
    ).toBe(421)
  })
})

describe('X-Forwarded-* and TRUSTED_PROXY', () => {
  const forged = {
    host: 'demo.codeschool.app',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-forwarded-for': '198.51.100.1',
    forwarded: 'for=198.51.100.1;host=evil.example',
  }

  it('reads none of them without a trusted proxy, and removes them all before the app runs', () => {
    const request = admitted(incoming('http://demo.codeschool.app/forgot-password', forged), deployment)
    expect(request.url).toBe('https://demo.codeschool.app/forgot-password')
    expect(request.headers.get('host')).toBe('demo.codeschool.app')
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) {
      expect(request.headers.get(name), name).toBeNull()
    }
    expect((request as Request & { ip?: string }).ip).toBe('203.0.113.9')
  })

  it('behind a trusted proxy, takes the host it forwarded and refuses a forwarded host that is not ours', async () => {
    const proxied = { ...deployment, trustedProxyHops: 1 }
    expect(
      (await refusal(incoming('http://demo.codeschool.app/forgot-password', forged), proxied)).status,
    ).toBe(421)
    const fromProxy = incoming('http://app:3000/forgot-password', {
      host: 'app:3000',
      'x-forwarded-host': 'demo.codeschool.app',
      'x-forwarded-proto': 'http',
    })
    const request = admitted(fromProxy, proxied)
    // The scheme is the configured one; X-Forwarded-Proto never decides it.
    expect(request.url).toBe('https://demo.codeschool.app/forgot-password')
    expect(request.headers.get('host')).toBe('demo.codeschool.app')
    expect(request.headers.get('x-forwarded-host')).toBeNull()
  })

  it('takes the client IP the outermost trusted proxy saw, not one the client wrote', () => {
    const headers = { host: 'demo.codeschool.app', 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }
    const ipOf = (policy: HostPolicy) =>
      (admitted(incoming('http://demo.codeschool.app/login', headers), policy) as Request & { ip?: string })
        .ip
    expect(ipOf(deployment)).toBe('203.0.113.9')
    expect(ipOf({ ...deployment, trustedProxyHops: 1 })).toBe('198.51.100.1')
    expect(ipOf({ ...deployment, trustedProxyHops: 2 })).toBe('6.6.6.6')
  })

  it('keeps the body and method of the request it rewrites', async () => {
    const request = new Request('http://app:3000/_serverFn/x', {
      method: 'POST',
      headers: {
        host: 'app:3000',
        'x-forwarded-host': 'demo.codeschool.app',
        'content-type': 'application/json',
      },
      body: '{"a":1}',
    })
    const admittedRequest = admitted(request, { ...deployment, trustedProxyHops: 1 })
    expect(admittedRequest.method).toBe('POST')
    expect(admittedRequest.clone().headers.get('host')).toBe('demo.codeschool.app')
    expect(await admittedRequest.json()).toEqual({ a: 1 })
  })
})
