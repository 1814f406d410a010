import { describe, expect, it } from 'vitest'
import { courseForGrade, gradeLabelWithAges } from './grades'

const blocks = { id: 'blocks', ageMin: 6, ageMax: 8 }
const turtle = { id: 'turtle', ageMin: 9, ageMax: 11 }
const basics = { id: 'basics', ageMin: 11, ageMax: 14 }
const catalog = [blocks, turtle, basics]

describe('grades and ages', () => {
  it('says the ages next to a grade', () => {
    expect(gradeLabelWithAges(1)).toBe('Grade 1 (ages 6–7)')
    expect(gradeLabelWithAges(0)).toBe('Kindergarten (ages 5–6)')
    expect(gradeLabelWithAges(-1)).toBe('Pre-K (ages 4–5)')
  })

  it('picks the course made for the ages of a grade', () => {
    expect(courseForGrade(1, catalog)?.id).toBe('blocks')
    expect(courseForGrade(0, catalog)?.id).toBe('blocks')
    expect(courseForGrade(4, catalog)?.id).toBe('turtle')
    // Ages 11–12: two years in JavaScript Basics, one in Turtle Art.
    expect(courseForGrade(6, catalog)?.id).toBe('basics')
    expect(courseForGrade(8, catalog)?.id).toBe('basics')
  })

  it('picks the first in the catalog on a tie, and nothing when no course fits or grades are mixed', () => {
    // Ages 8–9: one year in each of the first two.
    expect(courseForGrade(3, catalog)?.id).toBe('blocks')
    expect(courseForGrade(3, [turtle, blocks])?.id).toBe('turtle')
    expect(courseForGrade(-1, catalog)).toBeUndefined()
    expect(courseForGrade(12, catalog)).toBeUndefined()
    expect(courseForGrade(null, catalog)).toBeUndefined()
  })
})
