/**
 * The 12 secret pictures of picture login (PRODUCT.md §2), by the index stored in
 * profiles.picture_password (the first picture) and profiles.picture_password_second (the second,
 * tapped after the first: 12 × 12 = 144 pairs, order matters; decision 162). Labels are what a
 * screen reader says and what a login card prints; src/components/ui/secret-picture.tsx draws them.
 */
export const SECRET_PICTURES = [
  { id: 0, label: 'Dog', color: '#b45309', background: '#fef3c7' },
  { id: 1, label: 'Cat', color: '#7c3aed', background: '#ede9fe' },
  { id: 2, label: 'Rocket', color: '#dc2626', background: '#fee2e2' },
  { id: 3, label: 'Star', color: '#ca8a04', background: '#fef9c3' },
  { id: 4, label: 'Apple', color: '#16a34a', background: '#dcfce7' },
  { id: 5, label: 'Fish', color: '#0284c7', background: '#e0f2fe' },
  { id: 6, label: 'Turtle', color: '#047857', background: '#d1fae5' },
  { id: 7, label: 'Bird', color: '#2563eb', background: '#dbeafe' },
  { id: 8, label: 'Flower', color: '#db2777', background: '#fce7f3' },
  { id: 9, label: 'Tree', color: '#15803d', background: '#ecfccb' },
  { id: 10, label: 'Car', color: '#4338ca', background: '#e0e7ff' },
  { id: 11, label: 'Sun', color: '#ea580c', background: '#ffedd5' },
] as const

function secretPictureLabel(id: number | null | undefined): string {
  if (id === null || id === undefined) return ''
  return SECRET_PICTURES[id]?.label ?? ''
}

/** "Dog then Star" (or "Dog" for a child who still has one picture). */
export function secretPicturesLabel(first: number | null, second: number | null): string {
  if (first === null) return ''
  return second === null
    ? secretPictureLabel(first)
    : `${secretPictureLabel(first)} then ${secretPictureLabel(second)}`
}

/** One picture at random (crypto, without modulo bias), other than `except`. */
export function randomPicture(except?: number | null): number {
  const values = new Uint8Array(1)
  for (;;) {
    crypto.getRandomValues(values)
    const picture = values[0]! % 12
    if (values[0]! < 252 && picture !== except) return picture
  }
}

/** A child's two pictures: any of the 144 pairs (the same picture twice included), never `except`. */
export function randomPicturePair(except?: { first: number | null; second: number | null }): {
  first: number
  second: number
} {
  for (;;) {
    const pair = { first: randomPicture(), second: randomPicture() }
    if (pair.first !== except?.first || pair.second !== except?.second) return pair
  }
}
