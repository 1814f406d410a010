import { describe, expect, it } from 'vitest'
import { loadCourses } from '../../../../content'
import { readableOn } from './course-icon'

const luminance = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('text on a course colour', () => {
  it.each(loadCourses().courses.map((course) => [course.title, course.color] as const))(
    '%s: the title reads at 4.5:1 or better',
    (_, color) => {
      expect(contrast(readableOn(color), color)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('picks white on dark colours and near-black on light ones', () => {
    expect(readableOn('#1e3a8a')).toBe('#ffffff')
    expect(readableOn('#fde68a')).toBe('#111827')
    expect(readableOn('#10b981')).toBe('#111827')
  })
})
