import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { openSecret, sealSecret } from '@/server/crypto/secrets'
import { providerRefreshTokens } from '@/server/db/schema'
import { describeEachDatabase } from '@/test/database'
import { createSchool, createTeacher } from '@/test/factories'
import { providerRefreshToken, storeProviderRefreshToken } from './provider-tokens.server'

it('seals with AES-256-GCM: another key or a changed byte opens nothing; no key stores nothing', () => {
  const key = randomBytes(32)
  const sealed = sealSecret('1//refresh-token', key)
  expect(Buffer.from(sealed).toString('utf8')).not.toContain('refresh-token')
  expect(openSecret(sealed, key)).toBe('1//refresh-token')
  expect(openSecret(sealed, randomBytes(32))).toBeNull()
  const changed = Buffer.from(sealed)
  changed[20] = (changed[20] ?? 0) ^ 1
  expect(openSecret(changed, key)).toBeNull()
  expect(() => sealSecret('x', null)).toThrow('SECRETS_KEY')
})

describeEachDatabase('provider refresh tokens', (getDb) => {
  it('are kept sealed, one per profile and provider, and read back', async () => {
    const school = await createSchool(getDb())
    const teacher = await createTeacher(getDb(), school)
    const input = { profileId: teacher.profileId, provider: 'google' as const, scopes: 'classroom' }
    await storeProviderRefreshToken(getDb(), { ...input, refreshToken: 'first-token' })
    await storeProviderRefreshToken(getDb(), { ...input, refreshToken: 'second-token' })
    const rows = await getDb().select().from(providerRefreshTokens)
    const mine = rows.filter((row) => row.profileId === teacher.profileId)
    expect(mine).toHaveLength(1)
    expect(Buffer.from(mine[0]?.sealed ?? []).toString('utf8')).not.toContain('second-token')
    expect(await providerRefreshToken(getDb(), teacher.profileId, 'google')).toEqual({
      refreshToken: 'second-token',
      scopes: 'classroom',
    })
    expect(await providerRefreshToken(getDb(), teacher.profileId, 'microsoft')).toBeNull()
  })
})
