import { ErrorScreen } from './error-screen'

interface SchoolNotFoundScreenProps {
  /** The main host's go-to-school page: an absolute URL, since this host has no school. */
  goToSchoolHref: string
}

export function SchoolNotFoundScreen({ goToSchoolHref }: SchoolNotFoundScreenProps) {
  return (
    <ErrorScreen
      heading="School not found"
      message={<p>There is no school at this address. Check the spelling, or find your school.</p>}
      action={
        <a href={goToSchoolHref} className="font-semibold text-brand-700 underline underline-offset-4">
          Find your school
        </a>
      }
    />
  )
}
