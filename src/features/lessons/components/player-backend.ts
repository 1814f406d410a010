import { useCallback, useMemo } from 'react'
import type { SaveRequest, SaveResponse } from '@/features/progress'
import {
  type GuestScope,
  lessonComplete,
  readGuestProgress,
  useActiveTime,
  useSaveQueue,
  writeGuestProgress,
} from '@/features/progress'
import { browserStorage } from '@/lib/local-copy'
import type { PlayerData, StepProgress } from '../lesson-views'
import { recordLessonStep } from '../lessons.functions'
import { saveRestoredCode, saveStepCode } from '../lessons.queries'

export type LessonStatus = 'not_started' | 'in_progress' | 'completed'

export interface StepReport {
  stepKey: string
  kind: 'run' | 'done' | 'visit'
  done: boolean
  checksPassed?: number
  checksTotal?: number
}

interface RecordResult {
  status: LessonStatus
  justCompleted: boolean
}

/**
 * Where a player keeps work: students on the server (with a local copy until it confirms),
 * guests and share-link visitors in their browser, teachers previewing nowhere but the tab.
 */
export interface PlayerBackend {
  /** Owner part of local-copy keys: the profile, "guest", "shared" or "teacher". */
  owner: string
  /** The lesson part of local-copy keys: item, lesson or share id. */
  lessonKey: string
  /** Server saves; null when work stays in the browser. */
  saveCode: ((stepKey: string, request: SaveRequest) => Promise<SaveResponse>) | null
  record: (report: StepReport) => Promise<RecordResult | null>
  /** Progress saved in the browser (guests), read on the client. */
  readLocalProgress: () => {
    currentStep: number
    steps: Record<string, StepProgress>
    status: LessonStatus
  } | null
}

const clientId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 18) : 'tab'

export function usePlayerBackend(data: PlayerData): PlayerBackend {
  const takeTime = useActiveTime()
  const stepKeys = useMemo(() => data.content.steps.map((step) => step.key), [data.content.steps])
  const scope: GuestScope | null = data.mode === 'guest' ? 'guest' : data.mode === 'shared' ? 'shared' : null

  // Code of this child the server has not got yet (steps left while offline, earlier visits) goes
  // out now and whenever the connection comes back (the offline queue, decision 199).
  useSaveQueue({ owner: data.mode === 'student' ? data.ownerId : null, save: saveRestoredCode })

  const saveCode = useCallback(
    (stepKey: string, request: SaveRequest) =>
      saveStepCode(data.id, stepKey, request, { clientId, timeSpentSeconds: takeTime() }),
    [data.id, takeTime],
  )

  const record = useCallback(
    async (report: StepReport): Promise<RecordResult | null> => {
      if (data.mode === 'student') {
        const result = await recordLessonStep({
          data: { itemId: data.id, ...report, timeSpentSeconds: takeTime() },
        })
        return { status: result.status, justCompleted: result.justCompleted }
      }
      if (!scope) return null
      const storage = browserStorage()
      const saved = readGuestProgress(storage, scope, data.id) ?? {
        steps: {},
        currentStep: 0,
        completedAt: null,
        stepKeys,
      }
      const before = saved.steps[report.stepKey] ?? { done: false }
      saved.steps[report.stepKey] = {
        done: before.done || report.done,
        ...(report.checksTotal !== undefined
          ? { checksPassed: report.checksPassed ?? 0, checksTotal: report.checksTotal }
          : {}),
      }
      saved.stepKeys = stepKeys
      const index = stepKeys.indexOf(report.stepKey)
      if (index >= 0) saved.currentStep = index
      const allDone = lessonComplete(stepKeys, saved.steps)
      const justCompleted = allDone && saved.completedAt === null
      if (justCompleted) saved.completedAt = Date.now()
      writeGuestProgress(storage, scope, data.id, saved)
      return { status: allDone ? 'completed' : 'in_progress', justCompleted }
    },
    [data.mode, data.id, scope, stepKeys, takeTime],
  )

  const readLocalProgress = useCallback(() => {
    if (!scope) return null
    const saved = readGuestProgress(browserStorage(), scope, data.id)
    if (!saved) return null
    const allDone = lessonComplete(stepKeys, saved.steps)
    return {
      currentStep: Math.min(saved.currentStep, stepKeys.length - 1),
      steps: saved.steps,
      status: allDone ? ('completed' as const) : ('in_progress' as const),
    }
  }, [scope, data.id, stepKeys])

  return {
    owner: data.mode === 'student' ? (data.ownerId ?? 'student') : data.mode,
    lessonKey: data.id,
    saveCode: data.mode === 'student' ? saveCode : null,
    record,
    readLocalProgress,
  }
}
