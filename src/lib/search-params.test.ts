import { describe, expect, it } from 'vitest'
import { either, oneOf, searchParams, text, trimmedText, uuid, wholeNumber, yesNo } from './search-params'

const ID = '7f3e8f0e-5a4b-4c3d-9e2f-1a2b3c4d5e6f'

describe('search parameters', () => {
  const read = searchParams({
    q: trimmedText(5),
    redirect: text(8),
    tab: oneOf(['adult', 'student']),
    page: wholeNumber(1, 10),
    archived: yesNo,
    classId: uuid,
    success: either(yesNo, text(4)),
  })

  it('keeps every valid parameter as the page reads it', () => {
    expect(
      read({
        q: '  ada ',
        redirect: '/x',
        tab: 'student',
        page: 3,
        archived: true,
        classId: ID,
        success: 'yes',
      }),
    ).toEqual({
      q: 'ada',
      redirect: '/x',
      tab: 'student',
      page: 3,
      archived: true,
      classId: ID,
      success: 'yes',
    })
  })

  it('reads a bad value as absent, so an old or hand-edited link still opens the page', () => {
    const raw = {
      q: 'far too long',
      redirect: 123,
      tab: 'teacher',
      page: 2.5,
      archived: 'yes',
      classId: '7f3e8f0e-5a4b-0c3d-9e2f-1a2b3c4d5e6f',
      success: 'maybe-not',
    }
    expect(read(raw as never)).toEqual({})
  })

  it('drops parameters the page does not read', () => {
    expect(read({ tab: 'adult', other: 'x' } as never)).toEqual({ tab: 'adult' })
  })

  it('takes numbers and booleans only as the router parses them from the address', () => {
    expect(read({ page: '3', archived: 'true' } as never)).toEqual({})
    expect(read({ page: 0 })).toEqual({})
    expect(read({ page: 11 })).toEqual({})
    expect(read({ success: false })).toEqual({ success: false })
  })
})
