import { afterEach, expect, it } from 'vitest'
import { SECRET_PICTURES, secretPicturesLabel } from '@/lib/secret-pictures'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { secretPictureName, secretPicturesName } from './secret-picture-names'

afterEach(() => overwriteGetLocale(() => baseLocale))

it('names each picture as the stored label does in English, in its place', () => {
  for (const picture of SECRET_PICTURES) expect(secretPictureName(picture.id)).toBe(picture.label)
  expect(secretPicturesName(0, 3)).toBe(secretPicturesLabel(0, 3))
  expect(secretPicturesName(6, null)).toBe('Turtle')
})

it("says a child's pictures in the page's language", () => {
  overwriteGetLocale(() => 'es')
  expect(secretPicturesName(0, 3)).toBe('Perro y luego Estrella')
  overwriteGetLocale(() => 'ar')
  expect(secretPicturesName(6, 11)).toBe('سلحفاة ثم شمس')
  expect(new Set(SECRET_PICTURES.map((picture) => secretPictureName(picture.id))).size).toBe(12)
})
