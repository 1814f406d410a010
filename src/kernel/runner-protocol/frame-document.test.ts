import { describe, expect, it } from 'vitest'
import { RELAY_SCRIPT } from './frame-document'

/** The frame's relay, run against stand-ins of the frame's window, its parent and Worker. */
function relay() {
  const sent: { kind: string; runId?: string }[] = []
  const workers: FakeWorker[] = []
  let onMessage: (event: unknown) => void = () => {}
  const parent = { postMessage: (message: { kind: string }) => sent.push(message) }
  class FakeWorker {
    posted: { kind?: string; runId?: string }[] = []
    terminated = false
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror: ((event: unknown) => void) | null = null
    constructor() {
      workers.push(this)
    }
    postMessage(message: { kind?: string; runId?: string }) {
      this.posted.push(message)
    }
    terminate() {
      this.terminated = true
    }
  }
  const window = {
    addEventListener: (_: string, listener: (event: unknown) => void) => (onMessage = listener),
  }
  const url = { createObjectURL: () => 'blob:relay' }
  const webAssembly = { compile: async () => ({ compiled: true }) }
  new Function('window', 'parent', 'Worker', 'URL', 'Blob', 'WebAssembly', RELAY_SCRIPT)(
    window,
    parent,
    FakeWorker,
    url,
    class {},
    webAssembly,
  )
  const send = async (data: Record<string, unknown>) => {
    onMessage({ source: parent, origin: 'https://demo.codeschool.test', data })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  const run = (runId: string) => send({ kind: 'run', runId, code: 'forward(1)', probes: null, maxEvents: 10 })
  return { sent, workers, send, run }
}

const PYTHON = {
  kind: 'init',
  source: 'worker',
  prepare: { wasm: new ArrayBuffer(1), stdlib: new ArrayBuffer(1) },
}

describe("the runner frame's relay", () => {
  it('ends a run that is stopped by terminating its worker, and a prepared spare takes the next', async () => {
    const frame = relay()
    await frame.send(PYTHON)
    frame.workers[0]!.onmessage!({ data: { kind: 'prepared' } })
    await frame.run('r1')
    expect(frame.sent.map((m) => m.kind)).toEqual(['hello', 'ready', 'started'])
    await frame.send({ kind: 'stop', runId: 'r1' })
    expect(frame.workers[0]!.terminated).toBe(true)
    expect(frame.workers).toHaveLength(2)
    expect(frame.workers[1]!.posted[0]!.kind).toBe('prepare')
  })

  it('keeps a worker that was still preparing when its run was given up, for the next run', async () => {
    const frame = relay()
    await frame.send(PYTHON)
    await frame.run('slow')
    // Python is still starting: nothing ran, the page gives the run up.
    await frame.send({ kind: 'stop', runId: 'slow' })
    expect(frame.sent.at(-1)).toEqual({ kind: 'stopped', runId: 'slow' })
    expect(frame.workers).toHaveLength(1)
    expect(frame.workers[0]!.terminated).toBe(false)
    // Ready later: it does not run the given-up job, and takes the next run at once.
    frame.workers[0]!.onmessage!({ data: { kind: 'prepared' } })
    expect(frame.workers[0]!.posted.map((m) => m.kind ?? m.runId)).toEqual(['prepare'])
    await frame.run('next')
    expect(frame.sent.at(-1)).toEqual({ kind: 'started', runId: 'next' })
    expect(frame.workers[0]!.posted.at(-1)!.runId).toBe('next')
    expect(frame.workers).toHaveLength(1)
  })
})
