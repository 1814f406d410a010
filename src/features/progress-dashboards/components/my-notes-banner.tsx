import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
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
        <MessageSquare aria-hidden="true" className="size-5" /> {m.progress_note_left()}
      </h2>
      <ul className="mt-1 space-y-1">
        {data.map((note) => (
          <li key={note.itemId}>
            <Link
              to="/student/lesson/$cardSectionItemUUID"
              params={{ cardSectionItemUUID: note.itemId }}
              className="font-semibold underline underline-offset-4"
              lang={LESSON_CONTENT_LANG}
            >
              {note.lessonTitle}
            </Link>
            {note.verdict === 'keep_working'
              ? m.progress_note_have_another_go({ fixed: m.progress_note_i_fixed_it() })
              : m.progress_note_read_in_lesson()}
          </li>
        ))}
      </ul>
    </section>
  )
}
