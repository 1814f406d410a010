import { Gift } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { browserStorage } from '@/lib/local-copy'
import { useAction } from '@/lib/use-action'
import { type GuestLesson, guestLessonsToImport, markGuestLessonsImported } from './guest-progress'

type GuestLessons = ReturnType<typeof guestLessonsToImport>

/**
 * After signing in: free lessons this browser played as a guest, offered to the account.
 * Nothing moves without the child saying yes; "No thanks" leaves the work in the browser.
 */
export function GuestImportOffer({
  onImported,
  importLessons,
}: {
  onImported: () => void
  /** Brings the lessons into the account (the lessons feature's server function, from the route). */
  importLessons: (lessons: GuestLesson[]) => Promise<{ imported: number }>
}) {
  const [lessons, setLessons] = useState<GuestLessons>([])
  const [dismissed, setDismissed] = useState(false)
  const action = useAction<{ imported: number }>({
    onSuccess: (result) => {
      markGuestLessonsImported(
        browserStorage(),
        lessons.map((lesson) => lesson.lessonId),
      )
      if (result.imported > 0) onImported()
    },
  })

  useEffect(() => {
    setLessons(guestLessonsToImport(browserStorage() as Storage | null))
  }, [])

  if (lessons.length === 0 || dismissed) return null
  if (action.succeeded) {
    return (
      <p role="status" className="mb-6 rounded-2xl bg-green-100 p-4 font-semibold text-green-900 text-lg">
        Your free-lesson work is in your account now.
      </p>
    )
  }
  const count = lessons.length
  return (
    <section
      aria-labelledby="guest-import-heading"
      className="mb-6 rounded-2xl border-2 border-violet-300 bg-violet-50 p-5"
      data-testid="guest-import"
    >
      <h2 id="guest-import-heading" className="flex items-center gap-2 font-bold text-xl">
        <Gift aria-hidden="true" className="size-6 text-violet-700" />
        You did {count === 1 ? 'a free lesson' : `${count} free lessons`} on this computer before you signed
        in.
      </h2>
      <p className="mt-1 text-lg">Do you want to keep that work in your account?</p>
      {/* Whatever went wrong, a child can only check the connection and try again. */}
      {action.error ? (
        <p role="alert" className="mt-2 text-amber-900">
          That did not work. Check the internet and try again.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={action.pending}
          aria-busy={action.pending || undefined}
          onClick={() => action.run('import', () => importLessons(lessons))}
          className="inline-flex items-center gap-2 rounded-xl bg-violet-700 px-5 py-2.5 font-bold text-lg text-white hover:bg-violet-800 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          {action.pending ? (
            <>
              <Spinner small />
              Adding…
            </>
          ) : (
            'Yes, add it to my account'
          )}
        </button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="rounded-xl border-2 border-violet-700 bg-white px-5 py-2.5 font-semibold text-lg text-violet-900 hover:bg-violet-100 focus-visible:outline-3 focus-visible:outline-brand-500"
        >
          No thanks
        </button>
      </div>
    </section>
  )
}
