import { m } from '@/paraglide/messages'

/** The secret pictures' names in the page's language, by the index `SECRET_PICTURES` gives them. */
const NAMES: readonly (() => string)[] = [
  m.secret_picture_dog,
  m.secret_picture_cat,
  m.secret_picture_rocket,
  m.secret_picture_star,
  m.secret_picture_apple,
  m.secret_picture_fish,
  m.secret_picture_turtle,
  m.secret_picture_bird,
  m.secret_picture_flower,
  m.secret_picture_tree,
  m.secret_picture_car,
  m.secret_picture_sun,
]

/** A secret picture's name as the page says it ("Perro" on a Spanish page). */
export function secretPictureName(picture: number): string {
  return (NAMES[picture] ?? NAMES[0]!)()
}

/** A child's pictures in the order they tap them: "Dog then Star", or "Dog" for one picture. */
export function secretPicturesName(first: number | null, second: number | null): string {
  if (first === null) return ''
  if (second === null) return secretPictureName(first)
  return m.secret_pictures_pair({ first: secretPictureName(first), second: secretPictureName(second) })
}
