// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Runner } from '@/features/runner'
import { render, settle } from '@/test/render'
import { loadCourses } from '../../../../content'
import { type PlayerData, withoutSolutions } from '../lesson-views'
import { type LessonPlayerModel, useLessonPlayer, useTurtleSpeed } from './use-lesson-player'

// The player's state as a guest plays a lesson: the steps, their ticks, the lesson's status and
// "You did it!". The runner is a stand-in (no sandbox in jsdom); the guest's progress is the real
// one, kept in the browser.

const runner: Runner = {
  status: 'idle',
  events: [],
  result: null,
  run: vi.fn(async () => null),
  stop: vi.fn(),
  clear: vi.fn(),
  restingEvents: [],
  preparing: false,
  engine: 'javascript',
}
vi.mock('@/features/runner', async (original) => ({
  ...(await original<typeof import('@/features/runner')>()),
  useRunner: () => runner,
}))

const lesson = loadCourses().lessons.find((l) => l.slug === 'blocks-meet-the-turtle')!
const data: PlayerData = {
  mode: 'guest',
  id: lesson.slug,
  lessonId: lesson.slug,
  versionId: 'v1',
  version: 1,
  content: withoutSolutions(lesson),
  texts: '{}',
  goals: {},
  progress: null,
  ownerId: null,
  nav: null,
  teacher: null,
}
const steps = data.content.steps

let model: LessonPlayerModel
let view: ReturnType<typeof render> | undefined

function Harness({ of }: { of: PlayerData }) {
  model = useLessonPlayer(of)
  return (
    <h2 ref={model.headingRef} tabIndex={-1}>
      {model.step.title}
    </h2>
  )
}

async function open(of = data) {
  view = render(<Harness of={of} />)
  await settle()
}

beforeEach(() => {
  window.localStorage.clear()
  Element.prototype.scrollIntoView = vi.fn()
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList)
  vi.mocked(runner.clear).mockClear()
})
afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('useLessonPlayer', () => {
  it('starts at the first step, not started, and knows it runs in the browser', async () => {
    await open()
    expect(model.hydrated).toBe(true)
    expect(model.current).toBe(0)
    expect(model.step.key).toBe(steps[0]!.key)
    expect(model.status).toBe('not_started')
    expect(model.notDone).toHaveLength(steps.length)
    expect(model.celebrating).toBe(false)
  })

  it('Next marks an explanation read, moves on, clears the runner and puts the focus on the title', async () => {
    await open()
    await act(async () => model.next())
    await settle()
    expect(model.current).toBe(1)
    expect(model.steps[steps[0]!.key]?.done).toBe(true)
    expect(runner.clear).toHaveBeenCalledOnce()
    expect(document.activeElement?.textContent).toBe(steps[1]!.title)
  })

  it("a guest's progress is kept in the browser and read again when the lesson opens", async () => {
    await open()
    await act(async () => model.goTo(2))
    await settle()
    expect(model.status).toBe('in_progress')
    view!.unmount()
    await open()
    expect(model.current).toBe(2)
    expect(model.status).toBe('in_progress')
  })

  it('the last step done finishes the lesson and says "You did it!" once the turtle has stopped', async () => {
    await open()
    for (const step of steps) {
      await act(async () => model.report({ stepKey: step.key, kind: 'done', done: true }))
    }
    await act(async () => model.goTo(steps.length - 1))
    await settle()
    expect(model.allDone).toBe(true)
    expect(model.status).toBe('completed')
    act(() => model.setDrawing(true))
    expect(model.celebrating).toBe(false)
    act(() => model.setDrawing(false))
    expect(model.celebrating).toBe(true)
  })

  it('a teacher previewing records nothing and never celebrates', async () => {
    await open({ ...data, mode: 'teacher' })
    await act(async () => model.next())
    await settle()
    expect(model.current).toBe(1)
    expect(model.steps).toEqual({})
    expect(model.celebrating).toBe(false)
  })
})

describe('useTurtleSpeed', () => {
  let speed: ReturnType<typeof useTurtleSpeed>
  function Speed() {
    speed = useTurtleSpeed()
    return null
  }

  it('remembers the chosen speed in the browser', async () => {
    view = render(<Speed />)
    expect(speed[0]).toBe('normal')
    act(() => speed[1]('fast'))
    expect(speed[0]).toBe('fast')
    view.unmount()
    view = render(<Speed />)
    await settle()
    expect(speed[0]).toBe('fast')
  })

  it('is instant for those who asked for less motion', async () => {
    window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList)
    view = render(<Speed />)
    await settle()
    expect(speed[0]).toBe('instant')
  })
})
