import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isUuid } from './uuid'

describe('isUuid', () => {
  const samples = [
    crypto.randomUUID(),
    crypto.randomUUID().toUpperCase(),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '7f3e8f0e-5a4b-0c3d-9e2f-1a2b3c4d5e6f',
    '7f3e8f0e-5a4b-4c3d-7e2f-1a2b3c4d5e6f',
    '7f3e8f0e5a4b4c3d9e2f1a2b3c4d5e6f',
    '7f3e8f0e-5a4b-4c3d-9e2f-1a2b3c4d5e6',
    ' 7f3e8f0e-5a4b-4c3d-9e2f-1a2b3c4d5e6f',
    '',
    42,
    null,
  ]

  it('accepts exactly what the server functions accept (zod’s uuid)', () => {
    for (const value of samples)
      expect([value, isUuid(value)]).toEqual([value, z.uuid().safeParse(value).success])
  })

  it('accepts a random UUID and refuses one with version 0', () => {
    expect(isUuid(crypto.randomUUID())).toBe(true)
    expect(isUuid('7f3e8f0e-5a4b-0c3d-9e2f-1a2b3c4d5e6f')).toBe(false)
  })
})
