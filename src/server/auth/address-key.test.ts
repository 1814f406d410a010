import { describe, expect, it } from 'vitest'
import { addressKey } from './address-key'

describe('addressKey: what a per-address limit counts under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'))
  })

  it('counts every address of one IPv6 /64 as one', () => {
    const one = addressKey('2001:db8:1234:5678:1111:2222:3333:4444')
    expect(one).toBe('2001:db8:1234:5678::/64')
    expect(addressKey('2001:db8:1234:5678:ffff:ffff:ffff:ffff')).toBe(one)
    expect(addressKey('2001:DB8:1234:5678::55')).toBe(one)
  })

  it('tells two /64 networks apart', () => {
    expect(addressKey('2001:db8:1234:5679::1')).not.toBe(addressKey('2001:db8:1234:5678::1'))
  })

  it('reads zero-compressed and leading-zero forms alike', () => {
    expect(addressKey('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8:0:1::')).toBe('2001:db8:0:1::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('leaves what is not an address alone', () => {
    expect(addressKey('unknown')).toBe('unknown')
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2')
  })
})
