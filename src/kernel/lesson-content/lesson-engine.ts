// Which engine a lesson's code runs in, from the steps alone: zod-free, so the lesson page reads it
// without loading the content format's schemas (the player only needs the answer).

/** The parts of a step (as written, or as a player receives it) that say its language. */
export interface StepLanguage {
  kind: string
  language?: string
  example?: { language?: string }
}

export function isPythonStep(step: StepLanguage): boolean {
  if (step.kind === 'code' || step.kind === 'free-build') return step.language === 'python'
  return step.kind === 'explanation' && step.example?.language === 'python'
}

/** The engine a lesson's code runs in (a lesson is all Python or not at all). */
export function lessonEngine(content: { steps: readonly StepLanguage[] }): 'javascript' | 'python' {
  return content.steps.some(isPythonStep) ? 'python' : 'javascript'
}
