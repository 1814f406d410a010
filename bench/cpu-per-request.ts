// The server's own CPU time per request (user + system, from /proc/<pid>/stat, Linux): requests a few
// at a time, so the figure does not depend on how busy the rest of the machine is, as requests per
// second under load do. It leaves out the database's time (PostgreSQL's processes, or PGlite's
// share of the same process, which it includes).
import { readFileSync } from 'node:fs'
import { httpRequest } from './http.ts'

const TICK_MS = 10

function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return null
  }
}

export async function cpuPerRequest(
  pid: number | undefined,
  url: string,
  headers: Record<string, string>,
  requests = 100,
  atOnce = 4,
): Promise<number | null> {
  if (pid === undefined || cpuTicks(pid) === null) return null
  for (let i = 0; i < 5; i++) await httpRequest(url, { headers })
  const before = cpuTicks(pid)!
  let left = requests
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (left-- > 0) await httpRequest(url, { headers })
    }),
  )
  return ((cpuTicks(pid)! - before) * TICK_MS) / requests
}
