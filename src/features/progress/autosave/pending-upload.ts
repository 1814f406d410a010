import { type ListableStorage, pendingCopiesOf, writeLocalCopy } from '@/lib/local-copy'
import type { SaveRequest, SaveResponse } from './autosaver'

export type SaveStepCode = (lessonKey: string, stepKey: string, request: SaveRequest) => Promise<SaveResponse>

/**
 * After the same profile signs in again: sends the code a sign-out or an expired session
 * interrupted (record 027, item 11). A saved copy becomes confirmed; after a conflict the server
 * has kept it in the history and the copy stays unconfirmed, so opening the step offers the child
 * the choice (record 011); a failure leaves it for the next time. Returns how many were saved.
 */
export async function uploadPendingCopies(
  storage: ListableStorage | null,
  owner: string,
  save: SaveStepCode,
): Promise<number> {
  let saved = 0
  for (const pending of pendingCopiesOf(storage, owner)) {
    const { copy } = pending
    try {
      const response = await save(pending.lessonKey, pending.stepKey, {
        code: copy.code,
        blocksJson: copy.blocksJson,
        baseRevision: copy.baseRevision,
      })
      if (response.status === 'saved') {
        writeLocalCopy(storage, pending.storageKey, {
          ...copy,
          baseRevision: response.revision,
          dirty: false,
          updatedAt: Date.now(),
        })
        saved++
      }
    } catch {
      // Offline or refused: the copy stays, the step's autosaver or the next sign-in tries again.
    }
  }
  return saved
}
