import { createFileRoute, notFound } from '@tanstack/react-router'

/** The staff catch-all `/dashboard/*` (SPEC §2.5): any other dashboard path is not found. */
export const Route = createFileRoute('/dashboard/$')({
  beforeLoad: () => {
    throw notFound()
  },
})
