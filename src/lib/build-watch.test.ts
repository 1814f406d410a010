import { describe, expect, it } from 'vitest'
import { RELOAD_LOOP_GUARD_MS, shouldReloadAfterChunkError } from './build-watch'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('shouldReloadAfterChunkError', () => {
  it('reloads once, then not again within the loop guard', () => {
    const storage = memoryStorage()
    const start = 1_000_000
    expect(shouldReloadAfterChunkError(storage, start)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, start + 1_000)).toBe(false)
    expect(shouldReloadAfterChunkError(storage, start + RELOAD_LOOP_GUARD_MS - 1)).toBe(false)
  })

  it('reloads again once the guard has passed', () => {
    const storage = memoryStorage()
    expect(shouldReloadAfterChunkError(storage, 0 + RELOAD_LOOP_GUARD_MS)).toBe(true)
    expect(shouldReloadAfterChunkError(storage, 3 * RELOAD_LOOP_GUARD_MS)).toBe(true)
  })
})
