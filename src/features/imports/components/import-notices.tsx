import { Link } from '@tanstack/react-router'
import { Alert } from '@/components/ui/alert'
import type { ImportPage } from '../import-page.server'

/** What reading the file noticed: columns it did not use, names it split. */
export function ImportNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null
  return (
    <Alert title="How the file was read">
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
  const left = `${places.left} ${places.left === 1 ? 'place' : 'places'}`
  return (
    <Alert
      tone={fits ? 'info' : 'error'}
      title={fits ? `${left} left for students` : `Only ${places.left} of these ${toImport} students fit`}
    >
      <p>
        Your school's {places.planName} plan has room for {places.limit} students; {places.used}{' '}
        {places.used === 1 ? 'is' : 'are'} already here, so {left} {places.left === 1 ? 'is' : 'are'} left.{' '}
        {fits
          ? ''
          : 'An import is all or nothing: skip rows until the rest fit, or upgrade the plan, then import. '}
        {canUpgrade ? (
          <Link to="/dashboard/subscriptions" className="font-semibold underline underline-offset-4">
            See plans on the Subscription page
          </Link>
        ) : (
          'A school admin can upgrade the plan.'
        )}
      </p>
    </Alert>
  )
}
