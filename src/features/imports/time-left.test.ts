import { describe, expect, it } from 'vitest'
import { secondsLeft, timeLeftText } from './time-left'

describe('time left of an import', () => {
  it('follows the rate seen since the page first looked', () => {
    // 400 of 10,000 done in 8 s after 200 at first sight: 25 a second, 9,600 to go.
    expect(secondsLeft({ at: 0, done: 200 }, { at: 8_000, done: 400 }, 10_000)).toBe(384)
    expect(timeLeftText(384)).toBe('About 6 minutes left')
  })

  it('says nothing until there is something to go by', () => {
    expect(secondsLeft({ at: 0, done: 0 }, { at: 1_500, done: 30 }, 100)).toBeNull()
    expect(secondsLeft({ at: 0, done: 40 }, { at: 5_000, done: 40 }, 100)).toBeNull()
    expect(timeLeftText(null)).toBeNull()
  })

  it('speaks plainly near the end', () => {
    expect(timeLeftText(45)).toBe('Less than a minute left')
    expect(timeLeftText(3)).toBe('Almost done')
    expect(timeLeftText(80)).toBe('About 1 minute left')
  })
})

describe('how many passwords are hashed at once', () => {
  it('one per core, leaving a libuv thread free', async () => {
    const { hashPoolSize } = await import('./import-passwords.server')
    expect(hashPoolSize(2, 4)).toBe(2)
    expect(hashPoolSize(8, 4)).toBe(3)
    expect(hashPoolSize(8, 16)).toBe(8)
    expect(hashPoolSize(1, 4)).toBe(1)
    expect(hashPoolSize(4, 1)).toBe(1)
  })
})
