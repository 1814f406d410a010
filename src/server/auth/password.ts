import { hash, parseOptions, verify } from '@node-rs/argon2'

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2

/**
 * Argon2id at OWASP's baseline (19 MiB, 2 passes, 1 lane): ~20–30 ms per hash here. Under Vitest
 * a cheaper Argon2id keeps suites that create many accounts fast; verifyPassword reads the cost
 * from each stored hash, so both kinds verify, and needsRehash tells login to upgrade a cheap one.
 */
const productionCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }
const testCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 }

function currentCost() {
  return process.env.VITEST ? testCost : productionCost
}

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...currentCost() })
}

/** False for a wrong password and for a hash that is not a valid Argon2 string. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** True when a stored hash is weaker than what hashPassword makes now (or not Argon2id). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const parsed = parseOptions(passwordHash)
    const cost = currentCost()
    return (
      parsed.algorithm !== ARGON2ID ||
      parsed.memoryCost < cost.memoryCost ||
      parsed.timeCost < cost.timeCost ||
      parsed.parallelism < cost.parallelism
    )
  } catch {
    return true
  }
}
