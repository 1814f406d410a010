// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Runner } from '@/features/runner'
import { browserStorage, localCopyKey, readLocalCopy, writeLocalCopy } from '@/lib/local-copy'
import { render, settle } from '@/test/render'
import { loadCourses } from '../../../../content'
import { type PlayerCodeStep, withoutSolutions } from '../lesson-views'
import type { PlayerBackend, StepReport } from './player-backend'
import { type CodeStepModel, useCodeStep } from './use-code-step'

// The code step's state without a browser's runner: the runner is a stand-in that answers what a
// run drew; the judge, the autosaver and the local copy are the real ones.

const { lessons } = loadCourses()
const codeStepOf = (slug: string) => {
  const lesson = lessons.find((l) => l.slug === slug)!
  return withoutSolutions(lesson).steps.find((s) => s.kind === 'code') as PlayerCodeStep
}
/** "Meet the Turtle", first exercise: join a move forward block; passes when the turtle draws a line. */
const blocksStep = codeStepOf('blocks-meet-the-turtle')
const jsStep = lessons
  .flatMap((l) => withoutSolutions(l).steps)
  .find(
    (s): s is PlayerCodeStep => s.kind === 'code' && s.language === 'javascript' && s.output !== 'console',
  )!

type RunResult = Awaited<ReturnType<Runner['run']>>
const drew = (distance: number): RunResult => ({
  end: 'finished',
  outcome: {
    events: distance ? [{ type: 'turtle', command: { op: 'forward', distance } }] : [],
    probes: [],
    error: null,
  },
  stop: null,
  durationMs: 5,
})

function fakeRunner(answer: RunResult): Runner {
  const runner: Runner = {
    status: 'idle',
    events: [],
    result: null,
    run: vi.fn(async () => {
      runner.result = answer
      return answer
    }),
    stop: vi.fn(),
    clear: vi.fn(),
    restingEvents: [],
    preparing: false,
    engine: 'javascript',
  }
  return runner
}

const guest: PlayerBackend = {
  owner: 'guest',
  lessonKey: 'lesson-1',
  saveCode: null,
  record: async () => null,
  readLocalProgress: () => null,
}

let model: CodeStepModel
let view: ReturnType<typeof render> | undefined

function Harness(props: Parameters<typeof useCodeStep>[0]) {
  model = useCodeStep(props)
  return <div ref={model.celebrationRef} />
}

async function open(step: PlayerCodeStep, runner: Runner, onReport = vi.fn<(r: StepReport) => void>()) {
  view = render(<Harness step={step} backend={guest} runner={runner} saved={null} onReport={onReport} />)
  await settle()
  return onReport
}

beforeEach(() => {
  window.localStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList)
})
afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('useCodeStep', () => {
  it('opens the editor with the starter once the autosaver has chosen the copy to show', async () => {
    await open(blocksStep, fakeRunner(drew(50)))
    expect(model.ready).toBe(true)
    expect(model.isBlocks).toBe(true)
    expect(model.words).toBe('blocks')
    expect(model.blocks).toEqual(blocksStep.starterBlocks)
    expect(model.code).toBe(blocksStep.starter)
  })

  it("a guest's unsaved work in the browser wins over the starter", async () => {
    const key = localCopyKey('guest', 'lesson-1', jsStep.key)
    writeLocalCopy(browserStorage(), key, {
      code: 'forward(10)',
      blocksJson: null,
      baseRevision: 0,
      dirty: true,
      updatedAt: Date.now(),
    })
    await open(jsStep, fakeRunner(drew(10)))
    expect(model.code).toBe('forward(10)')
  })

  it('blocks changes write the JavaScript they make and keep a local copy', async () => {
    await open(blocksStep, fakeRunner(drew(50)))
    const program = [{ type: 'when_run', body: [{ type: 'forward', fields: { STEPS: 50 } }] }] as never
    act(() => model.changeBlocks(program))
    expect(model.blocks).toEqual(program)
    expect(model.code).toContain('forward(50)')
    const copy = readLocalCopy(browserStorage(), localCopyKey('guest', 'lesson-1', blocksStep.key))
    expect(copy?.code).toContain('forward(50)')
  })

  it('a run that passes every check reports the step done, and "Great job!" waits for the drawing', async () => {
    const runner = fakeRunner(drew(50))
    const onReport = await open(blocksStep, runner)
    act(() =>
      model.changeBlocks([{ type: 'when_run', body: [{ type: 'forward', fields: { STEPS: 50 } }] }] as never),
    )
    await act(() => model.run())
    expect(runner.run).toHaveBeenCalledOnce()
    expect(model.report?.allPassed).toBe(true)
    expect(onReport).toHaveBeenLastCalledWith(
      expect.objectContaining({ stepKey: blocksStep.key, kind: 'run', done: true, checksTotal: 1 }),
    )
    // The turtle is still walking: no celebration until the canvas says it has drawn.
    expect(model.celebrating).toBe(false)
    act(() => model.onDrawn())
    expect(model.celebrating).toBe(true)
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
  })

  it('a failing run names the problem with the blocks and does not celebrate', async () => {
    const runner = fakeRunner(drew(0))
    const onReport = await open(blocksStep, runner)
    // The starter's start block is empty: the turtle does not walk.
    await act(() => model.run())
    expect(model.report?.allPassed).toBe(false)
    expect(model.celebrating).toBe(false)
    expect(onReport).toHaveBeenLastCalledWith(expect.objectContaining({ done: false, checksPassed: 0 }))
  })

  it('Start again puts the starter back, clears the run and keeps the starter as the copy', async () => {
    const runner = fakeRunner(drew(50))
    await open(jsStep, runner)
    act(() => model.changeCode('forward(999)'))
    expect(model.code).toBe('forward(999)')
    act(() => model.reset())
    expect(model.code).toBe(jsStep.starter)
    expect(model.report).toBeNull()
    expect(runner.clear).toHaveBeenCalled()
  })

  it('hints are shown one at a time', async () => {
    await open(jsStep, fakeRunner(drew(50)))
    expect(model.hintsShown).toBe(0)
    act(() => model.showNextHint())
    act(() => model.showNextHint())
    expect(model.hintsShown).toBe(2)
  })

  it('Ctrl+Enter anywhere on the page runs the program', async () => {
    const runner = fakeRunner(drew(50))
    await open(jsStep, runner)
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true }))
    })
    await settle()
    expect(runner.run).toHaveBeenCalledOnce()
  })
})
