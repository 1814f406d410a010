import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RELAY_SCRIPT } from '@/kernel/runner-protocol/frame-document'
import { runnerFrameResponse } from './runner-frame'

const get = (path: string, method = 'GET') => new Request(`http://demo.localhost:3000${path}`, { method })

describe('the runner frame document (decisions 031, 080)', () => {
  it('is served with its own policy: only the relay by hash, eval, blob: workers, no network', async () => {
    const response = runnerFrameResponse(get('/runner-frame'))
    expect(response?.status).toBe(200)
    const policy = response?.headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(RELAY_SCRIPT).digest('base64')
    expect(policy).toContain(`script-src 'sha256-${hash}' 'unsafe-eval' blob:`)
    expect(policy).not.toContain("'unsafe-inline'")
    expect(policy).toContain("connect-src 'none'")
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain('sandbox allow-scripts')
    expect(await response?.text()).toContain(`<script>${RELAY_SCRIPT}</script>`)
  })

  it('answers nothing else', () => {
    expect(runnerFrameResponse(get('/runner-frame/x'))).toBeNull()
    expect(runnerFrameResponse(get('/login'))).toBeNull()
    expect(runnerFrameResponse(get('/runner-frame', 'POST'))?.status).toBe(405)
  })
})
