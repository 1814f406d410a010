import { describe, expect, it } from 'vitest'
import { plural } from './format'

describe('plural', () => {
  it('says one run, and runs for every other count', () => {
    expect(plural(1, 'run')).toBe('1 run')
    expect(plural(0, 'run')).toBe('0 runs')
    expect(plural(2, 'run')).toBe('2 runs')
    expect(plural(1200, 'student')).toBe('1,200 students')
  })

  it('takes the plural word when it is not the singular with an s', () => {
    expect(plural(1, 'child', 'children')).toBe('1 child')
    expect(plural(3, 'child', 'children')).toBe('3 children')
  })
})
