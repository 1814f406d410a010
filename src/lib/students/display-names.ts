/**
 * Duplicate names are allowed (two children called Sam Kim in one class), so every list that shows
 * names tells them apart. Short form (the join screen, read by children): first name and as much of
 * the last name as it takes ("Sam K.", then "Sam Ki." / "Sam Ke."); full form (teachers): the whole
 * name. Names still equal get a number in creation order: "Sam Kim (2)".
 */
export interface NamedStudent {
  id: string
  name: string
  firstName: string | null
  lastName: string | null
}

export type NameForm = 'short' | 'full'

function firstOf(student: NamedStudent): string {
  return (student.firstName ?? student.name).trim()
}

function lastOf(student: NamedStudent): string {
  if (student.lastName) return student.lastName.trim()
  if (student.firstName) return ''
  return ''
}

function shortName(student: NamedStudent, letters: number): string {
  const first = firstOf(student)
  const last = lastOf(student)
  if (!last || letters === 0) return first
  const chars = Array.from(last)
  if (letters >= chars.length) return `${first} ${last}`
  return `${first} ${chars.slice(0, letters).join('')}.`
}

/** Display names in the order given (creation order decides the numbers). */
export function tellApart(students: readonly NamedStudent[], form: NameForm): Map<string, string> {
  const result = new Map<string, string>()
  if (form === 'full') {
    for (const student of students) result.set(student.id, student.name.trim())
  } else {
    // Widen the last-name prefix only for the names that still collide.
    const letters = new Map(students.map((student) => [student.id, 1]))
    for (let round = 0; round < 60; round++) {
      const classes = new Map<string, NamedStudent[]>()
      for (const student of students) {
        const key = shortName(student, letters.get(student.id) ?? 1).toLocaleLowerCase()
        classes.set(key, [...(classes.get(key) ?? []), student])
      }
      let widened = false
      for (const schoolClass of classes.values()) {
        if (schoolClass.length < 2) continue
        for (const student of schoolClass) {
          const current = letters.get(student.id) ?? 1
          if (current < Array.from(lastOf(student)).length) {
            letters.set(student.id, current + 1)
            widened = true
          }
        }
      }
      if (!widened) break
    }
    for (const student of students) result.set(student.id, shortName(student, letters.get(student.id) ?? 1))
  }

  const seen = new Map<string, string[]>()
  for (const student of students) {
    const key = result.get(student.id)!.toLocaleLowerCase()
    seen.set(key, [...(seen.get(key) ?? []), student.id])
  }
  for (const ids of seen.values()) {
    if (ids.length < 2) continue
    ids.forEach((id, index) => {
      result.set(id, `${result.get(id)} (${index + 1})`)
    })
  }
  return result
}
