import { createFileRoute } from '@tanstack/react-router'
import { ImportStudentsPage } from '@/features/imports/components/import-students-page'
import { importsQuery } from '@/features/imports/imports.queries'

export const Route = createFileRoute('/dashboard/students/import/')({
  head: () => ({ meta: [{ title: 'Import students · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(importsQuery()),
  component: ImportStudentsPage,
})
