import { describe, expect, it } from 'vitest'
import { type GridLesson, statusAt, summarizeSections } from './progress-grid'

const lessons: GridLesson[] = [
  { itemId: 'i1', lessonId: 'l1', title: 'One', sectionId: 'a', practises: 0 },
  { itemId: 'i2', lessonId: 'l2', title: 'Two', sectionId: 'a', practises: 0 },
  { itemId: 'i3', lessonId: 'l3', title: 'Three', sectionId: 'b', practises: 0 },
]
const sections = [
  { id: 'a', title: 'A' },
  { id: 'b', title: 'B' },
  { id: 'c', title: 'Empty' },
]

describe('progress grid', () => {
  it('reads a status per lesson from the compact cells, not started past the end', () => {
    expect([0, 1, 2, 3].map((index) => statusAt('210', index))).toEqual([
      'completed',
      'in_progress',
      'not_started',
      'not_started',
    ])
  })

  it('summarizes each section: cells per status, students who finished it, percent completed', () => {
    const summary = summarizeSections(sections, lessons, [{ cells: '222' }, { cells: '210' }])
    expect(summary).toEqual([
      {
        sectionId: 'a',
        title: 'A',
        lessons: 2,
        completed: 3,
        inProgress: 1,
        notStarted: 0,
        studentsFinished: 1,
        percentCompleted: 75,
      },
      {
        sectionId: 'b',
        title: 'B',
        lessons: 1,
        completed: 1,
        inProgress: 0,
        notStarted: 1,
        studentsFinished: 1,
        percentCompleted: 50,
      },
      {
        sectionId: 'c',
        title: 'Empty',
        lessons: 0,
        completed: 0,
        inProgress: 0,
        notStarted: 0,
        studentsFinished: 0,
        percentCompleted: 0,
      },
    ])
  })

  it('summarizes 200 students × 100 lessons', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      itemId: `i${i}`,
      lessonId: `l${i}`,
      title: `L${i}`,
      sectionId: `s${i % 10}`,
    }))
    const students = Array.from({ length: 200 }, (_, i) => ({
      id: `p${i}`,
      name: `Kid ${i}`,
      cells: '2'.repeat(100),
    }))
    const summary = summarizeSections(
      Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, title: `S${i}` })),
      many,
      students,
    )
    expect(summary.every((row) => row.percentCompleted === 100 && row.studentsFinished === 200)).toBe(true)
  })
})
