/**
 * The roots of the classes' and the students' query keys. Who is in which class shows on both
 * features' screens, so a change made on one refreshes the other's. Students sit below classes
 * (decision 170) and name the classes' root from here; each feature's own keys start with its root.
 */
export const rosterKeys = {
  classes: ['classes'] as const,
  students: ['students'] as const,
}
