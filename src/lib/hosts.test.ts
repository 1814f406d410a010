import { describe, expect, it } from 'vitest'
import { classifyHost, schoolOrigin } from './hosts'

describe('classifyHost', () => {
  const product = 'localhost:3000'

  it('treats the product host, a missing host and IP addresses as the main host', () => {
    expect(classifyHost('localhost:3000', product)).toEqual({ kind: 'main' })
    expect(classifyHost('localhost:4173', product)).toEqual({ kind: 'main' })
    expect(classifyHost(undefined, product)).toEqual({ kind: 'main' })
    expect(classifyHost('127.0.0.1:3000', product)).toEqual({ kind: 'main' })
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

  it('rejects other hosts and nested subdomains', () => {
    expect(classifyHost('evil.example:3000', product).kind).toBe('unknown')
    expect(classifyHost('a.b.localhost:3000', product).kind).toBe('unknown')
  })

  it('works for a real product host', () => {
    expect(classifyHost('demo.codeschool.app', 'codeschool.app')).toEqual({
      kind: 'school',
      subdomain: 'demo',
    })
    expect(schoolOrigin('demo', 'codeschool.app', 'https:')).toBe('https://demo.codeschool.app')
  })
})
