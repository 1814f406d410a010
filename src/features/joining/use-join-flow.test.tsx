// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { render, settle } from '@/test/render'
import type { JoinClass, JoinClassmate } from './find-class.server'
import {
  findJoinAddressFn,
  lookupJoinClass,
  pictureSignInFn,
  quickJoinFn,
  wordsSignInFn,
} from './joining.functions'
import { type JoinFlowOptions, useJoinFlow } from './use-join-flow'

vi.mock('./joining.functions', () => ({
  findJoinAddressFn: vi.fn(),
  lookupJoinClass: vi.fn(),
  pictureSignInFn: vi.fn(),
  quickJoinFn: vi.fn(),
  wordsSignInFn: vi.fn(),
}))

let host: 'school' | 'main' = 'school'
vi.mock('@/lib/request-context/use-request-context', () => ({
  useRequestContext: () => ({ place: { kind: host } }),
}))

const ben: JoinClassmate = { key: 'bbbbbbbbbbbbbbbb', name: 'Ben C.', pictures: 2 }
const amy: JoinClassmate = { key: 'aaaaaaaaaaaaaaaa', name: 'Amy L.', pictures: 1 }
const schoolClass: JoinClass = {
  code: 'ABC123',
  className: 'Class 3B',
  schoolName: 'Hill School',
  loginType: 'picture',
  quickJoin: true,
  students: [amy, ben],
  joined: 2,
  full: false,
  schoolFull: false,
  selfRegistration: false,
}

let flow: ReturnType<typeof useJoinFlow>

/** The hook with a heading, as the view has, to see where focus goes. */
function Harness(options: JoinFlowOptions) {
  flow = useJoinFlow(options)
  return (
    <div>
      <h1 ref={flow.headingRef} tabIndex={-1}>
        {flow.step.kind}
      </h1>
      <button type="button">Somewhere</button>
    </div>
  )
}

let view: ReturnType<typeof render> | undefined

function open(options: Partial<JoinFlowOptions> = {}) {
  const go = vi.fn()
  const onCodeChange = vi.fn()
  view = render(<Harness go={go} onCodeChange={onCodeChange} {...options} />)
  return { go, onCodeChange }
}

async function call(perform: () => void) {
  await act(async () => perform())
  await settle()
}

afterEach(() => {
  view?.unmount()
  view = undefined
  host = 'school'
  for (const fn of [findJoinAddressFn, lookupJoinClass, pictureSignInFn, quickJoinFn, wordsSignInFn])
    vi.mocked(fn).mockReset()
})

describe('the join flow', () => {
  it('looks the typed code up, keeps it in the address and shows the names', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    const { onCodeChange } = open()
    expect(flow.step.kind).toBe('code')
    act(() => flow.setCode('ABC123'))
    await call(() => flow.submitCode())
    expect(lookupJoinClass).toHaveBeenCalledWith({ data: { code: 'ABC123', fromLink: false } })
    expect(onCodeChange).toHaveBeenCalledWith('ABC123')
    expect(flow.step).toEqual({ kind: 'names', schoolClass })
    // The new step's heading takes the focus, for a screen reader to start there.
    expect(document.activeElement?.textContent).toBe('names')
  })

  it('a wrong code stays on the code step and says why', async () => {
    vi.mocked(lookupJoinClass).mockRejectedValue(new HttpError(404, 'We could not find that class.'))
    open()
    act(() => flow.setCode('NOPE'))
    await call(() => flow.submitCode())
    expect(flow.step.kind).toBe('code')
    expect(flow.error).toBe('We could not find that class.')
    expect(flow.busy).toBe(false)
  })

  it('a join link is looked up at once, counted as a link, and a card’s child opens on their pictures', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    open({ initialCode: 'ABC123', initialStudent: ben.key })
    await settle()
    expect(lookupJoinClass).toHaveBeenCalledWith({ data: { code: 'ABC123', fromLink: true } })
    expect(flow.code).toBe('ABC123')
    expect(flow.step).toEqual({ kind: 'picture', schoolClass, student: ben })
  })

  it('on the main host a code goes on to the class’s school', async () => {
    host = 'main'
    vi.mocked(findJoinAddressFn).mockResolvedValue({ url: 'http://hill.example/join?code=ABC123' })
    const { go } = open()
    act(() => flow.setCode('ABC123'))
    await call(() => flow.submitCode())
    expect(lookupJoinClass).not.toHaveBeenCalled()
    expect(go).toHaveBeenCalledWith('http://hill.example/join?code=ABC123')
    // The spinner stays until the browser has left.
    expect(flow.busy).toBe(true)
  })

  it('two pictures: the first is asked, then the second, and both are sent; the child goes to their page', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    vi.mocked(pictureSignInFn).mockResolvedValue({ profileId: 'p1', redirectTo: '/student/courses' })
    const { go } = open({ initialCode: 'ABC123' })
    await settle()
    act(() => flow.choose(ben))
    expect(flow.step).toMatchObject({ kind: 'picture', student: ben })
    act(() => flow.tap(3))
    expect(pictureSignInFn).not.toHaveBeenCalled()
    expect(flow.step).toMatchObject({ first: 3 })
    await call(() => flow.tap(7))
    expect(pictureSignInFn).toHaveBeenCalledWith({
      data: { code: 'ABC123', student: ben.key, pictures: [3, 7] },
    })
    expect(go).toHaveBeenCalledWith('/student/courses')
    expect(flow.busy).toBe(true)
  })

  it('a wrong pair says how many tries are left and starts again at the first picture; a new tap clears it', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    vi.mocked(pictureSignInFn).mockRejectedValue(new HttpError(401, 'Not quite. 4 tries left.'))
    const { go } = open({ initialCode: 'ABC123', initialStudent: ben.key })
    await settle()
    act(() => flow.tap(1))
    await call(() => flow.tap(2))
    expect(go).not.toHaveBeenCalled()
    expect(flow.error).toBe('Not quite. 4 tries left.')
    expect(flow.step).toEqual({ kind: 'picture', schoolClass, student: ben })
    act(() => flow.tap(5))
    expect(flow.error).toBeNull()
    expect(flow.step).toMatchObject({ first: 5 })
  })

  it('a locked-out child is told to wait, on the first picture again', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    vi.mocked(pictureSignInFn).mockRejectedValue(
      new HttpError(429, 'Too many wrong tries. Wait one minute, then try again. Your teacher can help.'),
    )
    open({ initialCode: 'ABC123', initialStudent: amy.key })
    await settle()
    // Amy has one picture: her first tap is sent.
    await call(() => flow.tap(4))
    expect(pictureSignInFn).toHaveBeenCalledWith({
      data: { code: 'ABC123', student: amy.key, pictures: [4] },
    })
    expect(flow.error).toContain('Wait one minute')
    expect(flow.step).toEqual({ kind: 'picture', schoolClass, student: amy })
  })

  it('secret words and quick join sign in with the class’s code', async () => {
    const wordsClass = { ...schoolClass, loginType: 'words' as const }
    vi.mocked(lookupJoinClass).mockResolvedValue(wordsClass)
    vi.mocked(wordsSignInFn).mockResolvedValue({ profileId: 'p1', redirectTo: '/student/courses' })
    vi.mocked(quickJoinFn).mockResolvedValue({ profileId: 'p2', redirectTo: '/student/courses?new=1' })
    const { go } = open({ initialCode: 'ABC123' })
    await settle()
    await call(() => flow.quickJoin('Zoe'))
    expect(quickJoinFn).toHaveBeenCalledWith({ data: { code: 'ABC123', name: 'Zoe' } })
    expect(go).toHaveBeenLastCalledWith('/student/courses?new=1')
    act(() => flow.choose(amy))
    expect(flow.step).toEqual({ kind: 'words', schoolClass: wordsClass, student: amy })
    await call(() => flow.signInWithWords('happy tiger'))
    expect(wordsSignInFn).toHaveBeenCalledWith({
      data: { code: 'ABC123', student: amy.key, words: 'happy tiger' },
    })
    expect(go).toHaveBeenLastCalledWith('/student/courses')
  })

  it('back clears the error and goes one step back; leaving the class forgets its code in the address', async () => {
    vi.mocked(lookupJoinClass).mockResolvedValue(schoolClass)
    vi.mocked(pictureSignInFn).mockRejectedValue(new HttpError(401, 'Not quite. 4 tries left.'))
    const { onCodeChange } = open({ initialCode: 'ABC123', initialStudent: amy.key })
    await settle()
    await call(() => flow.tap(4))
    expect(flow.error).not.toBeNull()
    act(() => flow.back())
    expect(flow.error).toBeNull()
    expect(flow.step).toEqual({ kind: 'names', schoolClass })
    expect(onCodeChange).not.toHaveBeenCalledWith(undefined)
    act(() => flow.back())
    expect(flow.step).toEqual({ kind: 'code' })
    expect(onCodeChange).toHaveBeenLastCalledWith(undefined)
  })
})
