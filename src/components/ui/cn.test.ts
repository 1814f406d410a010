import { describe, expect, it } from 'vitest'
import { buttonVariants } from './button'
import { cn } from './cn'
import { controlClass } from './control'

describe('cn', () => {
  it('joins class names, leaving out the ones that are off', () => {
    expect(cn('grid gap-2', false && 'hidden', undefined, { 'sm:grid-cols-2': true })).toBe(
      'grid gap-2 sm:grid-cols-2',
    )
  })

  it('refuses, in development and tests, two classes that set the same thing', () => {
    expect(() => cn('px-4 py-2', 'px-2')).toThrow(/px-4 would lose/)
    expect(() => cn('size-5', 'size-4')).toThrow(/size-5 would lose/)
    expect(() => cn('border border-slate-200', 'border-red-200')).toThrow(/border-slate-200 would lose/)
  })

  it('lets every button variant and size, and every control look, meet the classes callers add', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'danger', 'chosen'] as const) {
      for (const size of ['sm', 'tight', 'md', 'lg', 'xl'] as const) {
        expect(() => cn(buttonVariants({ variant, size }), 'mt-3 w-fit')).not.toThrow()
      }
    }
    for (const look of ['normal', 'inline', 'compact', 'code', 'custom'] as const) {
      expect(() => cn(controlClass(look), 'max-w-56')).not.toThrow()
    }
  })
})
