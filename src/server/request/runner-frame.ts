import { createHash } from 'node:crypto'
import { FRAME_DOCUMENT, frameCsp, RELAY_SCRIPT, RUNNER_FRAME_PATH } from '@/kernel/runner-protocol'

/**
 * `GET /runner-frame`: the code runner's frame document with its own, stricter policy (decision
 * 031, 080). Served by the server entry before Start: it is the same for every host and visitor.
 */
const relayHash = `sha256-${createHash('sha256').update(RELAY_SCRIPT).digest('base64')}`

export function runnerFrameResponse(request: Request): Response | null {
  if (new URL(request.url).pathname !== RUNNER_FRAME_PATH) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  return new Response(request.method === 'HEAD' ? null : FRAME_DOCUMENT, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': frameCsp(relayHash),
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'public, max-age=300',
    },
  })
}
