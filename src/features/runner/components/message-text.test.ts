import { describe, expect, it } from 'vitest'
import { splitCode } from './message-text'

describe('splitCode', () => {
  it('turns backticked words into code parts without their backticks', () => {
    expect(splitCode('Python does not know the name `forwad`. Did you mean `forward`?')).toEqual([
      { text: 'Python does not know the name ', code: false },
      { text: 'forwad', code: true },
      { text: '. Did you mean ', code: false },
      { text: 'forward', code: true },
      { text: '?', code: false },
    ])
  })

  it('leaves a message without code, and a lone backtick, as it is', () => {
    expect(splitCode('The turtle drew 1 line.')).toEqual([{ text: 'The turtle drew 1 line.', code: false }])
    expect(splitCode('a ` b')).toEqual([{ text: 'a ` b', code: false }])
  })
})
