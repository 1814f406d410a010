import type { JoinClass, JoinClassmate } from './find-class.server'

/**
 * The steps of joining a class (PRODUCT "Joining"): the class code, then the child's name, then
 * their secret picture(s) or words. A pure reducer, so every way through is tested without a page.
 */
export type JoinStep =
  | { kind: 'code' }
  | { kind: 'names'; schoolClass: JoinClass }
  /** `first`: the first of two pictures, tapped; the second is asked next. `tapped`: being checked. */
  | { kind: 'picture'; schoolClass: JoinClass; student: JoinClassmate; first?: number; tapped?: number }
  | { kind: 'words'; schoolClass: JoinClass; student: JoinClassmate }

export type JoinEvent =
  /** The code named this class; a login card's QR code also names the child (`studentKey`). */
  | { type: 'found'; schoolClass: JoinClass; studentKey?: string }
  /** The child tapped their name. */
  | { type: 'chose'; student: JoinClassmate }
  /** The child tapped a picture. */
  | { type: 'tapped'; picture: number }
  /** The pictures were not right (or the child is locked out): start again at the first one. */
  | { type: 'refused' }
  /** The back button of the step. */
  | { type: 'back' }

export const FIRST_STEP: JoinStep = { kind: 'code' }

/** The child's own step: pictures or words, as the class signs in. */
function secretStep(schoolClass: JoinClass, student: JoinClassmate): JoinStep {
  return { kind: schoolClass.loginType === 'words' ? 'words' : 'picture', schoolClass, student }
}

/** The pictures to check when this tap completes the child's set; null when a second is still to come. */
export function picturesToCheck(step: JoinStep, picture: number): number[] | null {
  if (step.kind !== 'picture') return null
  if (step.student.pictures === 2 && step.first === undefined) return null
  return step.first === undefined ? [picture] : [step.first, picture]
}

/** Each step's name for announcing it: the second picture is a step of its own. */
export function stepName(step: JoinStep): string {
  return step.kind === 'picture' && step.first !== undefined ? 'second-picture' : step.kind
}

export function joinStep(step: JoinStep, event: JoinEvent): JoinStep {
  switch (event.type) {
    case 'found': {
      const { schoolClass, studentKey } = event
      const student = studentKey
        ? schoolClass.students.find((candidate) => candidate.key === studentKey)
        : undefined
      return student && schoolClass.loginType !== 'password'
        ? secretStep(schoolClass, student)
        : { kind: 'names', schoolClass }
    }
    case 'chose':
      return step.kind === 'names' ? secretStep(step.schoolClass, event.student) : step
    case 'tapped':
      if (step.kind !== 'picture') return step
      // The tapped picture spins while it is checked (SPEC §9).
      return picturesToCheck(step, event.picture)
        ? { ...step, tapped: event.picture }
        : { ...step, first: event.picture }
    case 'refused':
      return step.kind === 'picture' ? { ...step, first: undefined, tapped: undefined } : step
    case 'back':
      switch (step.kind) {
        case 'code':
          return step
        case 'names':
          return FIRST_STEP
        case 'picture':
          return step.first === undefined
            ? { kind: 'names', schoolClass: step.schoolClass }
            : { ...step, first: undefined }
        case 'words':
          return { kind: 'names', schoolClass: step.schoolClass }
      }
  }
}
