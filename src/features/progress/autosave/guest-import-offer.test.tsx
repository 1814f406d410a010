// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { click, render, settle } from '@/test/render'
import { GuestImportOffer } from './guest-import-offer'
import { writeGuestProgress } from './guest-progress'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const YES = 'Yes, add it to my account'
const yesButton = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].find((element) =>
    /Yes, add it|Adding/.test(element.textContent ?? ''),
  )

let cleanup: (() => void) | undefined
beforeEach(() => {
  localStorage.clear()
  writeGuestProgress(localStorage, 'guest', 'lesson-1', {
    steps: { intro: { done: true } },
    currentStep: 1,
    completedAt: null,
    stepKeys: ['intro'],
  })
})
afterEach(() => cleanup?.())

describe("the guest's offer to keep free-lesson work (SPEC §9)", () => {
  it('“Yes, add it to my account” spins and is disabled while it runs, and is restored after a failure', async () => {
    const calls = [deferred<{ imported: number }>(), deferred<{ imported: number }>()]
    const importLessons = vi.fn(() => calls[importLessons.mock.calls.length - 1]?.promise ?? Promise.reject())
    const onImported = vi.fn()
    const view = render(<GuestImportOffer importLessons={importLessons} onImported={onImported} />)
    cleanup = view.unmount
    await settle()
    expect(yesButton(view.container)?.textContent).toBe(YES)

    click(yesButton(view.container) ?? null)
    await settle()
    const busy = yesButton(view.container)
    expect(busy?.textContent).toBe('Adding…')
    expect(busy?.disabled).toBe(true)
    expect(busy?.getAttribute('aria-busy')).toBe('true')
    expect(busy?.querySelector('svg.animate-spin')).not.toBeNull()
    expect(importLessons).toHaveBeenCalledWith([{ lessonId: 'lesson-1', steps: { intro: { done: true } } }])

    await act(async () => calls[0]?.reject(new Error('offline')))
    await settle()
    const restored = yesButton(view.container)
    expect(restored?.textContent).toBe(YES)
    expect(restored?.disabled).toBe(false)
    expect(restored?.hasAttribute('aria-busy')).toBe(false)
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'That did not work. Check the internet and try again.',
    )

    click(restored ?? null)
    await settle()
    await act(async () => calls[1]?.resolve({ imported: 1 }))
    await settle()
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Your free-lesson work is in your account now.',
    )
    expect(onImported).toHaveBeenCalledTimes(1)
  })
})
