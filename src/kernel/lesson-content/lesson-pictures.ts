/**
 * The pictures lesson text may show, written `:turtle:` in markdown. The player draws each one as
 * the product's own inline SVG, so it looks the same on every machine: emoji depend on the device's
 * fonts (a school computer without an emoji font shows a box). Plain data, so the content schema
 * can refuse a name the player cannot draw.
 */
export const LESSON_PICTURES = {
  turtle: 'a turtle',
  pencil: 'a pencil',
  palette: 'a paint palette',
  repeat: 'a loop arrow',
  triangle: 'a triangle',
  square: 'a square',
  hexagon: 'a hexagon',
  megaphone: 'a megaphone',
  box: 'a box',
} as const

export type LessonPictureName = keyof typeof LESSON_PICTURES

/** `:turtle:` in lesson markdown; the name is lower-case letters. */
const PICTURE_CODE = /:([a-z]+):/g

export function isLessonPicture(name: string): name is LessonPictureName {
  return Object.hasOwn(LESSON_PICTURES, name)
}

/** The markdown's picture codes that name no picture (for the content schema). */
export function unknownPictures(markdown: string): string[] {
  return [...markdown.matchAll(PICTURE_CODE)]
    .map((match) => match[1]!)
    .filter((name) => !isLessonPicture(name))
}

/**
 * What a read-aloud voice says for lesson markdown: the words without markdown's marks, picture
 * codes or table rules, one sentence per line or cell.
 */
export function speakableText(markdown: string): string {
  return markdown
    .replace(PICTURE_CODE, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/[#>|]/g, ' ')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
}
