import { PROFILE_COOKIE, readCookie } from '@/lib/cookies'
import { type SaveStepCode, useSaveQueue } from './save-queue'

/**
 * Mounted on the student's landing page: code this profile wrote and the server has not got yet
 * (a sign-out, an expired session, a lesson left while offline) goes to the server through `save`
 * (the lessons feature's, passed in by the route), now and whenever the connection comes back
 * (the offline queue, save-queue.ts). Only copies keyed by the signed-in profile are read, so
 * another child on the same computer never gets them.
 */
export function PendingCodeUpload({ save }: { save: SaveStepCode }) {
  useSaveQueue({ owner: typeof document === 'undefined' ? null : readCookie(PROFILE_COOKIE), save })
  return null
}
