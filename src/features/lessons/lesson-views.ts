import type { SavedCode, StepProgress } from '@/features/progress/progress.schemas'
import type { CodeStep, LessonContent, Step } from '@/kernel/lesson-content/lesson-content.schemas'
import type { TurtleCommand } from '@/kernel/runner-protocol'

/**
 * What a player receives. Students, guests and share-link visitors never get a solution: code
 * steps lose `solution`/`solutionBlocks`; a step that shows its goal gets the goal's turtle
 * commands instead (the picture, not the code). Teachers get the content as written.
 */
export type PlayerMode = 'student' | 'teacher' | 'guest' | 'shared'

export type PlayerCodeStep = Omit<CodeStep, 'solution' | 'solutionBlocks'> &
  Partial<Pick<CodeStep, 'solution' | 'solutionBlocks'>>
export type PlayerStep = Exclude<Step, CodeStep> | PlayerCodeStep

export interface PlayerContent extends Omit<LessonContent, 'steps'> {
  steps: PlayerStep[]
}

export function withoutSolutions(content: LessonContent): PlayerContent {
  return {
    ...content,
    steps: content.steps.map((step): PlayerStep => {
      if (step.kind !== 'code') return step
      const { solution: _solution, solutionBlocks: _solutionBlocks, ...rest } = step
      return rest
    }),
  }
}

export type { SavedCode, StepProgress }

export interface PlayerProgress {
  status: 'not_started' | 'in_progress' | 'completed'
  currentStep: number
  steps: Record<string, StepProgress>
  code: Record<string, SavedCode>
}

export interface PlayerNav {
  course: { id: string; title: string; color: string } | null
  sectionTitle: string | null
  previous: { id: string; title: string } | null
  next: { id: string; title: string } | null
  /** Position of this lesson in its course, for "Lesson 3 of 10". */
  index: number | null
  total: number | null
}

/** Everything the player needs for one lesson. */
export interface PlayerData {
  mode: PlayerMode
  /** The course item (students, teachers, shared) or the lesson (guests) the URL names. */
  id: string
  lessonId: string
  versionId: string
  version: number
  content: PlayerContent
  /** The content's Markdown texts parsed on the server (decision 216): `MarkdownTrees` as JSON. */
  texts: string
  /** Goal pictures of steps with showGoal, by step key. */
  goals: Record<string, TurtleCommand[]>
  progress: PlayerProgress | null
  /** The student's profile: keeps local copies apart on a shared computer. */
  ownerId: string | null
  nav: PlayerNav | null
  /** Teachers only: notes for the teacher and the course's resources. */
  teacher: {
    notes: string[]
    /** The course's notes for teachers (markdown), when it ships with some. */
    courseNotes: string | null
    resources: { title: string; kind: string; url: string | null; fileId: string | null }[]
  } | null
}
