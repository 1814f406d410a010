/**
 * An RFC 9562 UUID, the same shape zod's `z.uuid()` accepts (version 1–8, the RFC variant, or the
 * nil and max UUIDs), so a path or search parameter this lets through is also accepted by the
 * server function it reaches. Client-safe and free of zod, for the route tree (decision 152).
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}
