import type { BlockProgram } from '@/kernel/runner-protocol'
import { type KeyValueStorage, localCopyKey, readLocalCopy } from '@/lib/local-copy'

/**
 * Progress of visitors without an account (free lessons, share links), kept in the browser:
 * steps done, where they were, when they finished. Their code lives in local copies
 * (localCopyKey with owner "guest" or "shared"). A guest who signs in is offered to bring their
 * free-lesson work into the account (importGuestLessons).
 */
export interface GuestProgress {
  steps: Record<string, { done: boolean; checksPassed?: number; checksTotal?: number }>
  currentStep: number
  completedAt: number | null
  /** The step keys of the lesson, so the import knows which local copies to read. */
  stepKeys: string[]
  /** Set once the work has been brought into an account. */
  importedAt?: number
}

export type GuestScope = 'guest' | 'shared'

/** A guest's work on one free lesson, as the account import takes it. */
export interface GuestLesson {
  lessonId: string
  steps: Record<string, { done: boolean; code?: string; blocksJson?: BlockProgram | null }>
}

const PREFIX = 'codeschool.progress.v1'

function key(scope: GuestScope, id: string) {
  return `${PREFIX}:${scope}:${id}`
}

export function readGuestProgress(
  storage: KeyValueStorage | null,
  scope: GuestScope,
  id: string,
): GuestProgress | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(key(scope, id))
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<GuestProgress>
    return {
      steps: value.steps && typeof value.steps === 'object' ? value.steps : {},
      currentStep: typeof value.currentStep === 'number' ? value.currentStep : 0,
      completedAt: typeof value.completedAt === 'number' ? value.completedAt : null,
      stepKeys: Array.isArray(value.stepKeys) ? value.stepKeys.filter((k) => typeof k === 'string') : [],
      ...(typeof value.importedAt === 'number' ? { importedAt: value.importedAt } : {}),
    }
  } catch {
    return null
  }
}

export function writeGuestProgress(
  storage: KeyValueStorage | null,
  scope: GuestScope,
  id: string,
  progress: GuestProgress,
): void {
  try {
    storage?.setItem(key(scope, id), JSON.stringify(progress))
  } catch {
    // Storage full or blocked: the lesson still works, it just will not be remembered.
  }
}

/** Every storage key, for finding guest lessons (localStorage has no prefix search). */
function keysOf(
  storage: KeyValueStorage & { length?: number; key?: (n: number) => string | null },
): string[] {
  const keys: string[] = []
  const count = storage.length ?? 0
  for (let n = 0; n < count; n++) {
    const k = storage.key?.(n)
    if (k) keys.push(k)
  }
  return keys
}

/** Free-lesson work done as a guest and not yet brought into an account, ready to send. */
export function guestLessonsToImport(
  storage: (KeyValueStorage & { length?: number; key?: (n: number) => string | null }) | null,
): GuestLesson[] {
  if (!storage) return []
  const lessons: GuestLesson[] = []
  for (const storageKey of keysOf(storage)) {
    if (!storageKey.startsWith(`${PREFIX}:guest:`)) continue
    const lessonId = storageKey.slice(`${PREFIX}:guest:`.length)
    const progress = readGuestProgress(storage, 'guest', lessonId)
    if (!progress || progress.importedAt) continue
    const steps: GuestLesson['steps'] = {}
    for (const stepKey of progress.stepKeys) {
      const copy = readLocalCopy(storage, localCopyKey('guest', lessonId, stepKey))
      const done = progress.steps[stepKey]?.done === true
      if (!copy && !done) continue
      steps[stepKey] = {
        done,
        ...(copy
          ? {
              code: copy.code,
              blocksJson: Array.isArray(copy.blocksJson) ? (copy.blocksJson as BlockProgram) : null,
            }
          : {}),
      }
    }
    if (Object.keys(steps).length > 0) lessons.push({ lessonId, steps })
  }
  return lessons
}

export function markGuestLessonsImported(storage: KeyValueStorage | null, lessonIds: string[]): void {
  for (const lessonId of lessonIds) {
    const progress = readGuestProgress(storage, 'guest', lessonId)
    if (progress) writeGuestProgress(storage, 'guest', lessonId, { ...progress, importedAt: Date.now() })
  }
}
