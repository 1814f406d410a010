import { describe, expect, it } from 'vitest'
import type { JoinClass, JoinClassmate } from './find-class.server'
import { FIRST_STEP, type JoinEvent, type JoinStep, joinStep, picturesToCheck, stepName } from './join-steps'

const ben: JoinClassmate = { key: 'bbbbbbbbbbbbbbbb', name: 'Ben C.', pictures: 2 }
const amy: JoinClassmate = { key: 'aaaaaaaaaaaaaaaa', name: 'Amy L.', pictures: 1 }

function joinClass(overrides: Partial<JoinClass> = {}): JoinClass {
  return {
    code: 'ABC123',
    className: 'Class 3B',
    schoolName: 'Hill School',
    loginType: 'picture',
    quickJoin: false,
    students: [amy, ben],
    joined: 2,
    full: false,
    schoolFull: false,
    selfRegistration: false,
    ...overrides,
  }
}

const pictureClass = joinClass()
const wordsClass = joinClass({ loginType: 'words' })
const passwordClass = joinClass({ loginType: 'password' })

const run = (events: JoinEvent[], from: JoinStep = FIRST_STEP) => events.reduce(joinStep, from)

describe('joining a class, step by step', () => {
  it('starts at the class code', () => {
    expect(FIRST_STEP).toEqual({ kind: 'code' })
    expect(stepName(FIRST_STEP)).toBe('code')
  })

  it('a code opens the class on its names', () => {
    expect(run([{ type: 'found', schoolClass: pictureClass }])).toEqual({
      kind: 'names',
      schoolClass: pictureClass,
    })
  })

  it('a login card’s code opens on the child’s own step: pictures or words', () => {
    expect(run([{ type: 'found', schoolClass: pictureClass, studentKey: ben.key }])).toEqual({
      kind: 'picture',
      schoolClass: pictureClass,
      student: ben,
    })
    expect(run([{ type: 'found', schoolClass: wordsClass, studentKey: amy.key }])).toEqual({
      kind: 'words',
      schoolClass: wordsClass,
      student: amy,
    })
  })

  it('a card’s child who is not in the class, or a class with passwords, opens on the names', () => {
    expect(run([{ type: 'found', schoolClass: pictureClass, studentKey: 'zzzzzzzzzzzzzzzz' }]).kind).toBe(
      'names',
    )
    expect(run([{ type: 'found', schoolClass: passwordClass, studentKey: ben.key }]).kind).toBe('names')
  })

  it('tapping a name asks for the pictures in a picture class and the words in a words class', () => {
    expect(
      run([
        { type: 'found', schoolClass: pictureClass },
        { type: 'chose', student: amy },
      ]),
    ).toEqual({
      kind: 'picture',
      schoolClass: pictureClass,
      student: amy,
    })
    expect(
      run([
        { type: 'found', schoolClass: wordsClass },
        { type: 'chose', student: amy },
      ]),
    ).toEqual({
      kind: 'words',
      schoolClass: wordsClass,
      student: amy,
    })
  })

  it('a child with one picture sends it on the first tap, which spins while it is checked', () => {
    const step = run([
      { type: 'found', schoolClass: pictureClass },
      { type: 'chose', student: amy },
    ])
    expect(picturesToCheck(step, 4)).toEqual([4])
    expect(joinStep(step, { type: 'tapped', picture: 4 })).toEqual({ ...step, tapped: 4 })
  })

  it('a child with two pictures taps the first, is asked for the second, and sends both', () => {
    const step = run([
      { type: 'found', schoolClass: pictureClass },
      { type: 'chose', student: ben },
    ])
    expect(picturesToCheck(step, 3)).toBeNull()
    const second = joinStep(step, { type: 'tapped', picture: 3 })
    expect(second).toEqual({ ...step, first: 3 })
    expect(stepName(second)).toBe('second-picture')
    expect(picturesToCheck(second, 7)).toEqual([3, 7])
    expect(joinStep(second, { type: 'tapped', picture: 7 })).toEqual({ ...step, first: 3, tapped: 7 })
  })

  it('a refused pair (wrong, or locked out) starts again at the first picture', () => {
    const checking = run([
      { type: 'found', schoolClass: pictureClass },
      { type: 'chose', student: ben },
      { type: 'tapped', picture: 3 },
      { type: 'tapped', picture: 7 },
    ])
    const again = joinStep(checking, { type: 'refused' })
    expect(again).toEqual({ kind: 'picture', schoolClass: pictureClass, student: ben })
    expect(stepName(again)).toBe('picture')
    // And the next pair is checked from the start.
    expect(run([{ type: 'tapped', picture: 1 }], again)).toEqual({ ...again, first: 1 })
  })

  it('back goes one step at a time: second picture → first → names → code', () => {
    const second = run([
      { type: 'found', schoolClass: pictureClass },
      { type: 'chose', student: ben },
      { type: 'tapped', picture: 3 },
    ])
    const first = joinStep(second, { type: 'back' })
    expect(first).toEqual({ kind: 'picture', schoolClass: pictureClass, student: ben })
    const names = joinStep(first, { type: 'back' })
    expect(names).toEqual({ kind: 'names', schoolClass: pictureClass })
    expect(joinStep(names, { type: 'back' })).toEqual(FIRST_STEP)
    expect(joinStep(FIRST_STEP, { type: 'back' })).toBe(FIRST_STEP)
  })

  it('back from the words goes to the names', () => {
    const words = run([
      { type: 'found', schoolClass: wordsClass },
      { type: 'chose', student: amy },
    ])
    expect(joinStep(words, { type: 'back' })).toEqual({ kind: 'names', schoolClass: wordsClass })
  })

  it('events that do not belong to a step leave it as it is', () => {
    const names = run([{ type: 'found', schoolClass: pictureClass }])
    expect(joinStep(names, { type: 'tapped', picture: 1 })).toBe(names)
    expect(joinStep(names, { type: 'refused' })).toBe(names)
    expect(joinStep(FIRST_STEP, { type: 'chose', student: amy })).toBe(FIRST_STEP)
    expect(picturesToCheck(names, 1)).toBeNull()
  })
})
