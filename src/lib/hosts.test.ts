import { describe, expect, it } from 'vitest'
import { classifyHost, isLoopbackHost, mainOrigin, publicHostOf, schoolOrigin } from './hosts'

describe('classifyHost', () => {
  const product = 'localhost:3000'

  it('treats the product host as the main host, on any port', () => {
    expect(classifyHost('localhost:3000', product)).toEqual({ kind: 'main' })
    expect(classifyHost('localhost:4173', product)).toEqual({ kind: 'main' })
    expect(classifyHost('LOCALHOST', product)).toEqual({ kind: 'main' })
  })

  it('does not count IP addresses or a missing host as the main host', () => {
    expect(classifyHost(undefined, product).kind).toBe('unknown')
    expect(classifyHost('', product).kind).toBe('unknown')
    expect(classifyHost('127.0.0.1:3000', product).kind).toBe('unknown')
    expect(classifyHost('10.1.2.3', product).kind).toBe('unknown')
    expect(classifyHost('[::1]:3000', product).kind).toBe('unknown')
    expect(classifyHost('[2001:db8::1]', 'codeschool.app').kind).toBe('unknown')
  })

  it('accepts an IP address that is itself the configured product host', () => {
    expect(classifyHost('10.1.2.3:8080', '10.1.2.3:8080')).toEqual({ kind: 'main' })
  })

  it('finds the school subdomain, ignoring case and port', () => {
    expect(classifyHost('demo.localhost:3000', product)).toEqual({ kind: 'school', subdomain: 'demo' })
    expect(classifyHost('Metro-North.LOCALHOST:9999', product)).toEqual({
      kind: 'school',
      subdomain: 'metro-north',
    })
  })

  it('recognises the canva partner subdomain', () => {
    expect(classifyHost('canva.localhost:3000', product)).toEqual({ kind: 'canva' })
  })

  it('rejects other hosts, look-alikes and nested subdomains', () => {
    expect(classifyHost('evil.example:3000', product).kind).toBe('unknown')
    expect(classifyHost('evillocalhost:3000', product).kind).toBe('unknown')
    expect(classifyHost('a.b.localhost:3000', product).kind).toBe('unknown')
    expect(classifyHost('codeschool.app.evil.example', 'codeschool.app').kind).toBe('unknown')
  })

  it('works for a real product host', () => {
    expect(classifyHost('demo.codeschool.app', 'codeschool.app')).toEqual({
      kind: 'school',
      subdomain: 'demo',
    })
  })
})

describe('isLoopbackHost', () => {
  it('knows localhost, 127.0.0.1 and [::1] on any port, and nothing else', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:5173', '[::1]:3000', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true)
    }
    for (const host of ['demo.localhost:3000', '127.0.0.2', '10.0.0.1', 'localhost.evil.example', '']) {
      expect(isLoopbackHost(host)).toBe(false)
    }
  })
})

describe('origins', () => {
  const site = { productHost: 'codeschool.app', productScheme: 'https' as const }

  it('are built from the configured host and scheme only', () => {
    expect(mainOrigin(site)).toBe('https://codeschool.app')
    expect(schoolOrigin('demo', site)).toBe('https://demo.codeschool.app')
    expect(schoolOrigin('demo', { productHost: 'localhost:3000', productScheme: 'http' })).toBe(
      'http://demo.localhost:3000',
    )
  })

  it('give the configured host:port of a classified host, whatever port the request named', () => {
    expect(publicHostOf({ kind: 'main' }, 'localhost:3000')).toBe('localhost:3000')
    expect(publicHostOf(classifyHost('demo.localhost:9999', 'localhost:3000'), 'localhost:3000')).toBe(
      'demo.localhost:3000',
    )
    expect(publicHostOf({ kind: 'unknown', host: 'evil.example' }, 'localhost:3000')).toBeNull()
  })
})
