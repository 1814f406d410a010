/**
 * Sends every attempt at once and counts the answers by status (200 for a success, else the
 * HttpError's status): how the limit tests show that a parallel burst is judged at most `limit` times.
 */
export async function burst(attempts: Array<() => Promise<unknown>>): Promise<Record<number, number>> {
  const results = await Promise.allSettled(attempts.map((attempt) => attempt()))
  const statuses: Record<number, number> = {}
  for (const result of results) {
    const status = result.status === 'fulfilled' ? 200 : Number((result.reason as { status?: number }).status)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  return statuses
}
