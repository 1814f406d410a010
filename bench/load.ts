// A fixed-length load against one URL; figures in requests per second and milliseconds.
import autocannon from 'autocannon'

export interface LoadResult {
  name: string
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
  /** Measured in rounds alongside the bare page: the ratio of the rounds (median, lowest, highest). */
  ofBare?: { median: number; min: number; max: number }
  bareRequestsPerSecond?: number
  /** The server process's CPU time per request (ms), measured a few requests at a time. */
  cpuMs?: number | null
}

export async function measure(
  name: string,
  url: string,
  options: { host?: string; headers?: Record<string, string>; connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.host) headers.host = options.host
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers,
  })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}
