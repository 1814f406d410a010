import { describe, expect, it } from 'vitest'
import { type NamedStudent, tellApart } from './display-names'

const student = (id: string, firstName: string, lastName: string | null): NamedStudent => ({
  id,
  name: lastName ? `${firstName} ${lastName}` : firstName,
  firstName,
  lastName,
})

describe('tellApart', () => {
  it('uses the first name and one letter of the last name when that is enough', () => {
    const names = tellApart([student('a', 'Ada', 'Lovelace'), student('b', 'Alan', 'Turing')], 'short')
    expect([...names.values()]).toEqual(['Ada L.', 'Alan T.'])
  })

  it('widens the last name only for the names that collide', () => {
    const names = tellApart(
      [student('a', 'Sam', 'Kim'), student('b', 'Sam', 'Kent'), student('c', 'Ada', 'King')],
      'short',
    )
    expect(names.get('a')).toBe('Sam Ki.')
    expect(names.get('b')).toBe('Sam Ke.')
    expect(names.get('c')).toBe('Ada K.')
  })

  it('numbers identical names in the order given, in both forms', () => {
    const list = [student('a', 'Sam', 'Kim'), student('b', 'Sam', 'Kim'), student('c', 'Sam', null)]
    expect([...tellApart(list, 'short').values()]).toEqual(['Sam Kim (1)', 'Sam Kim (2)', 'Sam'])
    expect([...tellApart(list, 'full').values()]).toEqual(['Sam Kim (1)', 'Sam Kim (2)', 'Sam'])
  })

  it('compares names without regard to case', () => {
    const names = tellApart([student('a', 'sam', 'kim'), student('b', 'Sam', 'Kim')], 'full')
    expect([...names.values()]).toEqual(['sam kim (1)', 'Sam Kim (2)'])
  })
})
