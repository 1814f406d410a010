/**
 * The judge of a run, loaded with an exercise rather than with the lesson player: it reads the
 * child's code with a JavaScript parser (acorn, ~40 KB gzip) a page that nobody runs does not need
 * (decision 127). The code step starts it when idle and on Run.
 */
export function loadCheckEngine() {
  return import('./evaluate-checks').then((module) => module.evaluateChecks)
}
