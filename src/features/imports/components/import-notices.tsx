import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import { m } from '@/paraglide/messages'
import type { ImportPage } from '../import-page.server'

/** What reading the file noticed: columns it did not use, names it split. */
export function ImportNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null
  return (
    <Alert title={m.imports_how_read()}>
      <ul className="grid gap-1">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Alert>
  )
}

/**
 * The plan's places for students against the rows to import (decision 113): shown when the rows do
 * not all fit, or when places are running low. An import that does not fit is refused whole.
 */
export function StudentPlacesNotice({
  places,
  toImport,
  canUpgrade,
}: {
  places: ImportPage['places']
  toImport: number
  canUpgrade: boolean
}) {
  if (!places || places.limit === null || places.left === null) return null
  const fits = toImport <= places.left
  if (fits && places.left - toImport > 5) return null
  return (
    <Alert
      tone={fits ? 'info' : 'error'}
      title={
        fits
          ? m.students_places_left({ count: places.left })
          : m.imports_only_fit({ left: places.left, count: toImport })
      }
    >
      <p>
        {m.imports_plan_room({
          plan: places.planName,
          limit: places.limit,
          used: places.used,
          count: places.left,
        })}{' '}
        {fits ? '' : `${m.imports_all_or_nothing()} `}
        {canUpgrade ? (
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            {m.students_see_plans()}
          </Link>
        ) : (
          m.students_admin_can_upgrade()
        )}
      </p>
    </Alert>
  )
}
