import type { ListableStorage } from '@/lib/local-copy'
import { SaveQueue, type SaveStepCode } from './save-queue'

/**
 * One round of the offline queue (save-queue.ts) for a profile's unsent copies, e.g. after the same
 * profile signs in again (record 027, item 11). A saved copy becomes confirmed; after a conflict the
 * server has kept it in the history and the copy stays unconfirmed, so opening the step offers the
 * child the choice (record 011); a failure leaves it for the next time. Returns how many were saved.
 */
export async function uploadPendingCopies(
  storage: ListableStorage | null,
  owner: string,
  save: SaveStepCode,
): Promise<number> {
  const round = await new SaveQueue({ storage, owner, save }).flush()
  return round.saved
}
