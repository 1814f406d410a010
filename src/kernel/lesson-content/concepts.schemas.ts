// The big ideas of the lessons on their own, without the lesson content schema and the runner's
// block definitions it reads, so a route's search validation can name them cheaply (decision 126).

/**
 * The big ideas a code step can practise; a child who passes every check of a step has shown them
 * (concept mastery on the progress screens, decision 120).
 */
export const PRACTISED_CONCEPTS = [
  'sequences',
  'loops',
  'events',
  'variables',
  'conditions',
  'functions',
] as const
export type PractisedConcept = (typeof PRACTISED_CONCEPTS)[number]
