import { useEffect } from 'react'
import { PROFILE_COOKIE, readCookie } from '@/lib/cookies'
import { browserStorage } from '@/lib/local-copy'
import { type SaveStepCode, uploadPendingCopies } from './pending-upload'

/**
 * Mounted on the student's landing page (not on lesson pages, where the step's own autosaver
 * restores it): code this profile wrote before a sign-out or an expired session,
 * still only in this browser, goes to the server through `save` (the lessons feature's, passed in by
 * the route). Only copies keyed by the signed-in profile are read, so another child on the same
 * computer never gets them.
 */
export function PendingCodeUpload({ save }: { save: SaveStepCode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once when the page opens
  useEffect(() => {
    const profile = readCookie(PROFILE_COOKIE)
    if (!profile) return
    void uploadPendingCopies(browserStorage() as Storage | null, profile, save)
  }, [])
  return null
}
