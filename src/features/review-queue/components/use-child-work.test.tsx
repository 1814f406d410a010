// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { act, Suspense } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { Runner } from '@/features/runner'
import { HttpError } from '@/lib/http-error'
import { render, settle, typeInto } from '@/test/render'
import type { QueueWork } from '../queue-work.server'
import {
  addQueueCommentFn,
  fetchQueueWork,
  fetchReviewQueue,
  setQueueVerdictFn,
} from '../review-queue.functions'
import { queueKeys } from '../review-queue.queries'
import { ChildWork } from './child-work'

vi.mock('../review-queue.functions', () => ({
  addQueueCommentFn: vi.fn(),
  setQueueVerdictFn: vi.fn(),
  fetchQueueWork: vi.fn(),
  fetchReviewQueue: vi.fn(),
}))

const ids = { classId: 'class-1', itemId: 'item-1', studentId: 'child-1' }
const work: QueueWork = {
  student: { id: ids.studentId, name: 'Ada' },
  status: 'in_progress',
  attempts: 2,
  timeSpentSeconds: 180,
  steps: [
    {
      key: 'first',
      title: 'Warm up',
      language: 'javascript',
      output: 'console',
      latest: {
        id: 'rev-old',
        revision: 1,
        code: 'say(1)',
        blocks: null,
        savedAt: '2026-11-20T09:00:00.000Z',
      },
    },
    {
      key: 'second',
      title: 'Count',
      language: 'javascript',
      output: 'console',
      latest: {
        id: 'rev-new',
        revision: 3,
        code: 'let n = 1\nsay(n)\nsay(n + 1)',
        blocks: null,
        savedAt: '2026-11-20T10:00:00.000Z',
      },
    },
  ],
  comments: [],
  verdict: null,
  rubric: {},
  reviewedAt: null,
  fixed: false,
}
const rubric = [
  { key: 'loop', label: 'Uses a variable' },
  { key: 'says', label: 'Says two numbers' },
]

let runner: Runner
let callbacks: {
  onNext: () => void
  onPrevious: () => void
  onNextUnreviewed: () => void
  onReviewed: () => void
}
let screen: ReturnType<typeof render>

beforeEach(async () => {
  // The output console keeps its last line in view; jsdom has no scrolling.
  Element.prototype.scrollIntoView ??= () => {}
  vi.mocked(addQueueCommentFn).mockReset()
  vi.mocked(setQueueVerdictFn).mockReset()
  // A verdict or comment asks for the work and the queue again.
  vi.mocked(fetchQueueWork).mockResolvedValue(work)
  vi.mocked(fetchReviewQueue).mockResolvedValue({} as never)
  runner = {
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
  callbacks = { onNext: vi.fn(), onPrevious: vi.fn(), onNextUnreviewed: vi.fn(), onReviewed: vi.fn() }
  const client = new QueryClient()
  client.setQueryData(queueKeys.work(ids.classId, ids.itemId, ids.studentId), work)
  screen = render(
    <Suspense>
      <ChildWork {...ids} {...callbacks} rubric={rubric} runner={runner} position={{ index: 0, total: 3 }} />
    </Suspense>,
    client,
  )
  await settle()
})
afterEach(() => screen.unmount())

const press = (key: string, target: EventTarget = document) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
const lines = () => [...screen.container.querySelectorAll('[data-testid="queue-code"] > li')]
const chosenLine = () => lines().findIndex((li) => li.getAttribute('aria-current') === 'true') + 1
const box = () => screen.container.querySelector<HTMLTextAreaElement>('#queue-comment')
const tick = (label: string) =>
  [...screen.container.querySelectorAll('label')]
    .find((element) => element.textContent?.includes(label))
    ?.querySelector<HTMLInputElement>('input')?.checked

it('opens on the newest saved step, runs it, and shows it line by line with the first line chosen', () => {
  expect(screen.container.querySelector('#queue-code-heading')?.textContent).toContain('Count: version 3')
  expect(runner.run).toHaveBeenCalledWith('let n = 1\nsay(n)\nsay(n + 1)', expect.anything())
  expect(lines()).toHaveLength(3)
  expect(chosenLine()).toBe(1)
})

it("the queue's keys: arrows choose a line, digits tick the rubric, N and U move on; keys typed in the box stay there", () => {
  press('ArrowDown')
  press('ArrowDown')
  press('ArrowDown')
  expect(chosenLine()).toBe(3)
  press('ArrowUp')
  expect(chosenLine()).toBe(2)
  press('2')
  expect(tick('Says two numbers')).toBe(true)
  expect(tick('Uses a variable')).toBe(false)
  press('n')
  expect(callbacks.onNext).toHaveBeenCalledTimes(1)
  press('u')
  expect(callbacks.onNextUnreviewed).toHaveBeenCalledTimes(1)
  press('c')
  expect(document.activeElement).toBe(box())
  press('n', box()!)
  press('1', box()!)
  expect(callbacks.onNext).toHaveBeenCalledTimes(1)
  expect(tick('Uses a variable')).toBe(false)
})

it('a comment goes with its line and the box closes at once; if sending fails the box opens again with the words', async () => {
  let fail: (error: Error) => void = () => {}
  vi.mocked(addQueueCommentFn).mockImplementationOnce(
    () => new Promise((_, reject) => (fail = reject)) as ReturnType<typeof addQueueCommentFn>,
  )
  press('ArrowDown')
  press('c')
  typeInto(box(), 'Why n + 1?')
  press('Enter', box()!)
  expect(box()).toBeNull()
  await settle()
  expect(addQueueCommentFn).toHaveBeenCalledWith({
    data: { ...ids, revisionId: 'rev-new', line: 2, blockId: null, body: 'Why n + 1?' },
  })
  await act(async () => fail(new HttpError(500, 'The server is down.')))
  await settle()
  expect(box()?.value).toBe('Why n + 1?')
})

it('a verdict pressed while a comment is sent waits for it, carries the ticks, then the next child opens', async () => {
  let sent: (value: { id: string }) => void = () => {}
  vi.mocked(addQueueCommentFn).mockImplementationOnce(
    () => new Promise((resolve) => (sent = resolve)) as ReturnType<typeof addQueueCommentFn>,
  )
  vi.mocked(setQueueVerdictFn).mockResolvedValue(undefined as never)
  press('1')
  press('c')
  typeInto(box(), 'Nice start')
  press('Enter', box()!)
  press('a')
  await settle()
  expect(setQueueVerdictFn).not.toHaveBeenCalled()
  await act(async () => sent({ id: 'comment-1' }))
  await settle()
  expect(setQueueVerdictFn).toHaveBeenCalledWith({
    data: { ...ids, verdict: 'well_done', rubric: { loop: true, says: false } },
  })
  expect(callbacks.onReviewed).toHaveBeenCalledTimes(1)
})
