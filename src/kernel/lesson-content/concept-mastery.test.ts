import { describe, expect, it } from 'vitest'
import {
  conceptMask,
  conceptsIn,
  encodeMasks,
  maskAt,
  practisedMask,
  shownMask,
  summarizeConcepts,
} from './concept-mastery'

const steps = [
  { key: 'walk', practises: ['sequences' as const] },
  { key: 'square', practises: ['loops' as const] },
  { key: 'jump', practises: ['loops' as const, 'events' as const] },
]

describe('concept mastery', () => {
  it('a lesson practises the ideas of its code steps; a child shows those of the steps they finished', () => {
    expect(conceptsIn(practisedMask(steps))).toEqual(['sequences', 'loops', 'events'])
    expect(conceptsIn(shownMask(steps, {}))).toEqual([])
    expect(conceptsIn(shownMask(steps, { square: { done: true }, jump: { done: false } }))).toEqual(['loops'])
    expect(conceptsIn(shownMask(steps, { walk: { done: true }, jump: { done: true } }))).toEqual([
      'sequences',
      'loops',
      'events',
    ])
  })

  it('one character per lesson carries any set of ideas there and back', () => {
    const masks = [0, conceptMask(['functions']), conceptMask(['sequences', 'conditions', 'functions']), 63]
    const encoded = encodeMasks(masks)
    expect(encoded).toHaveLength(4)
    expect(masks.map((_, index) => maskAt(encoded, index))).toEqual(masks)
    expect(maskAt(encoded, 10)).toBe(0)
  })

  it('per section: the ideas practised there and how many students have shown each', () => {
    const loops = conceptMask(['loops'])
    const lessons = [
      { sectionId: 'a', practises: conceptMask(['sequences', 'loops']) },
      { sectionId: 'a', practises: loops },
      { sectionId: 'b', practises: conceptMask(['events']) },
    ]
    const students = [
      { shown: encodeMasks([conceptMask(['sequences']), loops, 0]) },
      { shown: encodeMasks([0, 0, conceptMask(['events'])]) },
      { shown: encodeMasks([]) },
    ]
    expect(summarizeConcepts([{ id: 'a' }, { id: 'b' }, { id: 'c' }], lessons, students)).toEqual({
      a: [
        { concept: 'sequences', lessons: 1, studentsShown: 1 },
        { concept: 'loops', lessons: 2, studentsShown: 1 },
      ],
      b: [{ concept: 'events', lessons: 1, studentsShown: 1 }],
      c: [],
    })
  })
})
