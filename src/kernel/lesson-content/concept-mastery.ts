import { PRACTISED_CONCEPTS, type PractisedConcept } from './concepts.schemas'

/**
 * Concept mastery (decision 120): a child has shown a big idea (loops, events, …) when they passed
 * every check of a code step that practises it. Per lesson, the ideas are a 6-bit mask, sent as one
 * character per lesson (like the grid's status codes), so 200 students × 100 lessons stay small.
 */
export const CONCEPTS: readonly PractisedConcept[] = PRACTISED_CONCEPTS

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function conceptMask(concepts: readonly PractisedConcept[]): number {
  let mask = 0
  for (const concept of concepts) mask |= 1 << CONCEPTS.indexOf(concept)
  return mask
}

export function conceptsIn(mask: number): PractisedConcept[] {
  return CONCEPTS.filter((_, bit) => mask & (1 << bit))
}

export function hasConcept(mask: number, concept: PractisedConcept): boolean {
  return (mask & (1 << CONCEPTS.indexOf(concept))) !== 0
}

export function encodeMasks(masks: readonly number[]): string {
  return masks.map((mask) => ALPHABET[mask & 63]).join('')
}

export function maskAt(encoded: string, index: number): number {
  const at = ALPHABET.indexOf(encoded[index] ?? 'A')
  return at < 0 ? 0 : at
}

/** A code step as concept mastery needs it: its key and what it practises. */
export interface PractisingStep {
  key: string
  practises: PractisedConcept[]
}

/** The ideas a lesson practises, from its code steps. */
export function practisedMask(steps: readonly PractisingStep[]): number {
  return steps.reduce((mask, step) => mask | conceptMask(step.practises), 0)
}

/** The ideas a child has shown in a lesson: those of the code steps they finished. */
export function shownMask(
  steps: readonly PractisingStep[],
  progress: Readonly<Record<string, { done: boolean }>>,
): number {
  return steps.reduce(
    (mask, step) => (progress[step.key]?.done ? mask | conceptMask(step.practises) : mask),
    0,
  )
}

export interface SectionConcept {
  concept: PractisedConcept
  /** Lessons of the section that practise it. */
  lessons: number
  /** Students who have shown it in one of those lessons. */
  studentsShown: number
}

/** Per section, every idea its lessons practise and how many students have shown it. */
export function summarizeConcepts(
  sections: readonly { id: string }[],
  lessons: readonly { sectionId: string; practises: number }[],
  students: readonly { shown: string }[],
): Record<string, SectionConcept[]> {
  const summary: Record<string, SectionConcept[]> = {}
  for (const section of sections) {
    const indexes = lessons.flatMap((lesson, index) => (lesson.sectionId === section.id ? [index] : []))
    summary[section.id] = CONCEPTS.flatMap((concept) => {
      const practising = indexes.filter((index) => hasConcept(lessons[index]!.practises, concept))
      if (practising.length === 0) return []
      const studentsShown = students.filter((student) =>
        practising.some((index) => hasConcept(maskAt(student.shown, index), concept)),
      ).length
      return [{ concept, lessons: practising.length, studentsShown }]
    })
  }
  return summary
}
