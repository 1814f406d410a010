import { describe, expect, it } from 'vitest'
import { resourceLabel } from './resource-label'

describe('a course resource’s name on the teacher’s course page', () => {
  it('says what kind of resource it is', () => {
    expect(resourceLabel('worksheet', 'Colour by numbers')).toBe('Worksheet: Colour by numbers')
    expect(resourceLabel('lesson_plan', 'Week 1')).toBe('Lesson plan: Week 1')
  })

  it('does not say the kind twice when the title already does', () => {
    expect(resourceLabel('worksheet', 'Worksheet 3: loops')).toBe('Worksheet 3: loops')
    expect(resourceLabel('slides', 'slides for the first lesson')).toBe('slides for the first lesson')
  })

  it('calls an unknown kind a resource', () => {
    expect(resourceLabel('poster', 'Loops')).toBe('Resource: Loops')
  })
})
