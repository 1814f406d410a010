import { useEffect } from 'react'
import { PROFILE_COOKIE, readCookie } from '@/lib/cookies'
import { browserStorage } from '@/lib/local-copy'
import { saveLessonCode } from '../progress.functions'
import { uploadPendingCopies } from './pending-upload'

/**
 * Mounted on the student's landing page (not on lesson pages, where the step's own autosaver
 * restores it): code this profile wrote before a sign-out or an expired session,
 * still only in this browser, goes to the server. Only copies keyed by the signed-in profile are
 * read, so another child on the same computer never gets them.
 */
export function PendingCodeUpload() {
  useEffect(() => {
    const profile = readCookie(PROFILE_COOKIE)
    if (!profile) return
    void uploadPendingCopies(browserStorage() as Storage | null, profile, (itemId, stepKey, request) =>
      saveLessonCode({
        data: {
          itemId,
          stepKey,
          baseRevision: request.baseRevision,
          code: request.code,
          blocksJson: (request.blocksJson ?? null) as never,
          clientId: 'restored',
        },
      }),
    )
  }, [])
  return null
}
