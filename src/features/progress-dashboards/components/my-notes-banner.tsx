import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { myNotesQuery } from '../progress-dashboards.queries'

/** On the child's course page: "Your teacher left you a note", with a link to each lesson it is on. */
export function MyNotesBanner({ cardId }: { cardId: string }) {
  const { data } = useQuery(myNotesQuery(cardId))
  if (!data || data.length === 0) return null
  return (
    <section
      aria-labelledby="my-notes-heading"
      data-testid="my-notes"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <h2 id="my-notes-heading" className="flex items-center gap-2 font-bold text-lg">
        <MessageSquare aria-hidden="true" className="size-5" /> Your teacher left you a note
      </h2>
      <ul className="mt-1 space-y-1">
        {data.map((note) => (
          <li key={note.itemId}>
            <Link
              to="/student/lesson/$cardSectionItemUUID"
              params={{ cardSectionItemUUID: note.itemId }}
              className="font-semibold underline underline-offset-4"
            >
              {note.lessonTitle}
            </Link>
            {note.verdict === 'keep_working'
              ? ': have another go, then press "I fixed it".'
              : ': read it in the lesson.'}
          </li>
        ))}
      </ul>
    </section>
  )
}
