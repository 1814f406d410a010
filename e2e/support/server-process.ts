import type { ChildProcess } from 'node:child_process'
import { expect } from '@playwright/test'

/**
 * Waits until a server the spec started itself answers `probe` with 200: polled on state, at once
 * after each failed look and then at most every half second. Fails at once if the process exits,
 * and after `timeout` ms; either way with the server's log.
 */
export async function serverAnswers(
  server: ChildProcess,
  probe: () => Promise<{ status: number }>,
  { timeout, log }: { timeout: number; log: () => string },
): Promise<void> {
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`)
          return (await probe().catch(() => null))?.status
        },
        { message: 'the server answers', timeout, intervals: [100, 250, 500] },
      )
      .toBe(200)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log()}`)
  }
}
