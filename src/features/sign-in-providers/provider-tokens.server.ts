import { and, eq, sql } from 'drizzle-orm'
import { openSecret, sealSecret } from '@/server/crypto/secrets'
import type { Db } from '@/server/db/client'
import { providerRefreshTokens } from '@/server/db/schema'
import type { IdentityProvider } from './providers'

/**
 * A provider's refresh token that roster sync needs (Google Classroom: a teacher's classes), kept
 * sealed with SECRETS_KEY (decision 173). Sign-in itself keeps no provider token.
 */
export async function storeProviderRefreshToken(
  db: Db,
  input: { profileId: string; provider: IdentityProvider; refreshToken: string; scopes: string },
): Promise<void> {
  const values = { sealed: sealSecret(input.refreshToken), scopes: input.scopes, updatedAt: sql`now()` }
  await db
    .insert(providerRefreshTokens)
    .values({ profileId: input.profileId, provider: input.provider, ...values })
    .onConflictDoUpdate({
      target: [providerRefreshTokens.profileId, providerRefreshTokens.provider],
      set: values,
    })
}

/** The refresh token in the clear, or null (none kept, or sealed under another key). */
export async function providerRefreshToken(
  db: Db,
  profileId: string,
  provider: IdentityProvider,
): Promise<{ refreshToken: string; scopes: string } | null> {
  const [row] = await db
    .select({ sealed: providerRefreshTokens.sealed, scopes: providerRefreshTokens.scopes })
    .from(providerRefreshTokens)
    .where(and(eq(providerRefreshTokens.profileId, profileId), eq(providerRefreshTokens.provider, provider)))
  if (!row) return null
  const refreshToken = openSecret(row.sealed)
  return refreshToken === null ? null : { refreshToken, scopes: row.scopes }
}
